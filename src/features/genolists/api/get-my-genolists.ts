import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { genolistKeys } from './keys';

export type Genolist = components['schemas']['Genolist'];

/** Every genolist the user may see (their own, shared, public), newest first, in one array. */
export function getMyGenolists({ signal }: { signal?: AbortSignal } = {}): Promise<Genolist[]> {
  return unwrap(client.GET('/api/genolists/mygenolists/', { signal }));
}

export function getMyGenolistsQueryOptions() {
  return queryOptions({
    queryKey: genolistKeys.mine(),
    queryFn: ({ signal }) => getMyGenolists({ signal }),
  });
}

export function useMyGenolists() {
  return useQuery(getMyGenolistsQueryOptions());
}
