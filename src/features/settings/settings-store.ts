import { useSyncExternalStore } from 'react';
import { tokens } from '../../api/tokens';
import { parseUserSettings, settingsKey, type UserSettings } from './user-settings';

/**
 * The signed-in user's settings, kept in localStorage under their id and read without React too
 * (a route's search defaults are decided before its screen renders). A change in another tab
 * arrives through the `storage` event.
 */
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; settings: UserSettings }>();

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The same object while the stored text is the same, as useSyncExternalStore requires. */
export function readUserSettings(userId: number | null): UserSettings {
  const key = userId === null ? '' : settingsKey(userId);
  const raw = userId === null ? null : readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.settings;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const settings = parseUserSettings(parsed);
  cache.set(key, { raw, settings });
  return settings;
}

/** The settings of whoever is signed in on this browser now (the defaults when nobody is). */
export function currentUserSettings(): UserSettings {
  return readUserSettings(tokens.getUserId());
}

export function saveUserSettings(userId: number, change: Partial<UserSettings>): UserSettings {
  const next = parseUserSettings({ ...readUserSettings(userId), ...change });
  try {
    globalThis.localStorage.setItem(settingsKey(userId), JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page is left.
    cache.set(settingsKey(userId), { raw: readRaw(settingsKey(userId)), settings: next });
  }
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useUserSettings(userId: number | null): UserSettings {
  return useSyncExternalStore(
    subscribe,
    () => readUserSettings(userId),
    () => readUserSettings(null),
  );
}
