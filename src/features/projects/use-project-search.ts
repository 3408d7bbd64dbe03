import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type ProjectSearch, parseProjectSearch } from './project-search';

/**
 * A project's view (tab, PCA axes and colouring), read from and written to the URL. Parsed again
 * here so the screen stays correct whether or not its route validates the search
 * (`validateSearch: parseProjectSearch`). A tab change is a history step; a PCA choice replaces.
 */
export function useProjectSearch(
  projectId: number,
): [ProjectSearch, (change: Partial<ProjectSearch>, options?: { replace?: boolean }) => void] {
  const search = parseProjectSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const change = useCallback(
    (next: Partial<ProjectSearch>, { replace = false }: { replace?: boolean } = {}) => {
      void navigate({
        to: '/projects/$projectId',
        params: { projectId },
        search: (previous: Record<string, unknown>) => parseProjectSearch({ ...previous, ...next }),
        replace,
        resetScroll: false,
      });
    },
    [navigate, projectId],
  );
  return [search, change];
}
