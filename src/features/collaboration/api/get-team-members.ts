import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { TeamMember } from '../roles';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export const membersPath = (teamId: number) => `/api/collaboration/teams/${teamId}/members/`;

/** The team's members, owners first, then admins, members and viewers. */
export function getTeamMembers(
  teamId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamMember[]> {
  return unwrap(
    client.GET('/api/collaboration/teams/{id}/members/', { params: { path: { id: teamId } }, signal }),
  );
}

export function getTeamMembersQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: collaborationKeys.members(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, { signal }),
    staleTime: COLLABORATION_STALE_TIME,
  });
}

export function useTeamMembers(teamId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamMembersQueryOptions(teamId), enabled });
}
