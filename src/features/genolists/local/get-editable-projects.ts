import { useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';

/** The largest page the projects list answers. */
const PAGE_SIZE = 100;

/**
 * The projects a gene list may be shared into: those the user may edit (the server's `can_edit`),
 * among their 100 most recent. Under the projects' key, so a project created elsewhere shows.
 */
export async function getEditableProjects({ signal }: { signal?: AbortSignal } = {}) {
  const page = await unwrap(
    client.GET('/api/projects/myprojects', {
      params: { query: { page: 1, page_size: PAGE_SIZE, ordering: '-creation_date' } },
      signal,
    }),
  );
  return page.results.filter((project) => project.can_edit);
}

export function useEditableProjects() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'editable'],
    queryFn: ({ signal }) => getEditableProjects({ signal }),
  });
}
