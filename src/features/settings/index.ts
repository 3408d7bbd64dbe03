export { SettingsPage } from './SettingsPage';
export { currentUserSettings } from './settings-store';
export { useSyncColorScheme } from './use-color-scheme-sync';
