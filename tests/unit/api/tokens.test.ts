import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../../src/api/tokens';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('token store', () => {
  it('keeps the session under its localStorage keys', () => {
    const storage = memoryStorage();
    const store = createTokenStore(() => storage);
    store.setSession({ access: 'a1', refresh: 'r1' });
    store.setUserId(42);
    expect(Object.fromEntries(storage.items)).toEqual({
      access_token: 'a1',
      refresh_token: 'r1',
      user_id: '42',
    });
    expect([store.getAccessToken(), store.getRefreshToken(), store.getUserId()]).toEqual(['a1', 'r1', 42]);
  });

  it('replaces only the access token on renewal', () => {
    const storage = memoryStorage();
    const store = createTokenStore(() => storage);
    store.setSession({ access: 'a1', refresh: 'r1' });
    store.setAccessToken('a2');
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual(['a2', 'r1']);
  });

  it('clears all three keys, and reads nothing where nothing is stored', () => {
    const storage = memoryStorage();
    const store = createTokenStore(() => storage);
    store.setSession({ access: 'a1', refresh: 'r1' });
    store.setUserId(7);
    storage.items.set('language', 'fr');
    store.clear();
    expect(Object.fromEntries(storage.items)).toEqual({ language: 'fr' });
    expect([store.getAccessToken(), store.getRefreshToken(), store.getUserId()]).toEqual([null, null, null]);
  });

  it('ignores a user id that is not an integer', () => {
    const storage = memoryStorage();
    storage.items.set('user_id', 'abc');
    expect(createTokenStore(() => storage).getUserId()).toBeNull();
  });
});
