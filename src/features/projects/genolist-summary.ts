import type { ProjectGenolist } from './api/get-project-genolists';

export interface GenolistTotals {
  count: number;
  up: number;
  down: number;
  total: number;
}

/** The four cards of the Genolists tab: sums of every list's deg pos, neg and total. */
export function genolistTotals(genolists: readonly Pick<ProjectGenolist, 'deg'>[]): GenolistTotals {
  return genolists.reduce<GenolistTotals>(
    (sums, { deg }) => ({
      count: sums.count + 1,
      up: sums.up + (deg?.pos ?? 0),
      down: sums.down + (deg?.neg ?? 0),
      total: sums.total + (deg?.total ?? 0),
    }),
    { count: 0, up: 0, down: 0, total: 0 },
  );
}

/** 'DHT vs control': the list's conditions, else its comparison's factor levels; null if neither. */
export function comparisonLabel(
  genolist: Pick<ProjectGenolist, 'condition_1' | 'condition_2' | 'comparison'>,
): string | null {
  const first = genolist.condition_1 ?? genolist.comparison?.main_factor.level;
  const second = genolist.condition_2 ?? genolist.comparison?.secondary_factor.level;
  if (!first || !second) return null;
  return `${first} vs ${second}`;
}
