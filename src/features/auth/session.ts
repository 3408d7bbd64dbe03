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
  /** The user's offline copy (src/offline/session.ts); absent, the session is online only. */
  offline?: OfflineSession;
  t: TFunction<['auth', 'errors']>;
}

export interface OfflineSession {
  /** Opens the user's offline copy before the screens show: its answers are in the cache first. */
  open(user: User): Promise<void>;
  /** The profile saved at the user's last sign-in on this browser, for a start with no network. */
  savedUser(userId: number): Promise<User | null>;
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
export function createSession({ api, tokens, dispatch, notify, clearCache, offline, t }: SessionDeps) {
  function failureMessage(error: unknown, fallback: string): string {
    if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
    if (error instanceof ApiError && error.status === 0) return t('errors:network.message');
    return fallback;
  }

  async function signedIn(user: User) {
    tokens.setUserId(user.id);
    // A broken IndexedDB must not keep anyone from signing in: the app then works online only.
    await offline?.open(user).catch(() => undefined);
    dispatch({ type: 'signedIn', user });
  }

  return {
    async restore(): Promise<void> {
      if (!tokens.getAccessToken()) return dispatch({ type: 'signedOut' });
      try {
        await signedIn(await api.getMe());
      } catch (error) {
        if (isRefusal(error)) {
          tokens.clear();
          return dispatch({ type: 'signedOut' });
        }
        // The server is out of reach: the stored session stays and, if this browser knows the
        // user, the offline copy opens; the access token is renewed when the network returns.
        const userId = tokens.getUserId();
        const saved = userId === null ? null : await offline?.savedUser(userId).catch(() => null);
        if (saved) await signedIn(saved);
        else dispatch({ type: 'signedOut' });
      }
    },

    async login(email: string, password: string): Promise<void> {
      dispatch({ type: 'attempted' });
      try {
        tokens.setSession(await api.login({ email, password }));
        const user = await api.getMe();
        await signedIn(user);
        notify({
          tone: 'success',
          title: t('toast.welcomeBack.title'),
          message: t('toast.welcomeBack.message', { name: user.name }),
        });
      } catch (error) {
        tokens.clear();
        const message = failureMessage(error, t('toast.loginFailed.message'));
        dispatch({ type: 'failed', error: message, form: 'signIn' });
        notify({ tone: 'error', title: t('toast.loginFailed.title'), message });
      }
    },

    async register(body: RegisterRequest): Promise<void> {
      dispatch({ type: 'attempted' });
      try {
        const { access, refresh, user } = await api.register(body);
        tokens.setSession({ access, refresh });
        await signedIn(user);
        notify({
          tone: 'success',
          title: t('toast.welcome.title'),
          message: t('toast.welcome.message', { name: user.name }),
        });
      } catch (error) {
        const message = failureMessage(error, t('toast.registrationFailed.message'));
        dispatch({ type: 'failed', error: message, form: 'signUp' });
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
