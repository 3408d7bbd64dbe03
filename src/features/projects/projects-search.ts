/**
 * The projects list's view in the URL: `/projects?search=li&favorites=true&page=2`. Defaults
 * (no search, every project, page 1) are left out; a wrong value falls back to the default.
 */
export interface ProjectsSearch {
  /** Case-insensitive, in the name or the description (the server filters). */
  search?: string;
  /** Only the user's favourites. */
  favorites?: true;
  /** 1-based. */
  page?: number;
}

export const PROJECTS_PAGE_SIZE = 10;
/** The longest search text kept; the server refuses nothing shorter. */
const MAX_SEARCH_LENGTH = 200;

export function positiveInteger(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function searchText(raw: unknown): string | undefined {
  // A search of digits reaches the parser as a number ("2008").
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/** The route's `validateSearch`: keeps only valid, non-default values. */
export function parseProjectsSearch(raw: Record<string, unknown>): ProjectsSearch {
  const result: ProjectsSearch = {};
  const search = searchText(raw.search);
  const page = positiveInteger(raw.page);
  if (search) result.search = search;
  if (raw.favorites === true || raw.favorites === 'true') result.favorites = true;
  if (page && page > 1) result.page = page;
  return result;
}
