import { ACTIVITY_PERIODS, type ActivityPeriod, DEFAULT_PERIOD } from './api/get-dashboard';

/**
 * The analytics page's view in the URL: `/analytics?days=90&project=3&direction=up&min=2&limit=100`.
 * Defaults (30 days, every project, both directions, no minimum, 25 genes) are left out; a wrong
 * value falls back to its default.
 */
export const TRENDING_LIMITS = [25, 50, 100, 250] as const;
export type TrendingLimit = (typeof TRENDING_LIMITS)[number];
export const DEFAULT_LIMIT = 25 satisfies TrendingLimit;

export interface AnalyticsSearch {
  days?: Exclude<ActivityPeriod, typeof DEFAULT_PERIOD>;
  project?: number;
  direction?: 'up' | 'down';
  min?: number;
  limit?: Exclude<TrendingLimit, typeof DEFAULT_LIMIT>;
}

function positiveInteger(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : undefined;
}

export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const search: AnalyticsSearch = {};
  const days = ACTIVITY_PERIODS.find((d) => d === positiveInteger(raw.days));
  if (days && days !== DEFAULT_PERIOD) search.days = days;
  const project = positiveInteger(raw.project);
  if (project) search.project = project;
  if (raw.direction === 'up' || raw.direction === 'down') search.direction = raw.direction;
  const min = positiveInteger(raw.min);
  if (min && min > 1) search.min = min;
  const limit = TRENDING_LIMITS.find((l) => l === positiveInteger(raw.limit));
  if (limit && limit !== DEFAULT_LIMIT) search.limit = limit;
  return search;
}
