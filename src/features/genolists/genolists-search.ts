import {
  Key,
  PositiveInteger,
  type SearchOf,
  SearchText,
  searchSchema,
  searchValidator,
  withoutNaturalDirection,
} from '../../lib/search-params';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES, type PageSizeChoice } from '../../lib/significance';

/**
 * The 'My gene lists' view in the URL, e.g.
 * `/genolists?q=dht&type=TRANSCRIPTO&visibility=public&fav=true&sort=name&dir=asc&page=2&size=50`.
 * Defaults are left out (newest first, no filter), except a page size that was chosen (the
 * user's own default may differ from 20); a wrong value falls back to its default rather than
 * failing.
 */

export const GENOLIST_TYPES = ['TRANSCRIPTO', 'PROTEO', 'EXPERT'] as const;
export type GenolistType = (typeof GENOLIST_TYPES)[number];

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The sortable columns; creation date, newest first, by default. */
export const GENOLIST_SORT_KEYS = ['name', 'project', 'gene_count', 'view_count', 'creation_date'] as const;
export type GenolistSortKey = (typeof GENOLIST_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const LIST_PAGE_SIZES = PAGE_SIZE_CHOICES;
export type ListPageSize = PageSizeChoice;

export const DEFAULT_LIST_SORT: GenolistSortKey = 'creation_date';
export const DEFAULT_LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Names A→Z; counts and dates largest (newest) first. */
export const LIST_NATURAL_DIRECTION: Record<GenolistSortKey, SortDirection> = {
  name: 'asc',
  project: 'asc',
  gene_count: 'desc',
  view_count: 'desc',
  creation_date: 'desc',
};

const GenolistsSearchSchema = searchSchema({
  q: SearchText,
  type: Key.Enum(GENOLIST_TYPES),
  visibility: Key.Enum(VISIBILITIES),
  /** Favourites only. */
  fav: Key.Literal(true),
  sort: Key.Enum(GENOLIST_SORT_KEYS, { default: DEFAULT_LIST_SORT }),
  /** Left out when it is the sort column's natural direction. */
  dir: Key.Enum(['asc', 'desc'] as const),
  page: PositiveInteger({ default: 1 }),
  /** Kept even when it is 20: the user's own default may differ. */
  size: Key.Enum(LIST_PAGE_SIZES),
});

export type GenolistsSearch = SearchOf<typeof GenolistsSearchSchema>;

/** The route's `validateSearch`. */
export const parseGenolistsSearch = searchValidator(GenolistsSearchSchema, (search) =>
  withoutNaturalDirection(search, LIST_NATURAL_DIRECTION, DEFAULT_LIST_SORT),
);

export type GenolistsSearchChange = {
  [K in Exclude<keyof GenolistsSearch, 'size' | 'fav'>]?: GenolistsSearch[K] | undefined;
} & { size?: ListPageSize | undefined; fav?: boolean | undefined };

/** The view after `change`: a new filter, sort or page size goes back to page 1; a new sort column starts in its natural direction. */
export function nextGenolistsSearch(
  previous: GenolistsSearch,
  change: GenolistsSearchChange,
): GenolistsSearch {
  const merged: Record<string, unknown> = { ...previous, ...change };
  if (change.fav === false) merged.fav = undefined;
  if (change.sort !== undefined && change.sort !== (previous.sort ?? DEFAULT_LIST_SORT) && !('dir' in change))
    merged.dir = undefined;
  if (!('page' in change)) merged.page = undefined;
  return parseGenolistsSearch(merged);
}

export interface GenolistsView {
  q: string;
  type: GenolistType | null;
  visibility: Visibility | null;
  favoritesOnly: boolean;
  sort: GenolistSortKey;
  dir: SortDirection;
  page: number;
  size: ListPageSize;
}

export function genolistsView(search: GenolistsSearch): GenolistsView {
  const sort = search.sort ?? DEFAULT_LIST_SORT;
  return {
    q: search.q ?? '',
    type: search.type ?? null,
    visibility: search.visibility ?? null,
    favoritesOnly: search.fav === true,
    sort,
    dir: search.dir ?? LIST_NATURAL_DIRECTION[sort],
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_LIST_PAGE_SIZE,
  };
}

/** The list's raw search with the user's page size where the link names none (20 is not written). */
export function withGenolistsDefaults(
  raw: Record<string, unknown>,
  defaults: { pageSize: PageSizeChoice },
): Record<string, unknown> {
  return raw.size === undefined && defaults.pageSize !== DEFAULT_PAGE_SIZE
    ? { ...raw, size: defaults.pageSize }
    : raw;
}
