import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type ProjectAnalysisSource, ProjectAnalysisSourceContext } from '../analysis-source';
import { projectKey } from './keys';

export type CorrelationResult = components['schemas']['CorrelationResult'];

/** The project's Pearson correlation of every pair of samples. */
export function getProjectCorrelation(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CorrelationResult> {
  return unwrap(client.GET('/api/projects/{id}/samples-correlation', { params: { path: { id } }, signal }));
}

export function getProjectCorrelationQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'correlation'],
    queryFn: ({ signal }) => getProjectCorrelation(id, { signal }),
    // Computed at import: they change only with a new import.
    staleTime: 5 * 60_000,
  });
}

/** From the page's analysis source when it provides one, else the server. */
export function useProjectCorrelation(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const source = useContext(ProjectAnalysisSourceContext);
  // The server's options, typed as any source's: their key is a tuple where a source's is any array.
  const options =
    source?.correlation(id) ??
    (getProjectCorrelationQueryOptions(id) as ReturnType<ProjectAnalysisSource['correlation']>);
  return useQuery({ ...options, enabled });
}
