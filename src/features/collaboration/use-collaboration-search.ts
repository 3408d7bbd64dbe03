import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type CollaborationTab,
  DEFAULT_COLLABORATION_TAB,
  DEFAULT_TEAM_TAB,
  parseCollaborationSearch,
  parseTeamSearch,
  type TeamTab,
} from './collaboration-search';

/**
 * The open tab of /collaboration, read from and written to the URL. Parsed again here so the
 * screen stays correct whether or not its route validates the search. A tab change is a history step.
 */
export function useCollaborationTab(): [CollaborationTab, (tab: CollaborationTab) => void] {
  const tab = parseCollaborationSearch(useSearch({ strict: false })).tab ?? DEFAULT_COLLABORATION_TAB;
  const navigate = useNavigate();
  const change = useCallback(
    (next: CollaborationTab) => {
      void navigate({
        to: '/collaboration',
        search: parseCollaborationSearch({ tab: next }),
        resetScroll: false,
      });
    },
    [navigate],
  );
  return [tab, change];
}

/** The page of a team's activity tab, read from and written to the URL. */
export function useTeamActivityPage(teamId: number): [number, (page: number) => void] {
  const page = parseTeamSearch(useSearch({ strict: false })).page ?? 1;
  const navigate = useNavigate();
  const change = useCallback(
    (next: number) => {
      void navigate({
        to: '/teams/$teamId',
        params: { teamId },
        search: parseTeamSearch({ tab: 'activity', page: next }),
        resetScroll: false,
      });
    },
    [navigate, teamId],
  );
  return [page, change];
}

/** The open tab of /teams/$teamId, read from and written to the URL. */
export function useTeamTab(teamId: number): [TeamTab, (tab: TeamTab) => void] {
  const tab = parseTeamSearch(useSearch({ strict: false })).tab ?? DEFAULT_TEAM_TAB;
  const navigate = useNavigate();
  const change = useCallback(
    (next: TeamTab) => {
      void navigate({
        to: '/teams/$teamId',
        params: { teamId },
        search: parseTeamSearch({ tab: next }),
        resetScroll: false,
      });
    },
    [navigate, teamId],
  );
  return [tab, change];
}
