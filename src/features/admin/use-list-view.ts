import { useAdminSearch } from './use-admin-search';

/** Rows a page of the console's lists. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * The open console list's search text and page, held in the URL (`/upload?tab=projects&q=liver&page=2`)
 * so a link or a reload brings the same rows back. Typing replaces the history entry and goes
 * back to the first page.
 */
export function useListView() {
  const [search, setSearch] = useAdminSearch();
  return {
    query: search.q ?? '',
    page: search.page ?? 1,
    setQuery: (q: string) => setSearch({ q, page: undefined }, { replace: true }),
    setPage: (page: number) => setSearch({ page }),
  };
}

/** Whether any of `texts` holds the search text, in any letter case. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || texts.some((text) => text?.toLowerCase().includes(needle));
}

/** "Ada Lovelace", or the username when the names are empty. */
export function personName(person: { first_name: string; last_name: string; username?: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username || '';
}
