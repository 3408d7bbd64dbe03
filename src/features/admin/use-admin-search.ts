import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type AdminSearch, parseAdminSearch } from './admin-search';

/**
 * The console's view, read from and written to the URL. Parsed again here so the screen stays
 * correct whether or not its route validates the search (`validateSearch: parseAdminSearch`).
 */
export function useAdminSearch(): [
  AdminSearch,
  (change: Partial<AdminSearch>, options?: { replace?: boolean }) => void,
] {
  const search = parseAdminSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const change = useCallback(
    (next: Partial<AdminSearch>, { replace = false }: { replace?: boolean } = {}) => {
      void navigate({
        to: '/upload',
        replace,
        search: (previous: Record<string, unknown>) => parseAdminSearch({ ...previous, ...next }),
      });
    },
    [navigate],
  );
  return [search, change];
}
