import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Invitation } from '../invitations';
import { collaborationKeys } from './keys';

export const cancelPath = (id: number) => `/api/collaboration/invitations/${id}/cancel/`;

/** Cancels a pending invitation the user sent, or one of a team they own or administer. */
export function cancelInvitation(id: number): Promise<Invitation> {
  return unwrap(client.POST('/api/collaboration/invitations/{id}/cancel/', { params: { path: { id } } }));
}

/** A cancelled invitation leaves the team's pending list and reads Cancelled in the sent list. */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => cancelInvitation(invitation.id),
    onSuccess: (_cancelled, invitation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.invitations() }),
        invitation.team_id !== null &&
          queryClient.invalidateQueries({ queryKey: collaborationKeys.teamInvitations(invitation.team_id) }),
      ]),
  });
}
