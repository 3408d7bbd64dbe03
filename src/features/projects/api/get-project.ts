import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { projectKey } from './keys';

export type Project = components['schemas']['Project'];
export type ProjectSample = components['schemas']['ProjectSample'];

export const projectPath = (id: number) => `/api/projects/${id}/`;

/** One project with its samples and comparisons (?extended=true). */
export function getProject(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Project> {
  return unwrap(
    client.GET('/api/projects/{id}/', { params: { path: { id }, query: { extended: true } }, signal }),
  );
}

export function getProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'detail'],
    queryFn: ({ signal }) => getProject(id, { signal }),
  });
}

export function useProject(id: number) {
  return useQuery(getProjectQueryOptions(id));
}
