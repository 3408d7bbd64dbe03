import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { TeamMember, TeamRole } from '../roles';
import { refreshAfterMembershipChange } from './access-changed';
import { collaborationKeys } from './keys';

export const memberActionPath = (teamId: number, action: 'change_role' | 'remove_member') =>
  `/api/collaboration/teams/${teamId}/${action}/`;

/** Gives a member another role ('Modifier le rôle'); the server keeps at least one owner. */
export function changeMemberRole(teamId: number, userId: number, role: TeamRole): Promise<TeamMember> {
  return unwrap(
    client.POST('/api/collaboration/teams/{id}/change_role/', {
      params: { path: { id: teamId } },
      body: { user_id: userId, role },
    }),
  );
}

/** Removes a member from the team; they lose what was shared with it. */
export async function removeMember(teamId: number, userId: number): Promise<void> {
  await unwrap(
    client.POST('/api/collaboration/teams/{id}/remove_member/', {
      params: { path: { id: teamId } },
      body: { user_id: userId },
    }),
  );
}

/** A change of membership alters the team's counters and the teams list's too. */
function useRefreshTeam(teamId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collaborationKeys.team(teamId) }),
      queryClient.invalidateQueries({ queryKey: collaborationKeys.teams() }),
    ]);
}

export function useChangeMemberRole(teamId: number) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TeamRole }) =>
      changeMemberRole(teamId, userId, role),
    onSuccess: refresh,
  });
}

/**
 * Leaves the team: the user is no longer a member and loses what is shared with it, so
 * everything they may open is read again; the team's own screen is not (they may no longer see it).
 */
export function useLeaveTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(teamId, userId),
    onSuccess: () => refreshAfterMembershipChange(queryClient, { gone: teamId }),
  });
}

export function useRemoveMember(teamId: number) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (userId: number) => removeMember(teamId, userId),
    onSuccess: refresh,
  });
}
