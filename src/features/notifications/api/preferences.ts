import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { NOTIFICATIONS_KEY } from './keys';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotificationPreferencesPatch = components['schemas']['NotificationPreferencesPatch'];

const preferencesKey = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** Which kinds of notification the user receives (kept on the server). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => unwrap(client.GET('/api/notifications/preferences/', { signal })),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesPatch) =>
      unwrap(client.PATCH('/api/notifications/preferences/', { body })),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}
