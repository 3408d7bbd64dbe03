import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { searchKeys } from './keys';

export type SearchResult = components['schemas']['SearchResult'];
export type GeneHit = components['schemas']['GeneHit'];

/** Suggestions per group in the header's list. */
export const SUGGESTIONS_PER_GROUP = 5;

export function searchAll(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResult> {
  return unwrap(
    client.GET('/api/search/', { params: { query: { q, limit: SUGGESTIONS_PER_GROUP } }, signal }),
  );
}

/** The header's suggestions for `q` (already trimmed and debounced); nothing asked for blank text. */
export function useSearch(q: string, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: searchKeys.results(q),
      queryFn: ({ signal }) => searchAll(q, { signal }),
      enabled: enabled && q.length > 0,
      // The previous suggestions stay while the next keystroke's load: the list does not flicker.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
