import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type ExpressionSource, ExpressionSourceContext } from '../expression-source';
import { genolistKeys } from './keys';

export type GenolistExpression = components['schemas']['GenolistExpression'];

/** What the server answers at most per request (server/genolists/data-schemas.ts). */
export const MAX_EXPRESSION_GENES = 5000;

/**
 * Many genes' log2 expression in every sample of the genolist's project (the heatmap's values):
 * one request per MAX_EXPRESSION_GENES genes, all at once, joined in the order asked.
 */
export async function getGenolistExpression(
  genolist: number,
  geneRefIds: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<GenolistExpression> {
  const chunks: number[][] = [];
  for (let from = 0; from < geneRefIds.length; from += MAX_EXPRESSION_GENES)
    chunks.push(geneRefIds.slice(from, from + MAX_EXPRESSION_GENES));
  const answers = await Promise.all(
    chunks.map((ids) =>
      unwrap(
        client.POST('/api/genolists/{id}/expression/', {
          params: { path: { id: genolist } },
          body: { gene_ref_ids: ids },
          signal,
        }),
      ),
    ),
  );
  const [first, ...rest] = answers as [GenolistExpression, ...GenolistExpression[]];
  if (rest.length === 0) return first;
  return {
    ...first,
    genes: answers.flatMap((answer) => answer.genes),
    missing_gene_ref_ids: answers.flatMap((answer) => answer.missing_gene_ref_ids),
  };
}

/**
 * The genes asked, cut from an answer already in the cache that holds them all: the DEGs a
 * download saved for offline use, or a larger heatmap seen before. Undefined when none does.
 */
function fromCachedAnswer(
  queryClient: QueryClient,
  genolist: number,
  geneRefIds: readonly number[],
): GenolistExpression | undefined {
  const cached = queryClient.getQueriesData<GenolistExpression>({
    queryKey: genolistKeys.expression(genolist),
  });
  for (const [, data] of cached) {
    if (!data) continue;
    const genes = new Map(data.genes.map((gene) => [gene.gene_ref_id, gene]));
    const missing = new Set(data.missing_gene_ref_ids);
    if (!geneRefIds.every((id) => genes.has(id) || missing.has(id))) continue;
    return {
      ...data,
      genes: geneRefIds.flatMap((id) => genes.get(id) ?? []),
      missing_gene_ref_ids: geneRefIds.filter((id) => missing.has(id)),
    };
  }
  return undefined;
}

export function getGenolistExpressionQueryOptions(
  queryClient: QueryClient,
  genolist: number,
  geneRefIds: readonly number[],
) {
  const ids = [...new Set(geneRefIds)];
  return queryOptions({
    queryKey: [...genolistKeys.expression(genolist), ids.join(',')] as const,
    queryFn: ({ signal }) =>
      fromCachedAnswer(queryClient, genolist, ids) ?? getGenolistExpression(genolist, ids, { signal }),
    staleTime: 5 * 60_000,
    // Runs the query function with no network too: the answer may be cut from a saved one.
    networkMode: 'offlineFirst',
  });
}

/**
 * Asked once there are genes to show; null or empty ids: nothing to ask. From the page's
 * expression source when it provides one, else the server.
 */
export function useGenolistExpression(genolist: number, geneRefIds: readonly number[] | null) {
  const queryClient = useQueryClient();
  const source = useContext(ExpressionSourceContext);
  const ids = geneRefIds ?? [];
  // The server's options, typed as any source's: their key is a tuple where a source's is any array.
  const options =
    source?.expression(queryClient, genolist, ids) ??
    (getGenolistExpressionQueryOptions(queryClient, genolist, ids) as ReturnType<
      ExpressionSource['expression']
    >);
  return useQuery({
    ...options,
    enabled: geneRefIds !== null && geneRefIds.length > 0,
  });
}
