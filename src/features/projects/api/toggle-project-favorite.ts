import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import { sendOrQueue } from '../../../offline/outbox';
import { withProjectPatch } from '../project-cache';

export type ProjectFavoriteToggle = components['schemas']['ProjectFavoriteToggle'];

export function toggleProjectFavorite(id: number): Promise<ProjectFavoriteToggle> {
  return unwrap(client.POST('/api/projects/{id}/toggle-favorite/', { params: { path: { id } } }));
}

const FAVORITE_KEY = [...PROJECTS_KEY, 'toggle-favorite'] as const;

interface ToggleVariables {
  id: number;
  /** The state asked for, shown at once (optimistic), corrected by the answer. */
  favorite: boolean;
  /** Shown in the outbox when the change waits for the network. */
  name?: string;
}

type Snapshot = [readonly unknown[], unknown][];

/**
 * Flips a project's star at once in every cached list and detail, then asks the server; a
 * failure puts the cached values back. Whatever happens, the lists are fetched again, so a
 * favourites-only list drops a project that left the favourites.
 */
export function useToggleProjectFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVORITE_KEY,
    mutationFn: ({ id, favorite, name }: ToggleVariables) =>
      sendOrQueue(
        { kind: 'project-favorite', targetId: id, favorite },
        name ?? '',
        () => toggleProjectFavorite(id),
        () => ({ is_favorite: favorite, message: '' }),
      ),
    onMutate: async ({ id, favorite }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: PROJECTS_KEY });
      const snapshot = queryClient.getQueriesData({ queryKey: PROJECTS_KEY });
      queryClient.setQueriesData({ queryKey: PROJECTS_KEY }, (data: unknown) =>
        withProjectPatch(data, id, { is_favorite: favorite }),
      );
      return snapshot;
    },
    onSuccess: ({ answer }, { id }) => {
      queryClient.setQueriesData({ queryKey: PROJECTS_KEY }, (data: unknown) =>
        withProjectPatch(data, id, { is_favorite: answer.is_favorite }),
      );
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** The projects whose star is being toggled: their buttons ignore clicks until it settles. */
export function usePendingFavorites(): Set<number> {
  const pending = useMutationState({
    filters: { mutationKey: FAVORITE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ToggleVariables | undefined)?.id,
  });
  return new Set(pending.filter((id): id is number => typeof id === 'number'));
}
