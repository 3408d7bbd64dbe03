import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { analyticsKeys } from './keys';

export type TopGenolist = components['schemas']['TopGenolist'];

/** Genolists shown on the analytics page, by views. */
export const TOP_GENOLISTS = 10;

export function getTopGenolists(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TopGenolist[]> {
  return unwrap(
    client.GET('/api/analytics/top-genolists', { params: { query: { days, limit: TOP_GENOLISTS } }, signal }),
  );
}

export function useTopGenolists(days: number) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.topGenolists(days),
      queryFn: ({ signal }) => getTopGenolists(days, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
