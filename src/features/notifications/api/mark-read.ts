import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { NOTIFICATIONS_KEY } from './keys';

/** Marks one notification read, or all of them (`id` null); the count and the list reload. */
export function markRead(id: number | null): Promise<unknown> {
  return unwrap(
    id === null
      ? client.POST('/api/notifications/read-all/')
      : client.POST('/api/notifications/{id}/read/', { params: { path: { id } } }),
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => markRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
