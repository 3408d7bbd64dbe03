import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Genolist } from './get-my-genolists';
import { genolistKeys } from './keys';

/** One genolist; 404 when it does not exist or the user may not see it. */
export function getGenolist(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Genolist> {
  return unwrap(client.GET('/api/genolists/{id}/', { params: { path: { id } }, signal }));
}

export function getGenolistQueryOptions(id: number) {
  return queryOptions({
    queryKey: genolistKeys.detail(id),
    queryFn: ({ signal }) => getGenolist(id, { signal }),
  });
}

export function useGenolist(id: number) {
  return useQuery(getGenolistQueryOptions(id));
}
