import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { GENOLISTS_KEY } from '../../../api/query-keys';
import { markGenolistsStale } from './cache';
import type { Genolist } from './get-my-genolists';
import { genolistKeys } from './keys';

/** Deletes a genolist with its values and GO rows. */
export async function deleteGenolist(id: number): Promise<void> {
  await unwrap(client.DELETE('/api/genolists/{id}/', { params: { path: { id } } }));
}

export function useDeleteGenolist(options: {
  onSuccess?: (id: number) => void;
  onError?: (error: unknown, id: number) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGenolist,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Genolist[]>(genolistKeys.mine(), (list) =>
        list?.filter((genolist) => genolist.id !== id),
      );
      for (const kind of ['detail', 'frame', 'go', 'report-availability'] as const)
        queryClient.removeQueries({ queryKey: [...GENOLISTS_KEY, kind, id] });
      void markGenolistsStale(queryClient);
      options.onSuccess?.(id);
    },
    onError: (error, id) => options.onError?.(error, id),
  });
}
