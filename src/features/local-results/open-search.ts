/** Which of the user's files the screen reads: a results table, or counts and samples to analyse. */
export type OpenSource = 'table' | 'counts';

/** The screen's view in the URL: `?source=counts`, else the results table. */
export interface OpenSearch {
  source?: 'counts';
}

export function parseOpenSearch(raw: Record<string, unknown>): OpenSearch {
  return raw.source === 'counts' ? { source: 'counts' } : {};
}

export function openSource(search: OpenSearch): OpenSource {
  return search.source ?? 'table';
}
