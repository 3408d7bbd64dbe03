export { NOTIFICATIONS_KEY } from './api/keys';
export { NotificationPreferencesPanel } from './components/NotificationPreferencesPanel';
export { NotificationsBell } from './components/NotificationsBell';
