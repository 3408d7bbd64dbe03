import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type ProjectsSearch, parseProjectsSearch } from './projects-search';

/**
 * The projects list's view, read from and written to the URL. Parsed again here so the screen
 * stays correct whether or not its route validates the search (`validateSearch: parseProjectsSearch`).
 * `replace` keeps typing out of the history.
 */
export function useProjectsSearch(): [
  ProjectsSearch,
  (change: Partial<ProjectsSearch>, options?: { replace?: boolean }) => void,
] {
  const search = parseProjectsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const change = useCallback(
    (next: Partial<ProjectsSearch>, { replace = false }: { replace?: boolean } = {}) => {
      void navigate({
        to: '/projects',
        search: (previous: Record<string, unknown>) => parseProjectsSearch({ ...previous, ...next }),
        replace,
      });
    },
    [navigate],
  );
  return [search, change];
}
