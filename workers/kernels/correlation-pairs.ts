/** Strong above 0.8, moderate from 0.5 to 0.8, weak below 0.5. */
export const STRONG_R = 0.8;
export const MODERATE_R = 0.5;

export interface PairCounts {
  strong: number;
  moderate: number;
  weak: number;
  /** Pairs with no r (a sample without variance). */
  missing: number;
  /** n (n − 1) / 2. */
  total: number;
}

/**
 * Counts the sample pairs of a symmetric correlation matrix by strength, each pair once, self
 * pairs excluded. A null or non-finite r counts as missing.
 */
export function correlationPairs(matrix: readonly (readonly (number | null)[])[]): PairCounts {
  const counts: PairCounts = { strong: 0, moderate: 0, weak: 0, missing: 0, total: 0 };
  for (let i = 0; i < matrix.length; i += 1) {
    for (let j = i + 1; j < matrix.length; j += 1) {
      const r = matrix[i]?.[j];
      counts.total += 1;
      if (r === null || r === undefined || !Number.isFinite(r)) counts.missing += 1;
      else if (r > STRONG_R) counts.strong += 1;
      else if (r >= MODERATE_R) counts.moderate += 1;
      else counts.weak += 1;
    }
  }
  return counts;
}
