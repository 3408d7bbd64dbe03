import type { QueryClient } from '@tanstack/react-query';
import type { Genolist } from './get-my-genolists';
import { genolistKeys } from './keys';

/** Applies `change` to the genolist `id` wherever it is cached (the list and its details). */
export function patchCachedGenolist(
  queryClient: QueryClient,
  id: number,
  change: (genolist: Genolist) => Genolist,
): void {
  queryClient.setQueryData<Genolist[]>(genolistKeys.mine(), (list) =>
    list?.map((genolist) => (genolist.id === id ? change(genolist) : genolist)),
  );
  queryClient.setQueryData<Genolist>(genolistKeys.detail(id), (genolist) => genolist && change(genolist));
}

/** Other screens' genolist lists (dashboard, favourites, a project's lists) are refreshed when next shown. */
export function markGenolistsStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, kind] = query.queryKey;
      return (
        root === 'genolists' && kind !== 'frame' && kind !== 'go' && kind !== 'mine' && kind !== 'detail'
      );
    },
    refetchType: 'none',
  });
}
