export { NOTIFICATIONS_KEY } from './api/keys';
export { NotificationsBell } from './components/NotificationsBell';
