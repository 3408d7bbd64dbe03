import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';
import type { TokenStore } from '../../api/tokens';
import type { User } from './api/get-me';
import type { LoginRequest, TokenPair } from './api/login';
import type { RegisterRequest, RegisterResponse } from './api/register';
import type { AuthEvent } from './auth-state';

export interface AuthToast {
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
}

export interface SessionDeps {
  api: {
    login(body: LoginRequest): Promise<TokenPair>;
    register(body: RegisterRequest): Promise<RegisterResponse>;
    getMe(): Promise<User>;
    revoke(refresh: string): Promise<void>;
  };
  tokens: TokenStore;
  dispatch(event: AuthEvent): void;
  notify(toast: AuthToast): void;
  /** Drops cached server data, so whoever signs in next never sees the previous user's. */
  clearCache(): void;
  t: TFunction<['auth', 'errors']>;
}

/** Only the server saying no (4xx) ends a stored session; an unreachable or failing server
 * leaves it for when the server is back, which matters to an app used offline. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The authentication flows of spec 1 §4, apart from React so they can be tested with fakes.
 * None of them rejects: failures end up in the state (`failed`) and in a toast.
 */
export function createSession({ api, tokens, dispatch, notify, clearCache, t }: SessionDeps) {
  function failureMessage(error: unknown, fallback: string): string {
    if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
    if (error instanceof ApiError && error.status === 0) return t('errors:network.message');
    return fallback;
  }

  function signedIn(user: User) {
    tokens.setUserId(user.id);
    dispatch({ type: 'signedIn', user });
  }

  return {
    async restore(): Promise<void> {
      if (!tokens.getAccessToken()) return dispatch({ type: 'signedOut' });
      try {
        signedIn(await api.getMe());
      } catch (error) {
        if (isRefusal(error)) tokens.clear();
        dispatch({ type: 'signedOut' });
      }
    },

    async login(email: string, password: string): Promise<void> {
      dispatch({ type: 'attempted' });
      try {
        tokens.setSession(await api.login({ email, password }));
        const user = await api.getMe();
        signedIn(user);
        notify({
          tone: 'success',
          title: t('toast.welcomeBack.title'),
          message: t('toast.welcomeBack.message', { name: user.name }),
        });
      } catch (error) {
        tokens.clear();
        const message = failureMessage(error, t('toast.loginFailed.message'));
        dispatch({ type: 'failed', error: message });
        notify({ tone: 'error', title: t('toast.loginFailed.title'), message });
      }
    },

    async register(body: RegisterRequest): Promise<void> {
      dispatch({ type: 'attempted' });
      try {
        const { access, refresh, user } = await api.register(body);
        tokens.setSession({ access, refresh });
        signedIn(user);
        notify({
          tone: 'success',
          title: t('toast.welcome.title'),
          message: t('toast.welcome.message', { name: user.name }),
        });
      } catch (error) {
        const message = failureMessage(error, t('toast.registrationFailed.message'));
        dispatch({ type: 'failed', error: message });
        notify({ tone: 'error', title: t('toast.registrationFailed.title'), message });
      }
    },

    async logout(): Promise<void> {
      const refresh = tokens.getRefreshToken();
      // Revocation is best effort: offline or not, this browser's session ends now.
      if (refresh) await api.revoke(refresh).catch(() => undefined);
      tokens.clear();
      dispatch({ type: 'signedOut' });
      clearCache();
      notify({ tone: 'info', title: t('toast.loggedOut.title'), message: t('toast.loggedOut.message') });
    },

    /** The client could not renew the session (it has already cleared the tokens). */
    ended(): void {
      dispatch({ type: 'signedOut' });
      clearCache();
      notify({
        tone: 'error',
        title: t('errors:unauthorized.title'),
        message: t('errors:unauthorized.message'),
      });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
