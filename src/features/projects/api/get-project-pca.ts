import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type ProjectAnalysisSource, ProjectAnalysisSourceContext } from '../analysis-source';
import { projectKey } from './keys';

export type PcaResult = components['schemas']['PcaResult'];

/** The project's the PCA of the samples: coordinates per component, variance explained, factor levels. */
export function getProjectPca(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<PcaResult> {
  return unwrap(client.GET('/api/projects/{id}/pca-data', { params: { path: { id } }, signal }));
}

export function getProjectPcaQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'pca'],
    queryFn: ({ signal }) => getProjectPca(id, { signal }),
    // Computed at import: they change only with a new import.
    staleTime: 5 * 60_000,
  });
}

/** From the page's analysis source when it provides one, else the server. */
export function useProjectPca(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const source = useContext(ProjectAnalysisSourceContext);
  // The server's options, typed as any source's: their key is a tuple where a source's is any array.
  const options =
    source?.pca(id) ?? (getProjectPcaQueryOptions(id) as ReturnType<ProjectAnalysisSource['pca']>);
  return useQuery({ ...options, enabled });
}
