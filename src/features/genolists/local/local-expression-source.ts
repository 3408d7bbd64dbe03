import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../api/errors';
import { useAuth } from '../../auth';
import type { ExpressionSource } from '../expression-source';
import type { GeneFrame } from '../gene-frame';
import { type LocalComparison, localBoxplot, localExpression } from './local-expression';
import { type LocalCounts, type LocalResultRecord, readLocalCounts } from './local-results-store';
import { localResultKeys } from './use-local-results';

/** A result's kept counts, read once from IndexedDB and held while its page is open. */
export function localCountsQueryOptions(userId: number | null, localId: number) {
  return queryOptions({
    queryKey: localResultKeys.counts(userId, localId),
    queryFn: async (): Promise<LocalCounts> => {
      const counts = userId === null ? undefined : await readLocalCounts(userId, localId);
      if (!counts) throw new Error('not on this device');
      return counts;
    },
    networkMode: 'always',
    retry: false,
    // Typed arrays of up to a few hundred megabytes: nothing to compare with a previous read.
    structuralSharing: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The heatmap's and the box plot's answers for a result on this device, computed from its kept
 * counts in the answers' shapes (local-expression.ts); never asks the server.
 */
export function localExpressionSource(
  userId: number | null,
  localId: number,
  frame: Pick<GeneFrame, 'geneId' | 'symbol'>,
  comparison: LocalComparison | null,
): ExpressionSource {
  const counts = (queryClient: QueryClient) =>
    queryClient.ensureQueryData(localCountsQueryOptions(userId, localId));
  return {
    expression: (queryClient, genolist, geneRefIds) => ({
      queryKey: [...localResultKeys.expression(userId, localId), geneRefIds.join(',')],
      queryFn: async () =>
        localExpression(await counts(queryClient), frame, comparison, genolist, geneRefIds),
      networkMode: 'always',
      staleTime: Number.POSITIVE_INFINITY,
    }),
    boxplot: (queryClient, genolist, geneRefId) => ({
      queryKey: [...localResultKeys.boxplot(userId, localId), geneRefId],
      queryFn: async () => {
        const data = localBoxplot(await counts(queryClient), frame, comparison, genolist, geneRefId);
        // As the server answers a gene without expression: the card shows its empty state.
        if (!data) throw new ApiError('No expression for this gene', 404, undefined);
        return data;
      },
      networkMode: 'always',
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  };
}

/** The source of a result whose counts are kept, once its genes are read; else null. */
export function useLocalExpressionSource(
  record: LocalResultRecord | null | undefined,
  frame: GeneFrame | undefined,
): ExpressionSource | null {
  const userId = useAuth().user?.id ?? null;
  return useMemo(() => {
    if (!frame || !record?.withCounts) return null;
    const { origin, localId } = record;
    const comparison =
      origin.kind === 'limma-voom'
        ? { factor: origin.factor, numerator: origin.numerator, reference: origin.reference }
        : null;
    return localExpressionSource(userId, localId, frame, comparison);
  }, [userId, record, frame]);
}
