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
    // Entering the route fetches it (its loader); the screen mounting just after must not ask
    // again for an answer that failed a moment ago. Retry stays the screen's button.
    retryOnMount: false,
  });
}

export function useGenolist(id: number) {
  return useQuery(getGenolistQueryOptions(id));
}
