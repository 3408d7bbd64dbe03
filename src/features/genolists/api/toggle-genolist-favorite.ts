import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { sendOrQueue } from '../../../offline/outbox';
import { cachedGenolist } from '../cached-genolist';
import { markGenolistsStale, patchCachedGenolist } from './cache';

export type FavoriteToggle = components['schemas']['GenolistFavoriteToggle'];

/** Adds the genolist to the user's favourites, or removes it. */
export function toggleGenolistFavorite(id: number): Promise<FavoriteToggle> {
  return unwrap(client.POST('/api/genolists/{id}/toggle-favorite/', { params: { path: { id } } }));
}

/** One per star: its `isPending` is that star's, so clicks are ignored while it is in flight. */
export function useToggleGenolistFavorite(options: {
  /** `queued`: the change waits in the outbox for the server. */
  onSuccess?: (answer: FavoriteToggle, id: number, queued: boolean) => void;
  onError?: (error: unknown, id: number) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      const genolist = cachedGenolist(queryClient, id);
      const favorite = !genolist?.is_favorite;
      return sendOrQueue(
        { kind: 'genolist-favorite', targetId: id, favorite },
        genolist?.name ?? '',
        () => toggleGenolistFavorite(id),
        () => ({ is_favorite: favorite, message: '' }),
      );
    },
    onSuccess: ({ answer, queued }, id) => {
      patchCachedGenolist(queryClient, id, (genolist) => ({ ...genolist, is_favorite: answer.is_favorite }));
      void markGenolistsStale(queryClient);
      options.onSuccess?.(answer, id, queued);
    },
    onError: (error, id) => options.onError?.(error, id),
  });
}
