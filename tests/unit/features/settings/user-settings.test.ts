import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  parseUserSettings,
  settingsKey,
} from '../../../../src/features/settings/user-settings';

describe('user settings read back from storage', () => {
  it('keeps valid choices', () => {
    const stored = { colorScheme: 'dark', pThreshold: 0.01, foldChangeThreshold: 2, pageSize: 100 };
    expect(parseUserSettings(stored)).toEqual(stored);
    expect(parseUserSettings({ colorScheme: 'auto' }).colorScheme).toBe('auto');
  });

  it('gives each missing, unknown or out-of-range value its default', () => {
    expect(parseUserSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseUserSettings('dark')).toEqual(DEFAULT_SETTINGS);
    expect(
      parseUserSettings({ colorScheme: 'purple', pThreshold: 0.5, foldChangeThreshold: '2', pageSize: 15 }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      colorScheme: 'light',
      pThreshold: 0.05,
      foldChangeThreshold: 1.5,
      pageSize: 20,
    });
  });

  it('are kept apart for each user of the browser', () => {
    expect(settingsKey(3)).not.toBe(settingsKey(4));
  });
});
