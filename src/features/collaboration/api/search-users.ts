import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { collaborationKeys } from './keys';

export type UserMatch = components['schemas']['UserMatch'];

/** The invite dialog looks people up from 3 characters, and shows at most 5. */
export const USER_SEARCH_MIN_LENGTH = 3;
export const USER_SEARCH_LIMIT = 5;

/**
 * Active users whose name matches `text`, or whose whole e-mail address it is (the server's
 * rule), by name and id; the address only when it was typed whole.
 */
export async function searchUsers(
  text: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserMatch[]> {
  const page = await unwrap(
    client.GET('/api/users/', { params: { query: { search: text, page_size: USER_SEARCH_LIMIT } }, signal }),
  );
  return page.results.slice(0, USER_SEARCH_LIMIT);
}

export function useUserSearch(text: string) {
  const query = text.trim();
  return useQuery(
    queryOptions({
      queryKey: collaborationKeys.userSearch(query.toLowerCase()),
      queryFn: ({ signal }) => searchUsers(query, { signal }),
      enabled: query.length >= USER_SEARCH_MIN_LENGTH,
      // Suggestions stay while the next ones load, so the list does not flicker as one types.
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
