import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { analyticsKeys } from './keys';

export type Dashboard = components['schemas']['Dashboard'];
export type ActivityDay = components['schemas']['ActivityDay'];
export type Trend = components['schemas']['Trend'];

/** The periods the activity chart offers, in days. */
export const ACTIVITY_PERIODS = [7, 30, 90] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const DEFAULT_PERIOD = 30 satisfies ActivityPeriod;

/** Metrics with their weekly trends, activity per day over `days`, trending genes, recent and most viewed genolists. */
export function getDashboard(days: number, { signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  return unwrap(client.GET('/api/analytics/dashboard/', { params: { query: { days } }, signal }));
}

export function useDashboard(days: number = DEFAULT_PERIOD) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.dashboard(days),
      queryFn: ({ signal }) => getDashboard(days, { signal }),
      // Another period keeps the chart on screen while its days load.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
