import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { sendOrQueue } from '../../../offline/outbox';
import { cachedGenolist } from '../cached-genolist';
import { markGenolistsStale, patchCachedGenolist } from './cache';
import type { Genolist } from './get-my-genolists';

export interface VisibilityChange {
  id: number;
  public: boolean;
}

/** Makes the genolist public or private (its owner or an editor). */
export function setGenolistVisibility({ id, public: isPublic }: VisibilityChange): Promise<Genolist> {
  return unwrap(
    client.PATCH('/api/genolists/{id}/', { params: { path: { id } }, body: { public: isPublic } }),
  );
}

export function useSetGenolistVisibility(options: {
  /** `queued`: the change waits in the outbox for the server. */
  onSuccess?: (genolist: Genolist, queued: boolean) => void;
  onError?: (error: unknown, change: VisibilityChange) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VisibilityChange) => {
      const genolist = cachedGenolist(queryClient, change.id);
      if (!genolist) return setGenolistVisibility(change).then((answer) => ({ answer, queued: false }));
      return sendOrQueue(
        { kind: 'genolist-visibility', targetId: change.id, public: change.public },
        genolist.name,
        () => setGenolistVisibility(change),
        () => ({ ...genolist, public: change.public }),
      );
    },
    onSuccess: ({ answer, queued }, { id }) => {
      // The server's answer as it is: its `updated_at` moved, and a later change made offline is
      // compared with it (an older one would look like someone else's change, a false conflict).
      patchCachedGenolist(queryClient, id, (genolist) =>
        queued ? { ...genolist, public: answer.public } : { ...genolist, ...answer },
      );
      void markGenolistsStale(queryClient);
      options.onSuccess?.(answer, queued);
    },
    onError: (error, change) => options.onError?.(error, change),
  });
}
