import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Invitation } from '../invitations';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export const teamInvitationsPath = (teamId: number) => `/api/collaboration/teams/${teamId}/invitations/`;

/** The team's pending invitations, expired ones included (owners and admins only), newest first. */
export function getTeamInvitations(
  teamId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Invitation[]> {
  return unwrap(
    client.GET('/api/collaboration/teams/{id}/invitations/', { params: { path: { id: teamId } }, signal }),
  );
}

export function useTeamInvitations(teamId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: collaborationKeys.teamInvitations(teamId),
      queryFn: ({ signal }) => getTeamInvitations(teamId, { signal }),
      staleTime: COLLABORATION_STALE_TIME,
    }),
    enabled,
  });
}
