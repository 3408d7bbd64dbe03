import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { projectKey } from './keys';

export type GenesDetectedSeries = components['schemas']['GenesDetectedSeries'];

/** The project's genes detected per sample (one series). */
export function getProjectGenesDetected(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GenesDetectedSeries[]> {
  return unwrap(client.GET('/api/projects/{id}/genes-detected', { params: { path: { id } }, signal }));
}

export function getProjectGenesDetectedQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'genes-detected'],
    queryFn: ({ signal }) => getProjectGenesDetected(id, { signal }),
    // Computed at import: they change only with a new import.
    staleTime: 5 * 60_000,
  });
}

export function useProjectGenesDetected(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectGenesDetectedQueryOptions(id), enabled });
}
