import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { genolistKeys } from './keys';

export type GoValue = components['schemas']['GenolistGoValue'];

/** The GO enrichment rows of a genolist, most significant first. */
export function getGoValues(genolist: number, { signal }: { signal?: AbortSignal } = {}): Promise<GoValue[]> {
  return unwrap(client.GET('/api/govalues/', { params: { query: { genolist } }, signal }));
}

export function getGoValuesQueryOptions(genolist: number) {
  return queryOptions({
    queryKey: genolistKeys.go(genolist),
    queryFn: ({ signal }) => getGoValues(genolist, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useGoValues(genolist: number, enabled = true) {
  return useQuery({ ...getGoValuesQueryOptions(genolist), enabled });
}
