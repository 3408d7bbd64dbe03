import {
  Key,
  MAX_SEARCH_TEXT,
  PositiveInteger,
  type SearchOf,
  searchSchema,
  searchValidator,
} from '../../lib/search-params';

/**
 * The projects list's view in the URL: `/projects?search=li&favorites=true&page=2`. Defaults
 * (no search, every project, page 1) are left out; a wrong value falls back to the default.
 */
const ProjectsSearchSchema = searchSchema({
  /** Case-insensitive, in the name or the description (the server filters); trimmed. */
  search: Key.Decode(Key.String({ pattern: '\\S' }), (text) => text.trim().slice(0, MAX_SEARCH_TEXT)),
  /** Only the user's favourites. */
  favorites: Key.Literal(true),
  /** 1-based. */
  page: PositiveInteger({ default: 1 }),
});

export type ProjectsSearch = SearchOf<typeof ProjectsSearchSchema>;

export const PROJECTS_PAGE_SIZE = 10;

/** The route's `validateSearch`. */
export const parseProjectsSearch = searchValidator(ProjectsSearchSchema);
