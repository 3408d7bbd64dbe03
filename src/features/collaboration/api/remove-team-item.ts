import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { ItemKind } from './get-team-items';
import { collaborationKeys } from './keys';

export const teamItemPath = (teamId: number, kind: ItemKind, itemId: number) =>
  `/api/collaboration/teams/${teamId}/${kind === 'project' ? 'projects' : 'genolists'}/${itemId}/`;

/** Stops sharing a project or a gene list with the team; nothing is deleted. */
export async function removeTeamItem(teamId: number, kind: ItemKind, itemId: number): Promise<void> {
  if (kind === 'project')
    await unwrap(
      client.DELETE('/api/collaboration/teams/{teamId}/projects/{projectId}/', {
        params: { path: { teamId, projectId: itemId } },
      }),
    );
  else
    await unwrap(
      client.DELETE('/api/collaboration/teams/{teamId}/genolists/{genolistId}/', {
        params: { path: { teamId, genolistId: itemId } },
      }),
    );
}

export function useRemoveTeamItem(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, itemId }: { kind: ItemKind; itemId: number }) =>
      removeTeamItem(teamId, kind, itemId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.team(teamId) }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.teams() }),
      ]),
  });
}
