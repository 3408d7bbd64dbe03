import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';
import type { TokenStore } from '../../api/tokens';
import type { User } from './api/get-me';
import type { LoginRequest, TokenPair } from './api/login';
import type { RegisterRequest, RegisterResponse } from './api/register';
import type { AuthEvent, OfflineSignIn } from './auth-state';

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

/** A sign-in's password on its way to the user's offline copy (src/offline/keyring.ts). */
export interface PreparedSignIn {
  email: string;
  password: string;
}

export type OfflineSignInResult =
  | { kind: 'opened'; user: User }
  | { kind: 'no-copy' }
  | { kind: 'wrong-password' };

export interface OfflineSession {
  /** Starts what the password opens the copy with (slow on purpose) while the server answers. */
  prepare(email: string, password: string): PreparedSignIn;
  /**
   * The server took the password: opens the user's copy with it, or makes one. `replaced`: the
   * copy here was locked with another password (changed since) and was removed.
   */
  unlock(userId: number, prepared: PreparedSignIn): Promise<'opened' | 'created' | 'replaced'>;
  /** No server: the password checked against this browser's copy of the e-mail. */
  signInOffline(prepared: PreparedSignIn): Promise<OfflineSignInResult>;
  /** Opens the user's offline copy before the screens show: its answers are in the cache first. */
  open(user: User): Promise<void>;
  /** The profile saved at the user's last sign-in on this browser, for a start with no network. */
  savedUser(userId: number): Promise<User | null>;
  /** Sends the outbox and asks the screens' data again: the server session is back. */
  reconnected(): void;
  /** After sign-out: the copy's key goes; `remove` deletes the copy from this browser too. */
  end(userId: number, options: { remove: boolean }): Promise<void>;
}

/** Only the server saying no (4xx) ends a stored session; an unreachable or failing server
 * leaves it for when the server is back, which matters to an app used offline. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** No answer from GenoApp's server: the network, or a proxy in front saying the server is down. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** After a server sign-in failed for want of a network, the next try waits this long (a 401 does not). */
const RESUME_RETRY_MS = 10_000;

/**
 * The authentication flows (sign-in, sign-up, renewal, sign-out), apart from React so they can be tested with fakes.
 * None of them rejects: failures end up in the state (`failed`) and in a toast.
 */
export function createSession({ api, tokens, dispatch, notify, clearCache, offline, t }: SessionDeps) {
  /** The credentials of a sign-in made offline, kept in memory for the server sign-in to come. */
  let waiting: PreparedSignIn | null = null;
  /** Whose copy is open: the client may have cleared the stored user id before a session ends. */
  let signedInUser: number | null = null;
  let resuming: Promise<string | null> | null = null;
  let lastUnreachable = 0;

  function failureMessage(error: unknown, fallback: string): string {
    if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
    if (error instanceof ApiError && error.status === 0) return t('errors:network.message');
    return fallback;
  }

  async function signedIn(user: User, offlineSignIn: OfflineSignIn = false) {
    tokens.setUserId(user.id);
    signedInUser = user.id;
    // A broken IndexedDB must not keep anyone from signing in: the app then works online only.
    await offline?.open(user).catch(() => undefined);
    dispatch({ type: 'signedIn', user, offline: offlineSignIn });
  }

  /** Whatever ends a session on this browser: the tokens, the cache, the copy's key. */
  async function endSession(remove: boolean): Promise<void> {
    const userId = signedInUser ?? tokens.getUserId();
    waiting = null;
    signedInUser = null;
    tokens.clear();
    dispatch({ type: 'signedOut' });
    clearCache();
    if (userId !== null) await offline?.end(userId, { remove }).catch(() => undefined);
  }

  /** A failed sign-in: its form shows the message. */
  function fail(message: string, title = t('toast.loginFailed.title')) {
    dispatch({ type: 'failed', error: message, form: 'signIn' });
    notify({ tone: 'error', title, message });
  }

  /** The server cannot be reached: the password is checked against this browser's copy instead. */
  async function signInOffline(prepared: PreparedSignIn, error: unknown): Promise<void> {
    const result = await offline?.signInOffline(prepared).catch(() => null);
    if (!result || result.kind === 'no-copy')
      return fail(`${failureMessage(error, t('toast.loginFailed.message'))} ${t('offline.noCopy')}`);
    if (result.kind === 'wrong-password') return fail(t('offline.wrongPassword'));
    tokens.clear();
    waiting = prepared;
    await signedIn(result.user, 'waiting');
    notify({ tone: 'info', title: t('offline.signedInTitle'), message: t('offline.signedInMessage') });
  }

  /** The server refused the credentials an offline sign-in opened the copy with. */
  async function refusedAfterOfflineSignIn(error: unknown): Promise<void> {
    await endSession(true);
    notify({
      tone: 'error',
      title: t('offline.refusedTitle'),
      message: t('offline.refusedMessage', { reason: failureMessage(error, String(error)) }),
    });
  }

  /**
   * The server session of a sign-in made offline, once the server answers: the sign-in is made
   * with the credentials kept in memory, or, after a reload, the user is asked for the password.
   * Answers the new access token, or null. `serverAnswered`: the server just answered 401.
   */
  async function resume(serverAnswered: boolean): Promise<string | null> {
    if (tokens.getAccessToken() || tokens.getUserId() === null) return tokens.getAccessToken();
    if (!waiting) {
      if (serverAnswered) dispatch({ type: 'passwordNeeded' });
      return null;
    }
    if (!serverAnswered && Date.now() - lastUnreachable < RESUME_RETRY_MS) return null;
    const { email, password } = waiting;
    let pair: TokenPair;
    try {
      pair = await api.login({ email, password });
    } catch (error) {
      if (isRefusal(error)) await refusedAfterOfflineSignIn(error);
      else lastUnreachable = Date.now();
      return null;
    }
    waiting = null;
    tokens.setSession(pair);
    const user = await api.getMe().catch(() => null);
    if (user) dispatch({ type: 'signedIn', user });
    offline?.reconnected();
    return pair.access;
  }

  return {
    async restore(): Promise<void> {
      if (!tokens.getAccessToken()) {
        // A sign-in made offline, reloaded: the copy opens with the keys the session kept; the
        // server sign-in needs the password again (it is never stored).
        const userId = tokens.getUserId();
        const saved = userId === null ? null : await offline?.savedUser(userId).catch(() => null);
        if (saved) return signedIn(saved, 'waiting');
        tokens.clear();
        return dispatch({ type: 'signedOut' });
      }
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
      const prepared = offline?.prepare(email, password);
      let pair: TokenPair;
      try {
        pair = await api.login({ email, password });
      } catch (error) {
        if (prepared && isUnreachable(error)) return signInOffline(prepared, error);
        return fail(failureMessage(error, t('toast.loginFailed.message')));
      }
      try {
        tokens.setSession(pair);
        const user = await api.getMe();
        const copy = prepared && (await offline?.unlock(user.id, prepared).catch(() => null));
        await signedIn(user);
        notify({
          tone: 'success',
          title: t('toast.welcomeBack.title'),
          message: t('toast.welcomeBack.message', { name: user.name }),
        });
        if (copy === 'replaced')
          notify({ tone: 'info', title: t('offline.replacedTitle'), message: t('offline.replacedMessage') });
      } catch (error) {
        tokens.clear();
        fail(failureMessage(error, t('toast.loginFailed.message')));
      }
    },

    async register(body: RegisterRequest): Promise<void> {
      dispatch({ type: 'attempted' });
      const prepared = offline?.prepare(body.email, body.password);
      try {
        const { access, refresh, user } = await api.register(body);
        tokens.setSession({ access, refresh });
        if (prepared) await offline?.unlock(user.id, prepared).catch(() => null);
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

    /** `removeOfflineCopy`: the user asked for their offline copy to leave this browser too. */
    async logout({ removeOfflineCopy = false } = {}): Promise<void> {
      const refresh = tokens.getRefreshToken();
      // Revocation is best effort: offline or not, this browser's session ends now.
      if (refresh) await api.revoke(refresh).catch(() => undefined);
      await endSession(removeOfflineCopy);
      notify({
        tone: 'info',
        title: t('toast.loggedOut.title'),
        message: removeOfflineCopy ? t('toast.loggedOut.messageRemoved') : t('toast.loggedOut.message'),
      });
    },

    resume: (serverAnswered: boolean): Promise<string | null> => {
      resuming ??= resume(serverAnswered).finally(() => {
        resuming = null;
      });
      return resuming;
    },

    /** The password asked for once the server answered after a reload of a sign-in made offline. */
    async reconnect(password: string): Promise<string | null> {
      const userId = tokens.getUserId();
      const email = (await offline?.savedUser(userId ?? -1).catch(() => null))?.email;
      if (!email) return t('toast.loginFailed.message');
      try {
        tokens.setSession(await api.login({ email, password }));
      } catch (error) {
        return failureMessage(error, t('toast.loginFailed.message'));
      }
      waiting = null;
      const user = await api.getMe().catch(() => null);
      if (user) dispatch({ type: 'signedIn', user });
      offline?.reconnected();
      return null;
    },

    /** The client could not renew the session (it has already cleared the tokens). */
    async ended(): Promise<void> {
      await endSession(false);
      notify({
        tone: 'error',
        title: t('errors:unauthorized.title'),
        message: t('errors:unauthorized.message'),
      });
    },

    /** Another tab signed out, or in as someone else: this one follows, its copy's key gone. */
    async signedOutElsewhere(userId: number): Promise<void> {
      waiting = null;
      signedInUser = null;
      dispatch({ type: 'signedOut' });
      clearCache();
      await offline?.end(userId, { remove: false }).catch(() => undefined);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
