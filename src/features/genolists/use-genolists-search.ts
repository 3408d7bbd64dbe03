import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type GenolistsSearch,
  type GenolistsSearchChange,
  nextGenolistsSearch,
  parseGenolistsSearch,
} from './genolists-search';

/**
 * The 'My gene lists' view, read from and written to the URL. Parsed again here so the screen
 * stays correct whether or not its route validates the search (`validateSearch: parseGenolistsSearch`).
 */
export function useGenolistsSearch(): [GenolistsSearch, (change: GenolistsSearchChange) => void] {
  const search = parseGenolistsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const change = useCallback(
    (next: GenolistsSearchChange) => {
      void navigate({
        to: '/genolists',
        search: (previous: Record<string, unknown>) =>
          nextGenolistsSearch(parseGenolistsSearch(previous), next),
        replace: 'q' in next,
        resetScroll: false,
      });
    },
    [navigate],
  );
  return [search, change];
}
