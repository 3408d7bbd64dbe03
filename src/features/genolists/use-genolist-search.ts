import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type GenolistSearch,
  type GenolistSearchChange,
  nextGenolistSearch,
  parseGenolistSearch,
} from './genolist-search';

/**
 * A genolist's view (tab, mode, filters, sort, page), read from and written to the URL. Parsed
 * again here so the screen stays correct whether or not its route validates the search
 * (`validateSearch: parseGenolistSearch`). Typing in the search box replaces the history entry
 * rather than adding one per keystroke.
 */
export function useGenolistSearch(
  genolistId: number,
): [GenolistSearch, (change: GenolistSearchChange) => void] {
  const search = parseGenolistSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const change = useCallback(
    (next: GenolistSearchChange) => {
      void navigate({
        to: '/genolists/$genolistId',
        params: { genolistId },
        search: (previous: Record<string, unknown>) =>
          nextGenolistSearch(parseGenolistSearch(previous), next),
        replace: 'q' in next,
        resetScroll: false,
      });
    },
    [navigate, genolistId],
  );
  return [search, change];
}
