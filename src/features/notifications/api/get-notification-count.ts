import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { ApiError, apiErrorFromResponse, isAbort, networkError } from '../../../api/errors';
import { notificationKeys } from './keys';

export type NotificationCount = components['schemas']['NotificationCount'];

/** The count with the ETag it was answered with, so the next poll can ask "changed since?". */
export interface CountedNotifications extends NotificationCount {
  etag: string | null;
}

/**
 * The unread count. With the previous answer's ETag, the server answers 304 while nothing changed
 * (no body, no count query): the previous answer stands.
 */
export async function getNotificationCount(
  previous: CountedNotifications | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CountedNotifications> {
  const etag = previous?.etag;
  const call = () =>
    client.GET('/api/notifications/count', { signal, headers: etag ? { 'If-None-Match': etag } : {} });
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    throw error instanceof ApiError || isAbort(error) ? error : networkError(error);
  }
  const { data, error, response } = result;
  if (response.status === 304 && previous) return previous;
  if (!response.ok || !data) throw apiErrorFromResponse(response, error);
  return { ...data, etag: response.headers.get('etag') };
}

/** Other people's actions make notifications: the bell asks again this often while online. */
export const COUNT_POLL_MS = 30_000;

export function useNotificationCount() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.count(),
      queryFn: ({ signal }) =>
        getNotificationCount(queryClient.getQueryData<CountedNotifications>(notificationKeys.count()), {
          signal,
        }),
      staleTime: 0,
      refetchInterval: () => (onlineManager.isOnline() ? COUNT_POLL_MS : false),
    }),
  );
}
