export { SettingsPage } from './SettingsPage';
export { currentUserSettings, useUserSettings } from './settings-store';
export { useSyncColorScheme } from './use-color-scheme-sync';
export type { UserSettings } from './user-settings';
