import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Team } from '../roles';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export const teamPath = (id: number) => `/api/collaboration/teams/${id}/`;

/** One team with the user's role in it; 404 when it does not exist or the user may not see it. */
export function getTeam(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Team> {
  return unwrap(client.GET('/api/collaboration/teams/{id}/', { params: { path: { id } }, signal }));
}

export function getTeamQueryOptions(id: number) {
  return queryOptions({
    queryKey: collaborationKeys.teamDetail(id),
    queryFn: ({ signal }) => getTeam(id, { signal }),
    staleTime: COLLABORATION_STALE_TIME,
  });
}

export function useTeam(id: number) {
  return useQuery(getTeamQueryOptions(id));
}
