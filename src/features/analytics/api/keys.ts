import { ANALYTICS_KEY } from '../../../api/query-keys';

/**
 * Query keys of the dashboard and analytics answers. Everything starts with `analytics`, so an
 * action that changes the figures (a favourite, an invitation answered) refreshes them at once.
 */
export const analyticsKeys = {
  dashboard: (days: number) => [...ANALYTICS_KEY, 'dashboard', days] as const,
  trending: (filters: object) => [...ANALYTICS_KEY, 'trending', filters] as const,
  topGenolists: (days: number) => [...ANALYTICS_KEY, 'top-genolists', days] as const,
  systemHealth: () => [...ANALYTICS_KEY, 'system-health'] as const,
  recommendations: () => [...ANALYTICS_KEY, 'recommendations'] as const,
};
