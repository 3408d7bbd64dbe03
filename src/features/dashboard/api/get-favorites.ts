import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type FavoriteGenolist = components['schemas']['Genolist'];
export type FavoriteProject = components['schemas']['Project'];

export const FAVORITES_KEY = ['dashboard', 'favorites'] as const;

/** The user's favourite genolists and projects (the card shows the newest of each). */
export async function getFavorites({ signal }: { signal?: AbortSignal } = {}) {
  const [genolists, projects] = await Promise.all([
    unwrap(client.GET('/api/genolists/favorites/', { signal })),
    unwrap(client.GET('/api/projects/favorites/', { signal })),
  ]);
  return { genolists, projects };
}

export function useFavorites() {
  return useQuery(
    queryOptions({
      queryKey: FAVORITES_KEY,
      queryFn: ({ signal }) => getFavorites({ signal }),
      staleTime: 0,
    }),
  );
}
