import type { ActivityDay } from './api/get-dashboard';

export const ACTIVITY_SERIES = ['projects', 'analyses', 'views', 'favorites', 'users'] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

export const SERIES_COLOR: Record<ActivitySeries, string> = {
  projects: 'var(--mantine-color-blue-6)',
  analyses: 'var(--mantine-color-teal-6)',
  views: 'var(--mantine-color-violet-6)',
  favorites: 'var(--mantine-color-yellow-6)',
  users: 'var(--mantine-color-pink-6)',
};

/** The series a timeline has: `users` only for staff (null for everyone else). */
export function seriesOf(days: readonly ActivityDay[]): ActivitySeries[] {
  return ACTIVITY_SERIES.filter((s) => s !== 'users' || days.some((d) => d.users !== null));
}

/** Each series' total over the period, and the largest daily value (the y axis' top). */
export function activityTotals(days: readonly ActivityDay[]): {
  totals: Record<ActivitySeries, number>;
  max: number;
} {
  const totals = { projects: 0, analyses: 0, views: 0, favorites: 0, users: 0 };
  let max = 0;
  for (const day of days)
    for (const s of ACTIVITY_SERIES) {
      const v = day[s] ?? 0;
      totals[s] += v;
      if (v > max) max = v;
    }
  return { totals, max };
}
