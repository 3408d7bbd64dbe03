/**
 * Query keys of the collaboration screens. Everything starts with `collaboration`, so signing in
 * as someone else or a change of membership can refresh it all at once; one team's queries
 * share a prefix, so a change in that team refreshes its detail, members and shared items.
 */
export const COLLABORATION_KEY = ['collaboration'] as const;

export const collaborationKeys = {
  teams: () => [...COLLABORATION_KEY, 'teams'] as const,
  team: (id: number) => [...COLLABORATION_KEY, 'team', id] as const,
  teamDetail: (id: number) => [...COLLABORATION_KEY, 'team', id, 'detail'] as const,
  members: (id: number) => [...COLLABORATION_KEY, 'team', id, 'members'] as const,
  teamProjects: (id: number) => [...COLLABORATION_KEY, 'team', id, 'projects'] as const,
  teamGenolists: (id: number) => [...COLLABORATION_KEY, 'team', id, 'genolists'] as const,
  teamInvitations: (id: number) => [...COLLABORATION_KEY, 'team', id, 'invitations'] as const,
  teamActivity: (id: number, page: number) => [...COLLABORATION_KEY, 'team', id, 'activity', page] as const,
  invitations: () => [...COLLABORATION_KEY, 'invitations'] as const,
  userSearch: (text: string) => [...COLLABORATION_KEY, 'user-search', text] as const,
};

/**
 * Teams, members, shares and invitations change by other people's hands, and these screens need
 * the network anyway: every screen that opens reads them again. (The app's 30 s default would
 * take an answer restored from the offline copy after a reload for a fresh one.)
 */
export const COLLABORATION_STALE_TIME = 0;
