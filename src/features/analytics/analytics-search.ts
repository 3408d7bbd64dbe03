import { Key, PositiveInteger, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';
import { ACTIVITY_PERIODS, DEFAULT_PERIOD } from './api/get-dashboard';

/**
 * The analytics page's view in the URL: `/analytics?days=90&project=3&direction=up&min=2&limit=100`.
 * Defaults (30 days, every project, both directions, no minimum, 25 genes) are left out; a wrong
 * value falls back to its default.
 */
export const TRENDING_LIMITS = [25, 50, 100, 250] as const;
export type TrendingLimit = (typeof TRENDING_LIMITS)[number];
export const DEFAULT_LIMIT = 25 satisfies TrendingLimit;

/** Larger ids and counts are typing mistakes, not data. */
const LARGEST = 1_000_000;

const AnalyticsSearchSchema = searchSchema({
  days: Key.Enum(ACTIVITY_PERIODS, { default: DEFAULT_PERIOD }),
  project: PositiveInteger({ maximum: LARGEST }),
  direction: Key.Enum(['up', 'down'] as const),
  /** The fewest genolists a trending gene appears in. */
  min: PositiveInteger({ maximum: LARGEST, default: 1 }),
  limit: Key.Enum(TRENDING_LIMITS, { default: DEFAULT_LIMIT }),
});

export type AnalyticsSearch = SearchOf<typeof AnalyticsSearchSchema>;

/** The route's `validateSearch`. */
export const parseAnalyticsSearch = searchValidator(AnalyticsSearchSchema);
