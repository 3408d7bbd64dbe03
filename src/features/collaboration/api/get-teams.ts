import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Team } from '../roles';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export const TEAMS_PATH = '/api/collaboration/teams/';

/** The server's largest page. */
const PAGE_SIZE = 100;

/**
 * Every team the user is a member of, by name: the pages of GET /collaboration/teams/, fetched
 * together after the first. One list serves the teams tab, the shared-items tabs and the share
 * dialog (which keeps the teams the user owns or administers).
 */
export async function getAllTeams({ signal }: { signal?: AbortSignal } = {}): Promise<Team[]> {
  const fetchPage = (page: number) =>
    unwrap(client.GET(TEAMS_PATH, { params: { query: { page, page_size: PAGE_SIZE } }, signal }));
  const first = await fetchPage(1);
  const pages = Math.ceil(first.count / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => fetchPage(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.results);
}

export function getTeamsQueryOptions() {
  return queryOptions({
    queryKey: collaborationKeys.teams(),
    queryFn: ({ signal }) => getAllTeams({ signal }),
    staleTime: COLLABORATION_STALE_TIME,
  });
}

export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamsQueryOptions(), enabled });
}
