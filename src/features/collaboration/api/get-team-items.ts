import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export type TeamProject = components['schemas']['TeamProject'];
export type TeamGenolist = components['schemas']['TeamGenolist'];
export type ItemKind = 'project' | 'genolist';

export const teamItemsPath = (teamId: number, kind: ItemKind) =>
  `/api/collaboration/teams/${teamId}/${kind === 'project' ? 'projects' : 'genolists'}/`;

/** The projects shared with the team, most recently shared first. */
export function getTeamProjects(
  teamId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamProject[]> {
  return unwrap(
    client.GET('/api/collaboration/teams/{id}/projects/', { params: { path: { id: teamId } }, signal }),
  );
}

/** The gene lists shared with the team, most recently shared first. */
export function getTeamGenolists(
  teamId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamGenolist[]> {
  return unwrap(
    client.GET('/api/collaboration/teams/{id}/genolists/', { params: { path: { id: teamId } }, signal }),
  );
}

export function getTeamProjectsQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: collaborationKeys.teamProjects(teamId),
    queryFn: ({ signal }) => getTeamProjects(teamId, { signal }),
    staleTime: COLLABORATION_STALE_TIME,
  });
}

export function getTeamGenolistsQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: collaborationKeys.teamGenolists(teamId),
    queryFn: ({ signal }) => getTeamGenolists(teamId, { signal }),
    staleTime: COLLABORATION_STALE_TIME,
  });
}

export function useTeamProjects(teamId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamProjectsQueryOptions(teamId), enabled });
}

export function useTeamGenolists(teamId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamGenolistsQueryOptions(teamId), enabled });
}

/** The shared projects of each of `teamIds`, in the same order (the shared-projects tab). */
export function useProjectsOfTeams(teamIds: readonly number[]) {
  return useQueries({ queries: teamIds.map((id) => getTeamProjectsQueryOptions(id)) });
}

/** The shared gene lists of each of `teamIds`, in the same order (the shared-gene-lists tab). */
export function useGenolistsOfTeams(teamIds: readonly number[]) {
  return useQueries({ queries: teamIds.map((id) => getTeamGenolistsQueryOptions(id)) });
}
