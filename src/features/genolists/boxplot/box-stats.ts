/**
 * The numbers behind a box plot: quartiles as R's default `quantile(type = 7)` (linear
 * interpolation between order statistics, h = (n − 1)·p), whiskers to the most extreme value
 * within 1.5 × IQR of the box (as ggplot2's geom_boxplot), the rest as outliers. Non-finite
 * values are ignored; an empty input has no box (null).
 */

export interface BoxStats {
  n: number;
  q1: number;
  median: number;
  q3: number;
  /** Smallest value ≥ q1 − 1.5·IQR. */
  lowerWhisker: number;
  /** Largest value ≤ q3 + 1.5·IQR. */
  upperWhisker: number;
  outliers: number[];
}

/** R's `quantile(x, p, type = 7)` of values already sorted ascending. */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const low = sorted[lo] as number;
  const high = sorted[Math.min(lo + 1, n - 1)] as number;
  return low + (h - lo) * (high - low);
}

export function boxStats(values: readonly number[]): BoxStats | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const q1 = quantileSorted(sorted, 0.25);
  const q3 = quantileSorted(sorted, 0.75);
  const reach = 1.5 * (q3 - q1);
  const inside = sorted.filter((value) => value >= q1 - reach && value <= q3 + reach);
  return {
    n: sorted.length,
    q1,
    median: quantileSorted(sorted, 0.5),
    q3,
    lowerWhisker: inside[0] as number,
    upperWhisker: inside[inside.length - 1] as number,
    outliers: sorted.filter((value) => value < q1 - reach || value > q3 + reach),
  };
}

/**
 * A point's horizontal offset in [−0.5, 0.5), from its sample id alone: the same sample sits at
 * the same place on every render and in every export, whatever the order of the answer.
 */
export function jitter(key: number): number {
  // Murmur3's 32-bit finaliser: neighbouring ids land far apart.
  let h = key | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32 - 0.5;
}
