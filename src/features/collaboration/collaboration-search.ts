import { Key, PositiveInteger, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';

/**
 * The collaboration screens' views in the URL:
 * `/collaboration?tab=invitations`, `/teams/3?tab=activity&page=2`. Defaults (teams, members) are left
 * out, so the plain address is the first tab, and a wrong value falls back to the default.
 */
export const COLLABORATION_TABS = ['teams', 'projects', 'genolists', 'invitations'] as const;
export type CollaborationTab = (typeof COLLABORATION_TABS)[number];
export const DEFAULT_COLLABORATION_TAB: CollaborationTab = 'teams';

export const TEAM_TABS = ['members', 'projects', 'genolists', 'activity'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];
export const DEFAULT_TEAM_TAB: TeamTab = 'members';

export function isCollaborationTab(value: unknown): value is CollaborationTab {
  return COLLABORATION_TABS.some((tab) => tab === value);
}

export function isTeamTab(value: unknown): value is TeamTab {
  return TEAM_TABS.some((tab) => tab === value);
}

const CollaborationSearchSchema = searchSchema({
  tab: Key.Enum(COLLABORATION_TABS, { default: DEFAULT_COLLABORATION_TAB }),
});

const TeamSearchSchema = searchSchema({
  tab: Key.Enum(TEAM_TABS, { default: DEFAULT_TEAM_TAB }),
  /** The activity tab's page, 1-based; left out for the first. */
  page: PositiveInteger({ default: 1 }),
});

export type CollaborationSearch = SearchOf<typeof CollaborationSearchSchema>;
export type TeamSearch = SearchOf<typeof TeamSearchSchema>;

/** The /collaboration route's `validateSearch`. */
export const parseCollaborationSearch = searchValidator(CollaborationSearchSchema);

/** The /teams/$teamId route's `validateSearch`: a page only on the activity tab. */
export const parseTeamSearch = searchValidator(TeamSearchSchema, ({ tab, page }) =>
  tab === 'activity' && page !== undefined ? { tab, page } : tab ? { tab } : {},
);
