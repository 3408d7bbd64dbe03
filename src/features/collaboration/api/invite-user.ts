import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Invitation } from '../invitations';
import { collaborationKeys } from './keys';

export type InvitationCreate = components['schemas']['InvitationCreate'];

export const invitePath = (teamId: number) => `/api/collaboration/teams/${teamId}/invite_user/`;

/** Invites an e-mail address to the team (OWNER or ADMIN); the invitee may sign up later with it. */
export function inviteUser(teamId: number, invitation: InvitationCreate): Promise<Invitation> {
  return unwrap(
    client.POST('/api/collaboration/teams/{id}/invite_user/', {
      params: { path: { id: teamId } },
      body: invitation,
    }),
  );
}

export function useInviteUser(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InvitationCreate) => inviteUser(teamId, invitation),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.teamInvitations(teamId) }),
      ]),
  });
}
