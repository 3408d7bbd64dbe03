import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { sendOrQueue } from '../../../offline/outbox';
import { cachedGenolist } from '../cached-genolist';
import { patchCachedGenolist } from './cache';

/** Counts one view of the genolist; answers the new count. */
export function incrementView(id: number): Promise<{ view_count: number }> {
  return unwrap(client.POST('/api/genolists/{id}/increment-view/', { params: { path: { id } } }));
}

/** Failures are ignored: a view not counted is not the reader's problem. */
export function useIncrementView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      const genolist = cachedGenolist(queryClient, id);
      return sendOrQueue(
        { kind: 'genolist-view', targetId: id, count: 1 },
        genolist?.name ?? '',
        () => incrementView(id),
        () => ({ view_count: (genolist?.view_count ?? 0) + 1 }),
      );
    },
    onSuccess: ({ answer: { view_count } }, id) => {
      patchCachedGenolist(queryClient, id, (genolist) => ({ ...genolist, view_count }));
    },
  });
}
