export { NotificationPreferencesPanel } from './components/NotificationPreferencesPanel';
export { NotificationsBell } from './components/NotificationsBell';
