import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { GENOLISTS_KEY } from '../../../api/query-keys';
import type { FavoriteRecipe } from '../../../offline/favorite-toggle';
import { markGenolistsStale, withGenolistStar } from './cache';

export type FavoriteToggle = components['schemas']['GenolistFavoriteToggle'];

/** Adds the genolist to the user's favourites, or removes it. */
export function toggleGenolistFavorite(id: number): Promise<FavoriteToggle> {
  return unwrap(client.POST('/api/genolists/{id}/toggle-favorite/', { params: { path: { id } } }));
}

/**
 * A genolist's star in the user's list and its detail, the answers that show it; the other
 * genolist lists (dashboard, favourites, a project's lists) are refreshed when next shown.
 */
export const GENOLIST_FAVORITE: FavoriteRecipe = {
  mutationKey: [...GENOLISTS_KEY, 'toggle-favorite'],
  outboxKind: 'genolist-favorite',
  request: toggleGenolistFavorite,
  shown: {
    predicate: ({ queryKey: [root, kind] }) => root === 'genolists' && (kind === 'mine' || kind === 'detail'),
  },
  withStar: withGenolistStar,
  refresh: markGenolistsStale,
};
