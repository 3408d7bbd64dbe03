/**
 * The stored session. localStorage rather than memory so that every tab shares one
 * session and it survives a reload or an offline restart; values are read on every use so a
 * sign-out in another tab is seen at once.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const USER_ID_KEY = 'user_id';

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getUserId(): number | null;
  setSession(tokens: { access: string; refresh: string }): void;
  setAccessToken(access: string): void;
  setUserId(id: number): void;
  clear(): void;
}

/**
 * When the JWT expires (its `exp`, in ms), read without checking its signature: only to know
 * that it is no longer worth sending. Null for anything that is not a JWT with an `exp`.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `storage` is a getter so importing this module never touches localStorage (Node, tests). */
export function createTokenStore(storage: () => KeyValueStorage): TokenStore {
  return {
    getAccessToken: () => storage().getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => storage().getItem(REFRESH_TOKEN_KEY),
    getUserId() {
      const raw = storage().getItem(USER_ID_KEY);
      const id = raw === null ? Number.NaN : Number(raw);
      return Number.isInteger(id) ? id : null;
    },
    setSession({ access, refresh }) {
      storage().setItem(ACCESS_TOKEN_KEY, access);
      storage().setItem(REFRESH_TOKEN_KEY, refresh);
    },
    setAccessToken: (access) => storage().setItem(ACCESS_TOKEN_KEY, access),
    setUserId: (id) => storage().setItem(USER_ID_KEY, String(id)),
    clear() {
      for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_ID_KEY]) storage().removeItem(key);
    },
  };
}

export const tokens = createTokenStore(() => globalThis.localStorage);
