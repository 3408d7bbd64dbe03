import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { analyticsKeys } from './keys';

export type TrendingGene = components['schemas']['TrendingGene'];
export type TrendingGenes = components['schemas']['TrendingGenes'];

export interface TrendingFilters {
  limit: number;
  project?: number;
  direction?: 'up' | 'down';
  minFrequency?: number;
}

/** Genes called most often across the genolists the user may see, each at its own cutoffs. */
export function getTrendingGenes(
  { limit, project, direction, minFrequency }: TrendingFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrendingGenes> {
  return unwrap(
    client.GET('/api/analytics/trending-genes', {
      params: {
        query: {
          limit,
          ...(project ? { project } : {}),
          ...(direction ? { direction } : {}),
          ...(minFrequency ? { min_frequency: minFrequency } : {}),
        },
      },
      signal,
    }),
  );
}

export function useTrendingGenes(filters: TrendingFilters) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.trending(filters),
      queryFn: ({ signal }) => getTrendingGenes(filters, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
