import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Project } from './get-project';
import { MY_PROJECTS_KEY } from './get-projects';

/** The server's largest page. */
const PAGE_SIZE = 100;

/**
 * Every project the user may see, for the summary cards (which count all of them, whatever the
 * search or page): the pages of GET /api/projects/myprojects, fetched together after the first.
 */
export async function getAllMyProjects({ signal }: { signal?: AbortSignal } = {}): Promise<Project[]> {
  const fetchPage = (page: number) =>
    unwrap(
      client.GET('/api/projects/myprojects', {
        params: { query: { page, page_size: PAGE_SIZE, ordering: '-creation_date' } },
        signal,
      }),
    );
  const first = await fetchPage(1);
  const pages = Math.ceil(first.count / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => fetchPage(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.results);
}

export function getAllMyProjectsQueryOptions() {
  return queryOptions({
    queryKey: [...MY_PROJECTS_KEY, 'all'],
    queryFn: ({ signal }) => getAllMyProjects({ signal }),
  });
}

export function useAllMyProjects() {
  return useQuery(getAllMyProjectsQueryOptions());
}
