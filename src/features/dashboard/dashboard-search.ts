import { Key, type SearchOf, SearchText, searchSchema, searchValidator } from '../../lib/search-params';

/**
 * The dashboard's view in the URL: `/?tab=insights&q=prostate&status=completed`. Defaults (the
 * overview tab, no search, every status) are left out; a wrong value falls back to its default.
 */
export const DASHBOARD_TABS = ['overview', 'insights', 'recommendations'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The recent projects grid's status filter: completed is SUCCESS; active is any project not completed nor failed. */
export const STATUS_FILTERS = ['all', 'active', 'completed', 'processing', 'error'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const DashboardSearchSchema = searchSchema({
  tab: Key.Enum(DASHBOARD_TABS, { default: 'overview' }),
  q: SearchText,
  status: Key.Enum(STATUS_FILTERS, { default: 'all' }),
});

export type DashboardSearch = SearchOf<typeof DashboardSearchSchema>;

/** The route's `validateSearch`. */
export const parseDashboardSearch = searchValidator(DashboardSearchSchema);

const MATCHING: Record<Exclude<StatusFilter, 'all'>, readonly string[]> = {
  active: ['PENDING', 'PROCESSING', 'RUNNING'],
  completed: ['SUCCESS'],
  processing: ['PROCESSING', 'RUNNING'],
  error: ['ERROR'],
};

/** Whether a project's status passes the filter (statuses compared in capitals). */
export function matchesStatus(status: string, filter: StatusFilter): boolean {
  return filter === 'all' || MATCHING[filter].includes(status.toUpperCase());
}

/** The grid's text search: every word in the title or the description, case and accents ignored. */
export function matchesText(project: { name: string; description: string }, q: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const hay = fold(`${project.name} ${project.description}`);
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
