import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type ProjectAnalysisSource, ProjectAnalysisSourceContext } from '../analysis-source';
import { projectKey } from './keys';

export type QualityResult = components['schemas']['QualityResult'];
export type QualitySample = components['schemas']['QualitySample'];

/** The project's quality-control statuses: counts, and the samples with a warning or a failure. */
export function getProjectQuality(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QualityResult> {
  return unwrap(
    client.GET('/api/projects/{id}/samples-quality-control', { params: { path: { id } }, signal }),
  );
}

export function getProjectQualityQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'quality'],
    queryFn: ({ signal }) => getProjectQuality(id, { signal }),
    // Computed at import: they change only with a new import.
    staleTime: 5 * 60_000,
  });
}

/** From the page's analysis source when it provides one, else the server. */
export function useProjectQuality(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const source = useContext(ProjectAnalysisSourceContext);
  // The server's options, typed as any source's: their key is a tuple where a source's is any array.
  const options =
    source?.quality(id) ??
    (getProjectQualityQueryOptions(id) as ReturnType<ProjectAnalysisSource['quality']>);
  return useQuery({ ...options, enabled });
}
