import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { notificationKeys } from './keys';

export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];

/** How many the bell's list shows: the newest. */
export const LIST_LIMIT = 20;

export function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationList> {
  return unwrap(client.GET('/api/notifications/', { params: { query: { limit: LIST_LIMIT } }, signal }));
}

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ signal }) => getNotifications({ signal }),
      staleTime: 0,
      enabled,
    }),
  );
}
