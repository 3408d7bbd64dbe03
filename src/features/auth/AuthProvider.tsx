import { createContext, type ReactNode, use, useEffect, useMemo, useReducer, useState } from 'react';
import { onSessionEnded } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { tokens } from '../../api/tokens';
import { i18n } from '../../lib/i18n';
import { offlineSession } from '../../offline/session';
import { getMe, type User } from './api/get-me';
import { loginWithPassword } from './api/login';
import { revokeRefreshToken } from './api/logout';
import { type RegisterRequest, registerAccount } from './api/register';
import { type AuthForm, type AuthStatus, authReducer, initialAuthState } from './auth-state';
import { createSession } from './session';
import { showAuthToast } from './show-auth-toast';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  error: string | null;
  /** The form whose attempt failed with `error`. */
  errorForm: AuthForm | null;
  /** Never rejects: a failure sets `error` and shows a toast. */
  login(email: string, password: string): Promise<void>;
  /** Never rejects: a failure sets `error` and shows a toast. */
  register(account: RegisterRequest): Promise<void>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, tokens.getAccessToken() !== null, initialAuthState);
  const [session] = useState(() =>
    createSession({
      api: { login: loginWithPassword, register: registerAccount, getMe, revoke: revokeRefreshToken },
      tokens,
      dispatch,
      notify: showAuthToast,
      clearCache: () => {
        offlineSession.close();
        queryClient.clear();
      },
      offline: offlineSession,
      // Without a fixed language, each toast is worded in the language current when it shows.
      t: i18n.getFixedT(null, ['auth', 'errors']),
    }),
  );

  useEffect(() => {
    void session.restore();
    return onSessionEnded(session.ended);
  }, [session]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login: session.login, register: session.register, logout: session.logout }),
    [state, session],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
