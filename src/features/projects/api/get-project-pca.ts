import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
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

export function useProjectPca(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectPcaQueryOptions(id), enabled });
}
