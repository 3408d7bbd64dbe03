import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { DATA_IMPORT_POLL_MS, projectDataState } from '../project-data-state';
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

/** While its data file is imported, the project is asked for again every few seconds, until it ends. */
export function useProject(id: number) {
  return useQuery({
    ...getProjectQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data && projectDataState(query.state.data) === 'importing' ? DATA_IMPORT_POLL_MS : false,
  });
}
