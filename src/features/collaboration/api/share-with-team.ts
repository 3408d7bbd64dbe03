import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { ItemKind } from './get-team-items';
import { collaborationKeys } from './keys';

export type TeamShare = components['schemas']['TeamShare'];
export type TeamShareCreate = components['schemas']['TeamShareCreate'];

export const sharePath = (kind: ItemKind, id: number) =>
  `/api/collaboration/${kind === 'project' ? 'projects' : 'genolists'}/${id}/share_with_team/`;

/** Shares a project or a gene list with a team; sharing again changes the team's permission. */
export function shareWithTeam(kind: ItemKind, id: number, share: TeamShareCreate): Promise<TeamShare> {
  const options = { params: { path: { id } }, body: share };
  return unwrap(
    kind === 'project'
      ? client.POST('/api/collaboration/projects/{id}/share_with_team/', options)
      : client.POST('/api/collaboration/genolists/{id}/share_with_team/', options),
  );
}

export function useShareWithTeam(kind: ItemKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: TeamShareCreate) => shareWithTeam(kind, id, share),
    onSuccess: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.team(answer.team.id) }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.teams() }),
      ]),
  });
}
