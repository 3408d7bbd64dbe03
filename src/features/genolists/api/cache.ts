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

/**
 * A cached answer of the user's list or a detail with the star of genolist `id` set to
 * `favorite`; anything else, or an answer already showing that star, is returned as it was.
 */
export function withGenolistStar(data: unknown, id: number, favorite: boolean): unknown {
  const starred = (item: unknown) =>
    isGenolist(item) && item.id === id && item.is_favorite !== favorite
      ? { ...item, is_favorite: favorite }
      : item;
  if (!Array.isArray(data)) return starred(data);
  return data.some((item) => starred(item) !== item) ? data.map(starred) : data;
}

function isGenolist(value: unknown): value is Genolist {
  return value !== null && typeof value === 'object' && typeof (value as Genolist).id === 'number';
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
