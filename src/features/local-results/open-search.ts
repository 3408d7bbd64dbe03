import { Key, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';

/** Which of the user's files the screen reads: a results table, or counts and samples to analyse. */
const OPEN_SOURCES = ['table', 'counts'] as const;
export type OpenSource = (typeof OPEN_SOURCES)[number];

/** The screen's view in the URL: `?source=counts`, else the results table. */
const OpenSearchSchema = searchSchema({ source: Key.Enum(OPEN_SOURCES, { default: 'table' }) });

export type OpenSearch = SearchOf<typeof OpenSearchSchema>;

/** The route's `validateSearch`. */
export const parseOpenSearch = searchValidator(OpenSearchSchema);

export function openSource(search: OpenSearch): OpenSource {
  return search.source ?? 'table';
}
