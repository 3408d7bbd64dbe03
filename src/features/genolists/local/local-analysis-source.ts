import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../auth';
import type { ProjectAnalysisSource } from '../../projects';
import { localCountsQueryOptions } from './local-expression-source';
import { localCorrelation, localPca, localQuality } from './local-project-analysis';
import type { LocalCounts } from './local-results-store';
import { localResultKeys } from './use-local-results';

function source(queryClient: QueryClient, userId: number | null, localId: number): ProjectAnalysisSource {
  const answer =
    <T>(kind: string, shape: (counts: LocalCounts) => T) =>
    () => ({
      queryKey: [...localResultKeys.all, kind, userId, localId],
      queryFn: async () => shape(await queryClient.ensureQueryData(localCountsQueryOptions(userId, localId))),
      networkMode: 'always' as const,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
  return {
    quality: answer('quality', localQuality),
    pca: answer('pca', localPca),
    correlation: answer('correlation', localCorrelation),
  };
}

/**
 * The quality, PCA and correlation cards' answers for a result on this device whose counts are
 * kept, computed from what they gave when it was kept (local-project-analysis.ts); never asks
 * the server.
 */
export function useLocalAnalysisSource(localId: number): ProjectAnalysisSource {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  return useMemo(() => source(queryClient, userId, localId), [queryClient, userId, localId]);
}
