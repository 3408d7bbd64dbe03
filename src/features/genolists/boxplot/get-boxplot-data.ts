import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { ApiError, unwrap } from '../../../api/errors';
import { GENOLISTS_KEY } from '../api/keys';

export type BoxplotData = components['schemas']['GenolistBoxplot'];

/** One gene's log2 expression in each sample of the genolist's project; 404 when the project has none for it. */
export function getBoxplotData(
  genolist: number,
  genoref: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BoxplotData> {
  return unwrap(
    client.GET('/api/genolists/{id}/boxplot-data', {
      params: { path: { id: genolist }, query: { genoref } },
      signal,
    }),
  );
}

/** True when the answer says the gene has no expression values (shown as an empty state, not an error). */
export function isNoExpression(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function getBoxplotDataQueryOptions(genolist: number, genoref: number) {
  return queryOptions({
    queryKey: [...GENOLISTS_KEY, 'boxplot', genolist, genoref] as const,
    queryFn: ({ signal }) => getBoxplotData(genolist, genoref, { signal }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isNoExpression(error) && failures < 2,
  });
}

/** Spec 2 §7: asked only once both the genolist and the gene are known. */
export function useBoxplotData(genolist: number, genoref: number | null) {
  return useQuery({ ...getBoxplotDataQueryOptions(genolist, genoref ?? 0), enabled: genoref !== null });
}
