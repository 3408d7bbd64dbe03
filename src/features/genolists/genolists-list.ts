import { ApiError } from '../../api/errors';
import type { Genolist } from './api/get-my-genolists';
import type { GenolistSortKey, GenolistsView, SortDirection } from './genolists-search';

/**
 * What the 'My gene lists' screen computes from the list the server sends (every genolist the
 * user may see, in one array): statistics over all of them, then filters, sort and page.
 */

/** 'recent' means created in the last 30 days. */
export const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface GenolistsStats {
  total: number;
  /** Genes in all the lists' results tables. */
  genes: number;
  views: number;
  recent: number;
  public: number;
  private: number;
  /** Share of public lists, 0–100; null when there are none. */
  publicPercent: number | null;
}

/** Statistics over every list, whatever the filters. */
export function genolistsStats(genolists: readonly Genolist[], now: Date = new Date()): GenolistsStats {
  const since = now.getTime() - RECENT_DAYS * DAY_MS;
  let genes = 0;
  let views = 0;
  let recent = 0;
  let publicCount = 0;
  for (const genolist of genolists) {
    genes += genolist.gene_count;
    views += genolist.view_count;
    const created = Date.parse(genolist.creation_date);
    if (created >= since && created <= now.getTime()) recent++;
    if (genolist.public) publicCount++;
  }
  const total = genolists.length;
  return {
    total,
    genes,
    views,
    recent,
    public: publicCount,
    private: total - publicCount,
    publicPercent: total === 0 ? null : (publicCount / total) * 100,
  };
}

export type GenolistsFilter = Pick<GenolistsView, 'q' | 'type' | 'visibility' | 'favoritesOnly'>;

/** Case-insensitive search on the list's name, description and project name; then type, visibility, favourites. */
export function filterGenolists(genolists: readonly Genolist[], filter: GenolistsFilter): Genolist[] {
  const needle = filter.q.trim().toLocaleLowerCase();
  return genolists.filter((genolist) => {
    if (filter.type && genolist.type_genolist !== filter.type) return false;
    if (filter.visibility === 'public' && !genolist.public) return false;
    if (filter.visibility === 'private' && genolist.public) return false;
    if (filter.favoritesOnly && !genolist.is_favorite) return false;
    if (!needle) return true;
    return [genolist.name, genolist.description, genolist.project.name].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: Genolist, b: Genolist, key: GenolistSortKey): number {
  switch (key) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'project':
      return collator.compare(a.project.name, b.project.name);
    case 'gene_count':
      return a.gene_count - b.gene_count;
    case 'view_count':
      return a.view_count - b.view_count;
    case 'creation_date':
      return Date.parse(a.creation_date) - Date.parse(b.creation_date);
  }
}

/** A sorted copy; ties go newest first, then by id, so the order never jumps between renders. */
export function sortGenolists(
  genolists: readonly Genolist[],
  key: GenolistSortKey,
  direction: SortDirection,
): Genolist[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...genolists].sort(
    (a, b) =>
      sign * compare(a, b, key) || Date.parse(b.creation_date) - Date.parse(a.creation_date) || b.id - a.id,
  );
}

/** The items of 1-based `page`, clamped to the pages there are, and that page's number. */
export function pageItems<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1));
  return { items: items.slice((current - 1) * size, current * size), page: current };
}

/** Words of a refusal in the server's answer: '403', 'accès', 'droits', 'autorisation'. */
const DENIAL_WORDS = /403|accès|droits|autorisation/i;

/**
 * 'My gene lists': a 403, or an error whose text speaks of access, rights or
 * authorisation, shows the access-denied panel; any other failure an alert with a retry.
 */
export function isAccessDenied(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 403) return true;
  return error instanceof Error && DENIAL_WORDS.test(error.message);
}
