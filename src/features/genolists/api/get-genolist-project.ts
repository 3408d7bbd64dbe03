import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { genolistKeys } from './keys';

export type GenolistProjectDetail = components['schemas']['Project'];
export type ProjectSample = components['schemas']['ProjectSample'];

/** The genolist's project with its samples (extended), for the samples card. */
export function getGenolistProject(
  projectId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GenolistProjectDetail> {
  return unwrap(
    client.GET('/api/projects/{id}/', {
      params: { path: { id: projectId }, query: { extended: true } },
      signal,
    }),
  );
}

export function getGenolistProjectQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: genolistKeys.project(projectId),
    queryFn: ({ signal }) => getGenolistProject(projectId, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `projectId` null: nothing is fetched yet (the genolist is still loading). */
export function useGenolistProject(projectId: number | null) {
  return useQuery({ ...getGenolistProjectQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
