/**
 * Week over week: what happened in the last 7 days against the 7 before. Nothing in either week
 * is no trend at all (a new installation shows none rather than 0 %); something this week after
 * nothing the week before has counts but no percentage (it would be infinite).
 */
export interface Trend {
  last_7_days: number;
  previous_7_days: number;
  percent: number | null;
}

export function weekOverWeek(last: number, previous: number): Trend | null {
  if (last === 0 && previous === 0) return null;
  const percent = previous === 0 ? null : Math.round(((last - previous) / previous) * 1000) / 10;
  return { last_7_days: last, previous_7_days: previous, percent };
}
