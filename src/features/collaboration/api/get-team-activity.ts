import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export type TeamActivity = components['schemas']['TeamActivity'];
export type TeamActivityPage = components['schemas']['TeamActivityPage'];

export const TEAM_ACTIVITY_PAGE_SIZE = 20;

export const activityPath = (teamId: number) => `/api/collaboration/teams/${teamId}/activity/`;

/** One page of what happened in the team, newest first. */
export function getTeamActivity(
  teamId: number,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamActivityPage> {
  return unwrap(
    client.GET('/api/collaboration/teams/{id}/activity/', {
      params: { path: { id: teamId }, query: { page, page_size: TEAM_ACTIVITY_PAGE_SIZE } },
      signal,
    }),
  );
}

export function getTeamActivityQueryOptions(teamId: number, page: number) {
  return queryOptions({
    queryKey: collaborationKeys.teamActivity(teamId, page),
    queryFn: ({ signal }) => getTeamActivity(teamId, page, { signal }),
    staleTime: COLLABORATION_STALE_TIME,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTeamActivity(teamId: number, page: number) {
  return useQuery(getTeamActivityQueryOptions(teamId, page));
}
