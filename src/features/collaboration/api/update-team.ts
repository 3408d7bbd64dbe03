import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Team } from '../roles';
import { collaborationKeys } from './keys';

export type TeamUpdate = components['schemas']['TeamUpdate'];

/** Changes a team's name, description, visibility or auto-add flag (OWNER or ADMIN). */
export function updateTeam(id: number, changes: TeamUpdate): Promise<Team> {
  return unwrap(client.PATCH('/api/collaboration/teams/{id}/', { params: { path: { id } }, body: changes }));
}

export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TeamUpdate) => updateTeam(id, changes),
    onSuccess: (team) => {
      queryClient.setQueryData(collaborationKeys.teamDetail(id), team);
      return queryClient.invalidateQueries({ queryKey: collaborationKeys.teams() });
    },
  });
}
