/**
 * The root of each domain's query keys: every query of a domain starts with it, so one
 * invalidation refreshes that domain's lists and details at once. The roots live below the
 * features so that a feature refreshing another's queries (collaboration after a membership
 * change) names them without importing that feature.
 */
export const PROJECTS_KEY = ['projects'] as const;
export const GENOLISTS_KEY = ['genolists'] as const;
export const ANALYTICS_KEY = ['analytics'] as const;
