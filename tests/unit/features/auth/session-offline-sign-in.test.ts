import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { createTokenStore } from '../../../../src/api/tokens';
import type { User } from '../../../../src/features/auth/api/get-me';
import { type AuthState, authReducer, initialAuthState } from '../../../../src/features/auth/auth-state';
import {
  type AuthToast,
  createSession,
  type OfflineSession,
  type OfflineSignInResult,
  type SessionDeps,
} from '../../../../src/features/auth/session';
import { translations } from '../../../support/translations';

/**
 * Signing in with no server, from this browser's offline copy, and what follows when the server
 * answers again: the flows of src/features/auth/session.ts with a fake server and a fake copy
 * (the copy's cryptography is tested in tests/unit/offline/keyring.test.ts).
 */
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
const unreachable = () => new ApiError('Failed to fetch', 0, undefined);
const refused = (detail: string) => new ApiError(detail, 401, { detail, code: 'invalid_credentials' });

function setup(
  stored: Record<string, string> = {},
  copy: OfflineSignInResult = { kind: 'opened', user: ada },
) {
  const items = new Map(Object.entries(stored));
  const tokens = createTokenStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
  let state: AuthState = initialAuthState(items.size > 0);
  const toasts: AuthToast[] = [];
  const api = {
    login: vi.fn<SessionDeps['api']['login']>(async () => {
      throw unreachable();
    }),
    register: vi.fn<SessionDeps['api']['register']>(),
    getMe: vi.fn<SessionDeps['api']['getMe']>(async () => ada),
    revoke: vi.fn<SessionDeps['api']['revoke']>(async () => undefined),
  };
  const offline = {
    prepare: vi.fn((email: string, password: string) => ({ email, password })),
    unlock: vi.fn<OfflineSession['unlock']>(async () => 'opened'),
    signInOffline: vi.fn<OfflineSession['signInOffline']>(async () => copy),
    open: vi.fn<OfflineSession['open']>(async () => undefined),
    savedUser: vi.fn<OfflineSession['savedUser']>(async (userId) => (userId === ada.id ? ada : null)),
    reconnected: vi.fn(),
    end: vi.fn<OfflineSession['end']>(async () => undefined),
  } satisfies OfflineSession;
  const session = createSession({
    api,
    tokens,
    dispatch: (event) => {
      state = authReducer(state, event);
    },
    notify: (toast) => toasts.push(toast),
    clearCache: vi.fn(),
    offline,
    t: i18n.getFixedT('en', ['auth', 'errors']),
  });
  return { session, api, offline, items, toasts, state: () => state };
}

describe('signing in with the server out of reach', () => {
  it('opens this browser’s copy with the password, says so, and keeps no tokens', async () => {
    const { session, offline, items, toasts, state } = setup();
    await session.login('ada@lab.org', 'secret-pass');
    expect(offline.signInOffline).toHaveBeenCalledWith({ email: 'ada@lab.org', password: 'secret-pass' });
    expect(offline.open).toHaveBeenCalledWith(ada);
    expect(state()).toMatchObject({ status: 'authenticated', user: ada, offline: 'waiting' });
    expect(Object.fromEntries(items)).toEqual({ user_id: '7' });
    expect(toasts).toEqual([expect.objectContaining({ tone: 'info', title: 'Signed in offline' })]);
  });

  it('says when this browser has no copy for the e-mail, or the password does not open it', async () => {
    const none = setup({}, { kind: 'no-copy' });
    await none.session.login('ada@lab.org', 'secret-pass');
    expect(none.state()).toMatchObject({ status: 'anonymous' });
    expect(none.state().error).toContain('This device has no offline copy for this e-mail address');
    expect(none.items.size).toBe(0);

    const wrong = setup({}, { kind: 'wrong-password' });
    await wrong.session.login('ada@lab.org', 'not it');
    expect(wrong.state().error).toBe(
      'The server cannot be reached, and this password does not open the offline copy kept on this device.',
    );
    expect(wrong.offline.open).not.toHaveBeenCalled();
  });

  it('never checks the copy when the server answers, even with a refusal', async () => {
    const { session, api, offline, state } = setup();
    api.login.mockRejectedValue(refused('Wrong password'));
    await session.login('ada@lab.org', 'not it');
    expect(offline.signInOffline).not.toHaveBeenCalled();
    expect(state().error).toBe('Wrong password');
  });

  it('opens the copy with the password the server took, and says when it replaced an old one', async () => {
    const { session, api, offline, toasts, state } = setup();
    api.login.mockResolvedValue({ access: 'a1', refresh: 'r1' });
    offline.unlock.mockResolvedValue('replaced');
    await session.login('ada@lab.org', 'new password');
    expect(offline.unlock).toHaveBeenCalledWith(7, { email: 'ada@lab.org', password: 'new password' });
    expect(offline.unlock.mock.invocationCallOrder[0]).toBeLessThan(
      offline.open.mock.invocationCallOrder[0] as number,
    );
    expect(state()).toMatchObject({ status: 'authenticated', offline: false });
    expect(toasts.map((toast) => toast.title)).toEqual(['Welcome back!', 'Offline copy replaced']);
  });
});

describe('the server sign-in after a sign-in made offline', () => {
  it('is made silently with the same credentials once the server answers', async () => {
    const { session, api, offline, items, state } = setup();
    await session.login('ada@lab.org', 'secret-pass');
    // Still out of reach: nothing changes, and the next try waits unless the server answered.
    expect(await session.resume(false)).toBeNull();
    expect(api.login).toHaveBeenCalledTimes(2);
    expect(await session.resume(false)).toBeNull();
    expect(api.login).toHaveBeenCalledTimes(2);
    expect(state().offline).toBe('waiting');

    api.login.mockResolvedValue({ access: 'a1', refresh: 'r1' });
    expect(await session.resume(true)).toBe('a1');
    expect(api.login).toHaveBeenLastCalledWith({ email: 'ada@lab.org', password: 'secret-pass' });
    expect(Object.fromEntries(items)).toEqual({ access_token: 'a1', refresh_token: 'r1', user_id: '7' });
    expect(state()).toMatchObject({ status: 'authenticated', offline: false });
    expect(offline.reconnected).toHaveBeenCalled();
  });

  it('signs the user out, removing the copy, when the server refuses those credentials', async () => {
    const { session, api, offline, items, toasts, state } = setup();
    await session.login('ada@lab.org', 'old password');
    api.login.mockRejectedValue(refused('No active account found with the given credentials.'));
    expect(await session.resume(true)).toBeNull();
    expect(state()).toMatchObject({ status: 'anonymous', user: null, offline: false });
    expect(items.size).toBe(0);
    expect(offline.end).toHaveBeenCalledWith(7, { remove: true });
    expect(toasts.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Signed out',
      message: expect.stringContaining('No active account found with the given credentials.'),
    });
  });

  it('after a reload, opens the copy at once and asks for the password once the server answers', async () => {
    const { session, api, offline, state } = setup({ user_id: '7' });
    expect(state().status).toBe('loading');
    await session.restore();
    expect(offline.open).toHaveBeenCalledWith(ada);
    expect(state()).toMatchObject({ status: 'authenticated', user: ada, offline: 'waiting' });
    expect(api.getMe).not.toHaveBeenCalled();

    // No request reached the server yet: nothing to ask.
    expect(await session.resume(false)).toBeNull();
    expect(state().offline).toBe('waiting');
    expect(await session.resume(true)).toBeNull();
    expect(state().offline).toBe('needs-password');
    expect(api.login).not.toHaveBeenCalled();

    api.login.mockRejectedValueOnce(refused('Wrong password'));
    expect(await session.reconnect('typo')).toBe('Wrong password');
    expect(state().offline).toBe('needs-password');
    api.login.mockResolvedValue({ access: 'a1', refresh: 'r1' });
    expect(await session.reconnect('secret-pass')).toBeNull();
    expect(api.login).toHaveBeenLastCalledWith({ email: 'ada@lab.org', password: 'secret-pass' });
    expect(state()).toMatchObject({ status: 'authenticated', offline: false });
  });

  it('is not made for a user this browser has no open copy of', async () => {
    const { session, state } = setup({ user_id: '9' });
    await session.restore();
    expect(state().status).toBe('anonymous');
  });
});

describe('signing out', () => {
  it('locks the copy when the client ends the session, though it cleared the stored user id first', async () => {
    const { session, offline, items } = setup({ access_token: 'a0', refresh_token: 'r0', user_id: '7' });
    await session.restore();
    items.clear();
    await session.ended();
    expect(offline.end).toHaveBeenCalledWith(7, { remove: false });
  });

  it('locks the copy, or removes it from this browser when asked', async () => {
    const kept = setup({ access_token: 'a0', refresh_token: 'r0', user_id: '7' });
    await kept.session.restore();
    await kept.session.logout();
    expect(kept.offline.end).toHaveBeenCalledWith(7, { remove: false });

    const removed = setup({ access_token: 'a0', refresh_token: 'r0', user_id: '7' });
    await removed.session.restore();
    await removed.session.logout({ removeOfflineCopy: true });
    expect(removed.offline.end).toHaveBeenCalledWith(7, { remove: true });
    expect(removed.toasts.at(-1)?.message).toBe(
      'You have been logged out, and your offline copy was removed from this device.',
    );
  });
});
