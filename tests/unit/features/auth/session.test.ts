import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { createTokenStore } from '../../../../src/api/tokens';
import type { User } from '../../../../src/features/auth/api/get-me';
import {
  type AuthEvent,
  type AuthState,
  authReducer,
  initialAuthState,
} from '../../../../src/features/auth/auth-state';
import { type AuthToast, createSession, type SessionDeps } from '../../../../src/features/auth/session';
import { translations } from '../../../support/translations';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

const ada = { id: 7, name: 'Ada Lovelace', email: 'ada@lab.org' } as User;

function setup(stored: Record<string, string> = {}, language = 'en') {
  const items = new Map(Object.entries(stored));
  const tokens = createTokenStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
  let state: AuthState = initialAuthState(tokens.getAccessToken() !== null);
  const toasts: AuthToast[] = [];
  const api = {
    login: vi.fn<SessionDeps['api']['login']>(async () => ({ access: 'a1', refresh: 'r1' })),
    register: vi.fn<SessionDeps['api']['register']>(async () => ({ access: 'a2', refresh: 'r2', user: ada })),
    getMe: vi.fn<SessionDeps['api']['getMe']>(async () => ada),
    revoke: vi.fn<SessionDeps['api']['revoke']>(async () => undefined),
  };
  const clearCache = vi.fn();
  const session = createSession({
    api,
    tokens,
    dispatch: (event: AuthEvent) => {
      state = authReducer(state, event);
    },
    notify: (toast) => toasts.push(toast),
    clearCache,
    t: i18n.getFixedT(language, ['auth', 'errors']),
  });
  return { session, api, items, toasts, clearCache, state: () => state };
}

const stored = { access_token: 'a0', refresh_token: 'r0', user_id: '7' };

describe('restoring the session on start', () => {
  it('loads the profile when an access token is stored', async () => {
    const { session, state } = setup(stored);
    expect(state().status).toBe('loading');
    await session.restore();
    expect(state()).toEqual({
      status: 'authenticated',
      user: ada,
      error: null,
      errorForm: null,
      offline: false,
    });
  });

  it('is anonymous at once without a stored token', async () => {
    const { session, api, state } = setup();
    await session.restore();
    expect(api.getMe).not.toHaveBeenCalled();
    expect(state().status).toBe('anonymous');
  });

  it('clears access, refresh and user id when the server refuses the profile', async () => {
    const { session, api, items, state } = setup(stored);
    api.getMe.mockRejectedValue(new ApiError('Expired', 401, { detail: 'Expired', code: 'token_invalid' }));
    await session.restore();
    expect(state().status).toBe('anonymous');
    expect([...items.keys()]).toEqual([]);
  });

  it('keeps the tokens when the server cannot be reached, for the next start', async () => {
    const { session, api, items, state } = setup(stored);
    api.getMe.mockRejectedValue(new ApiError('Failed to fetch', 0, undefined));
    await session.restore();
    expect(state().status).toBe('anonymous');
    expect(Object.fromEntries(items)).toEqual(stored);
  });
});

describe('login', () => {
  it('stores both tokens and the user id, loads the profile and welcomes the user back', async () => {
    const { session, api, items, toasts, state } = setup();
    await session.login('ada@lab.org', 'secret-pass');
    expect(api.login).toHaveBeenCalledWith({ email: 'ada@lab.org', password: 'secret-pass' });
    expect(Object.fromEntries(items)).toEqual({ access_token: 'a1', refresh_token: 'r1', user_id: '7' });
    expect(state()).toEqual({
      status: 'authenticated',
      user: ada,
      error: null,
      errorForm: null,
      offline: false,
    });
    expect(toasts).toEqual([
      { tone: 'success', title: 'Welcome back!', message: 'Signed in as Ada Lovelace.' },
    ]);
  });

  it("on failure shows 'Login Failed' with the server's detail and sets the error", async () => {
    const { session, api, toasts, state } = setup();
    const detail = 'No active account found with the given credentials.';
    api.login.mockRejectedValue(new ApiError(detail, 401, { detail, code: 'invalid_credentials' }));
    await session.login('ada@lab.org', 'wrong');
    expect(state()).toEqual({
      status: 'anonymous',
      user: null,
      error: detail,
      errorForm: 'signIn',
      offline: false,
    });
    expect(toasts).toEqual([{ tone: 'error', title: 'Login Failed', message: detail }]);
  });

  it("falls back to 'Login failed' without a server detail, in the current language", async () => {
    const { session, api, toasts, state } = setup({}, 'fr');
    api.login.mockRejectedValue(new ApiError('Bad Gateway', 502, undefined));
    await session.login('ada@lab.org', 'secret-pass');
    expect(state().error).toBe('La connexion a échoué');
    expect(toasts[0]).toMatchObject({ title: 'Échec de la connexion', message: 'La connexion a échoué' });
  });

  it('says the server is unreachable rather than that the login failed', async () => {
    const { session, api, state } = setup();
    api.login.mockRejectedValue(new ApiError('Failed to fetch', 0, undefined));
    await session.login('ada@lab.org', 'secret-pass');
    expect(state().error).toBe('The server could not be reached. Check your connection and try again.');
  });

  it('leaves no tokens behind when the profile cannot be loaded after the tokens came', async () => {
    const { session, api, items, state } = setup();
    api.getMe.mockRejectedValue(new ApiError('Boom', 500, { detail: 'Server error.', code: 'internal' }));
    await session.login('ada@lab.org', 'secret-pass');
    expect([...items.keys()]).toEqual([]);
    expect(state()).toMatchObject({ status: 'anonymous', error: 'Server error.' });
  });

  it('clears the previous error when a new attempt starts', async () => {
    const { session, api, state } = setup();
    api.login.mockRejectedValueOnce(new ApiError('Wrong', 401, { detail: 'Wrong' }));
    await session.login('ada@lab.org', 'wrong');
    let resolveLogin: (pair: { access: string; refresh: string }) => void = () => {};
    api.login.mockReturnValueOnce(new Promise((resolve) => (resolveLogin = resolve)));
    const attempt = session.login('ada@lab.org', 'secret-pass');
    expect(state().error).toBeNull();
    resolveLogin({ access: 'a1', refresh: 'r1' });
    await attempt;
  });
});

describe('register', () => {
  const account = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@lab.org', password: 'secret-pass' };

  it('calls the server, then is signed in with the returned tokens and user', async () => {
    const { session, api, items, toasts, state } = setup();
    await session.register(account);
    expect(api.register).toHaveBeenCalledWith(account);
    expect(Object.fromEntries(items)).toEqual({ access_token: 'a2', refresh_token: 'r2', user_id: '7' });
    expect(state()).toEqual({
      status: 'authenticated',
      user: ada,
      error: null,
      errorForm: null,
      offline: false,
    });
    expect(toasts).toEqual([
      { tone: 'success', title: 'Welcome to GenoApp!', message: 'Your account is ready, Ada Lovelace.' },
    ]);
  });

  it("on a duplicate e-mail shows 'Registration Failed' with the server's message", async () => {
    const { session, api, toasts, state } = setup();
    const detail = 'An account with this e-mail address already exists.';
    api.register.mockRejectedValue(
      new ApiError(detail, 409, { detail, code: 'email_taken', fields: { email: detail } }),
    );
    await session.register(account);
    expect(state()).toEqual({
      status: 'anonymous',
      user: null,
      error: detail,
      errorForm: 'signUp',
      offline: false,
    });
    expect(toasts).toEqual([{ tone: 'error', title: 'Registration Failed', message: detail }]);
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears tokens, user and error, the cache, and says so', async () => {
    const { session, api, items, toasts, clearCache, state } = setup(stored);
    await session.restore();
    await session.logout();
    expect(api.revoke).toHaveBeenCalledWith('r0');
    expect([...items.keys()]).toEqual([]);
    expect(state()).toEqual({
      status: 'anonymous',
      user: null,
      error: null,
      errorForm: null,
      offline: false,
    });
    expect(clearCache).toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({
      tone: 'info',
      title: 'Logged out',
      message: 'You have been successfully logged out.',
    });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { session, api, items, state } = setup(stored);
    api.revoke.mockRejectedValue(new ApiError('Failed to fetch', 0, undefined));
    await session.logout();
    expect([...items.keys()]).toEqual([]);
    expect(state().status).toBe('anonymous');
  });
});

describe('session ended by the client', () => {
  it('returns to the sign-in screen, drops the cache and explains why', async () => {
    const { session, toasts, clearCache, state } = setup(stored, 'fr');
    await session.restore();
    await session.ended();
    expect(state().status).toBe('anonymous');
    expect(clearCache).toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({
      tone: 'error',
      title: "Erreur d'authentification",
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
  });
});
