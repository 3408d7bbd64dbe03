import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type ComparisonQuery, compareKeys } from './keys';

export type Comparison = components['schemas']['Comparison'];
export type ComparedGenolist = components['schemas']['ComparedGenolist'];
export type CompareIntersection = components['schemas']['CompareIntersection'];
export type ComparedGene = components['schemas']['ComparedGene'];

/** 2 to 4 genolists compared: combinations of called genes, concordance, a page of genes. */
export function getComparison(query: ComparisonQuery, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(client.GET('/api/genolists/compare/', { params: { query }, signal }));
}

/** Null `query` waits (fewer than two genolists, or a comparison the plan would refuse). */
export function useComparison(query: ComparisonQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: compareKeys.comparison(query ?? { ids: '', page: 1, page_size: 0 }),
      queryFn: ({ signal }) => getComparison(query as ComparisonQuery, { signal }),
      enabled: query !== null,
      // A new page or filter keeps the chart and the table on screen until it arrives.
      placeholderData: keepPreviousData,
    }),
  );
}
