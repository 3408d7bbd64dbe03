import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
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
  onSuccess?: (genolist: Genolist) => void;
  onError?: (error: unknown, change: VisibilityChange) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGenolistVisibility,
    onSuccess: (answer, { id }) => {
      patchCachedGenolist(queryClient, id, (genolist) => ({ ...genolist, public: answer.public }));
      void markGenolistsStale(queryClient);
      options.onSuccess?.(answer);
    },
    onError: (error, change) => options.onError?.(error, change),
  });
}
