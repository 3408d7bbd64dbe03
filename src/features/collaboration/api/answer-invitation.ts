import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Invitation } from '../invitations';
import { refreshAfterMembershipChange } from './access-changed';
import { collaborationKeys } from './keys';

export type InvitationAnswer = 'accept' | 'decline';

export const answerPath = (id: number, answer: InvitationAnswer) =>
  `/api/collaboration/invitations/${id}/${answer}/`;

/** Accepts (joining the team with the invited role) or declines an invitation received. */
export function answerInvitation(id: number, answer: InvitationAnswer): Promise<Invitation> {
  const options = { params: { path: { id } } };
  return unwrap(
    answer === 'accept'
      ? client.POST('/api/collaboration/invitations/{id}/accept/', options)
      : client.POST('/api/collaboration/invitations/{id}/decline/', options),
  );
}

/**
 * Answering reloads the invitations (the sidebar badge and the tab's count); accepting is a
 * change of membership, so the teams and everything shared with them reload too.
 * The reload runs in the background: the answered invitation leaves the list when it lands, and
 * the caller's own callbacks (its toast) must not wait for it, nor be lost when its card goes.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: Invitation; answer: InvitationAnswer }) =>
      answerInvitation(invitation.id, answer),
    onSuccess: (_answered, { answer }) => {
      void (answer === 'accept'
        ? refreshAfterMembershipChange(queryClient)
        : queryClient.invalidateQueries({ queryKey: collaborationKeys.invitations() }));
    },
  });
}
