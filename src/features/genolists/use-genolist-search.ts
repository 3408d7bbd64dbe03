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
 *
 * A component reads the part it shows with `useGenolistView(select)`: it renders again only when
 * that part changes (compared by value), so a volcano threshold re-renders the volcano card, not
 * the screen, the table or the other charts. `useGenolistSearch` reads all of it.
 */
export function useGenolistSearch(
  genolistId: number,
): [GenolistSearch, (change: GenolistSearchChange) => void] {
  return [useGenolistView(whole), useSetGenolistSearch(genolistId)];
}

const whole = (search: GenolistSearch) => search;

/** `select` of the view in the URL; the same value (by structure) while its parts are the same. */
export function useGenolistView<T>(select: (search: GenolistSearch) => T): T {
  return useSearch({
    strict: false,
    select: (raw) => select(parseGenolistSearch(raw as Record<string, unknown>)),
    structuralSharing: true,
  } as Parameters<typeof useSearch>[0]) as T;
}

/** Changes the view in the URL, without reading it (nothing renders again when it changes). */
export function useSetGenolistSearch(genolistId: number): (change: GenolistSearchChange) => void {
  const navigate = useNavigate();
  return useCallback(
    (next: GenolistSearchChange) => {
      // Results on this device (negative ids) have their own route: the view stays on the page's.
      void navigate({
        ...(genolistId > 0
          ? { to: '/genolists/$genolistId', params: { genolistId } }
          : { to: '/local/$localId', params: { localId: -genolistId } }),
        search: (previous: Record<string, unknown>) =>
          nextGenolistSearch(parseGenolistSearch(previous), next),
        replace: 'q' in next,
        resetScroll: false,
      });
    },
    [navigate, genolistId],
  );
}
