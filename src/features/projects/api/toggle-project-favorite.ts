import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import type { FavoriteRecipe } from '../../../offline/favorite-toggle';
import { withProjectPatch } from '../project-cache';

export type ProjectFavoriteToggle = components['schemas']['ProjectFavoriteToggle'];

export function toggleProjectFavorite(id: number): Promise<ProjectFavoriteToggle> {
  return unwrap(client.POST('/api/projects/{id}/toggle-favorite/', { params: { path: { id } } }));
}

/**
 * A project's star in every cached list and detail; the lists are fetched again once it
 * settles, so a favourites-only list drops a project that left the favourites.
 */
export const PROJECT_FAVORITE: FavoriteRecipe = {
  mutationKey: [...PROJECTS_KEY, 'toggle-favorite'],
  outboxKind: 'project-favorite',
  request: toggleProjectFavorite,
  shown: { queryKey: PROJECTS_KEY },
  withStar: (data, id, favorite) => withProjectPatch(data, id, { is_favorite: favorite }),
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
};
