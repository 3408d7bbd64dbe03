import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { searchKeys } from './keys';

export type GeneDetail = components['schemas']['GeneDetail'];
export type GeneInGenolist = components['schemas']['GeneInGenolist'];

/** A gene and every genolist the user may see that holds it (404 when none does). */
export function getGene(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<GeneDetail> {
  return unwrap(client.GET('/api/genes/{id}/', { params: { path: { id } }, signal }));
}

export function useGene(id: number) {
  return useQuery(
    queryOptions({
      queryKey: searchKeys.gene(id),
      queryFn: ({ signal }) => getGene(id, { signal }),
    }),
  );
}
