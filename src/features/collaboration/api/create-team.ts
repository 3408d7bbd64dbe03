import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Team } from '../roles';
import { collaborationKeys } from './keys';

export type TeamCreate = components['schemas']['TeamCreate'];

/** A new team whose creator is its OWNER. */
export function createTeam(payload: TeamCreate): Promise<Team> {
  return unwrap(client.POST('/api/collaboration/teams/', { body: payload }));
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(collaborationKeys.teamDetail(team.id), team);
      return queryClient.invalidateQueries({ queryKey: collaborationKeys.teams() });
    },
  });
}
