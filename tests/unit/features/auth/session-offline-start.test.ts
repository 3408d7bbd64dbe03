import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { createTokenStore } from '../../../../src/api/tokens';
import type { User } from '../../../../src/features/auth/api/get-me';
import { type AuthState, authReducer, initialAuthState } from '../../../../src/features/auth/auth-state';
import { createSession, type OfflineSession, type SessionDeps } from '../../../../src/features/auth/session';
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
const STORED = { access_token: 'expired', refresh_token: 'r1', user_id: '7' };

function setup(getMe: SessionDeps['api']['getMe'], saved: User | null) {
  const items = new Map(Object.entries(STORED));
  const tokens = createTokenStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
  let state: AuthState = initialAuthState(true);
  const offline: OfflineSession = {
    prepare: (email, password) => ({ email, password }),
    unlock: vi.fn(async () => 'opened' as const),
    signInOffline: vi.fn(async () => ({ kind: 'no-copy' as const })),
    open: vi.fn(async () => undefined),
    savedUser: vi.fn(async (userId: number) => (saved && saved.id === userId ? saved : null)),
    reconnected: vi.fn(),
    end: vi.fn(async () => undefined),
  };
  const session = createSession({
    api: { login: vi.fn(), register: vi.fn(), getMe: vi.fn(getMe), revoke: vi.fn(async () => undefined) },
    tokens,
    dispatch: (event) => {
      state = authReducer(state, event);
    },
    notify: () => undefined,
    clearCache: vi.fn(),
    offline,
    t: i18n.getFixedT('en', ['auth', 'errors']),
  });
  return { session, items, offline, state: () => state };
}

describe('a session started with no network', () => {
  it('opens the saved copy of the user this browser knows, keeping the tokens for later', async () => {
    const { session, items, offline, state } = setup(async () => {
      throw new ApiError('Failed to fetch', 0, undefined);
    }, ada);
    await session.restore();
    expect(state().status).toBe('authenticated');
    expect(state().user?.name).toBe('Ada Lovelace');
    expect(offline.open).toHaveBeenCalledWith(ada);
    expect(items.get('refresh_token')).toBe('r1');
  });

  it('shows the sign-in screen when this browser has no saved profile', async () => {
    const { session, items, state } = setup(async () => {
      throw new ApiError('Failed to fetch', 0, undefined);
    }, null);
    await session.restore();
    expect(state().status).toBe('anonymous');
    expect(items.get('access_token')).toBe('expired');
  });

  it('ends the session when the server refuses it, whatever is saved', async () => {
    const { session, items, state } = setup(async () => {
      throw new ApiError('Unauthorized', 401, undefined);
    }, ada);
    await session.restore();
    expect(state().status).toBe('anonymous');
    expect(items.has('access_token')).toBe(false);
  });

  it('opens the user’s copy before the screens show, online too', async () => {
    const { session, offline, state } = setup(async () => ada, null);
    await session.restore();
    expect(offline.open).toHaveBeenCalledWith(ada);
    expect(state().status).toBe('authenticated');
  });
});
