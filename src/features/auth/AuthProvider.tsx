import { createContext, type ReactNode, use, useEffect, useMemo, useReducer, useState } from 'react';
import { onSessionEnded, setSessionResumer } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { tokens, USER_ID_KEY } from '../../api/tokens';
import { i18n } from '../../lib/i18n';
import { notify } from '../../ui/notify';
import { getMe, type User } from './api/get-me';
import { loginWithPassword } from './api/login';
import { revokeRefreshToken } from './api/logout';
import { type RegisterRequest, registerAccount } from './api/register';
import {
  type AuthForm,
  type AuthStatus,
  authReducer,
  initialAuthState,
  type OfflineSignIn,
} from './auth-state';
import { createSession, type OfflineSession } from './session';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  error: string | null;
  /** Signed in from this browser's offline copy, the server sign-in still to come. */
  offline: OfflineSignIn;
  /** The form whose attempt failed with `error`. */
  errorForm: AuthForm | null;
  /** Never rejects: a failure sets `error` and shows a toast. */
  login(email: string, password: string): Promise<void>;
  /** Never rejects: a failure sets `error` and shows a toast. */
  register(account: RegisterRequest): Promise<void>;
  logout(options?: { removeOfflineCopy?: boolean }): Promise<void>;
  /** The account as the server saved it: the header shows it at once. Ignored for anyone else's. */
  profileChanged(user: User): void;
  /** The server sign-in of a sign-in made offline, with the password asked again; the error, or null. */
  reconnect(password: string): Promise<string | null>;
}

/** While signed in offline, how often the server sign-in is tried when nothing else asks the server. */
const RESUME_EVERY_MS = 30_000;

const AuthContext = createContext<AuthContextValue | null>(null);

/** `offline`: the user's offline copy, which the shell hands over (it may load it on demand). */
export function AuthProvider({
  children,
  offline,
}: {
  children: ReactNode;
  offline: OfflineSession & { close(): void };
}) {
  const [state, dispatch] = useReducer(
    authReducer,
    // A sign-in made offline has a user id and no tokens.
    tokens.getAccessToken() !== null || tokens.getUserId() !== null,
    initialAuthState,
  );
  const [session] = useState(() =>
    createSession({
      api: { login: loginWithPassword, register: registerAccount, getMe, revoke: revokeRefreshToken },
      tokens,
      dispatch,
      notify: ({ tone, ...notice }) => notify(tone, notice),
      clearCache: () => {
        offline.close();
        queryClient.clear();
      },
      offline,
      // Without a fixed language, each toast is worded in the language current when it shows.
      t: i18n.getFixedT(null, ['auth', 'errors']),
    }),
  );

  useEffect(() => {
    void session.restore();
    const stopResuming = setSessionResumer(session.resume);
    const stopEnding = onSessionEnded(() => void session.ended());
    return () => {
      stopResuming();
      stopEnding();
    };
  }, [session]);

  // Another tab signed out (or in as someone else): this one follows, the copy's key gone.
  const userId = state.user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const follow = (event: StorageEvent) => {
      if ((event.key === USER_ID_KEY || event.key === null) && tokens.getUserId() !== userId)
        void session.signedOutElsewhere(userId);
    };
    addEventListener('storage', follow);
    return () => removeEventListener('storage', follow);
  }, [session, userId]);

  const waiting = state.offline === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void session.resume(false), RESUME_EVERY_MS);
    return () => clearInterval(timer);
  }, [session, waiting]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: session.login,
      register: session.register,
      logout: session.logout,
      reconnect: session.reconnect,
      profileChanged: (user) => dispatch({ type: 'profileChanged', user }),
    }),
    [state, session],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
