/**
 * The collaboration screens' views in the URL (so a link brings it back):
 * `/collaboration?tab=invitations`, `/teams/3?tab=activity&page=2`. Defaults (teams, members) are left
 * out, so the plain address is the first tab, and a wrong value falls back to the default.
 */
export const COLLABORATION_TABS = ['teams', 'projects', 'genolists', 'invitations'] as const;
export type CollaborationTab = (typeof COLLABORATION_TABS)[number];
export const DEFAULT_COLLABORATION_TAB: CollaborationTab = 'teams';

export const TEAM_TABS = ['members', 'projects', 'genolists', 'activity'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];
export const DEFAULT_TEAM_TAB: TeamTab = 'members';

export interface CollaborationSearch {
  tab?: CollaborationTab;
}

export interface TeamSearch {
  tab?: TeamTab;
  /** The activity tab's page, 1-based; left out for the first. */
  page?: number;
}

/** `raw` when it is one of `values` other than the default; undefined otherwise. */
function nonDefault<T extends string>(values: readonly T[], raw: unknown, fallback: T): T | undefined {
  const value = values.find((candidate) => candidate === raw);
  return value === fallback ? undefined : value;
}

export function isCollaborationTab(value: unknown): value is CollaborationTab {
  return COLLABORATION_TABS.some((tab) => tab === value);
}

export function isTeamTab(value: unknown): value is TeamTab {
  return TEAM_TABS.some((tab) => tab === value);
}

/** The /collaboration route's `validateSearch`: keeps only a valid, non-default tab. */
export function parseCollaborationSearch(raw: Record<string, unknown>): CollaborationSearch {
  const tab = nonDefault(COLLABORATION_TABS, raw.tab, DEFAULT_COLLABORATION_TAB);
  return tab ? { tab } : {};
}

/**
 * The /teams/$teamId route's `validateSearch`: keeps only a valid, non-default tab, and the page
 * of the activity tab when it is past the first.
 */
export function parseTeamSearch(raw: Record<string, unknown>): TeamSearch {
  const tab = nonDefault(TEAM_TABS, raw.tab, DEFAULT_TEAM_TAB);
  if (!tab) return {};
  const page = Number(raw.page);
  return tab === 'activity' && Number.isInteger(page) && page > 1 ? { tab, page } : { tab };
}
