import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { refreshAfterMembershipChange } from './access-changed';

/** Deletes a team (OWNER only): its members are removed and its pending invitations cancelled. */
export async function deleteTeam(id: number): Promise<void> {
  await unwrap(client.DELETE('/api/collaboration/teams/{id}/', { params: { path: { id } } }));
}

/** The lists are refreshed in the background: the caller leaves the team's page at once. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_answer, id) => {
      void refreshAfterMembershipChange(queryClient, { gone: id });
    },
  });
}
