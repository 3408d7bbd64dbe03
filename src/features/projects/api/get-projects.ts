import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';

export type ProjectPage = components['schemas']['ProjectPage'];

export interface MyProjectsParams {
  page: number;
  pageSize: number;
  search?: string;
  favorites?: boolean;
}

/** The projects the user may see (own, shared, public; staff: all), newest first, paged. */
export function getMyProjects(
  { page, pageSize, search, favorites }: MyProjectsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProjectPage> {
  return unwrap(
    client.GET('/api/projects/myprojects', {
      params: {
        query: {
          page,
          page_size: pageSize,
          ordering: '-creation_date',
          ...(search ? { search } : {}),
          ...(favorites ? { favorites: true } : {}),
        },
      },
      signal,
    }),
  );
}

export const MY_PROJECTS_KEY = [...PROJECTS_KEY, 'mine'] as const;

export function getMyProjectsQueryOptions(params: MyProjectsParams) {
  return queryOptions({
    queryKey: [...MY_PROJECTS_KEY, 'page', params],
    queryFn: ({ signal }) => getMyProjects(params, { signal }),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}

export function useMyProjects(params: MyProjectsParams) {
  return useQuery(getMyProjectsQueryOptions(params));
}
