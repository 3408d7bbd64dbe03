/** Query keys of the bell: the unread count (polled) and the list (read when the bell opens). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationKeys = {
  count: () => [...NOTIFICATIONS_KEY, 'count'] as const,
  list: () => [...NOTIFICATIONS_KEY, 'list'] as const,
};
