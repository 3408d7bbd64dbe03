/**
 * Summary of a sample correlation matrix over the unique pairs i < j (self pairs excluded),
 * by strength (`genomics/correlation-bands.ts`: strong r > 0.8, moderate 0.5 ≤ r ≤ 0.8, weak r < 0.5).
 *
 * Input: n × n correlation matrix, row-major (see `sampleCorrelation`); NaN where a sample has
 * no correlation; the sample names in matrix order.
 * Output: counts per band; `missing` counts the NaN pairs, which fall in no band;
 * `total` = n (n − 1) / 2, all pairs; `minPair` and `maxPair` the pairs of lowest and highest
 * r (first in row order on ties), null when no pair has a value.
 */
import { correlationBand } from '../correlation-bands';

export interface CorrelationPair {
  sampleA: string;
  sampleB: string;
  r: number;
}

export interface CorrelationPairs {
  total: number;
  strong: number;
  moderate: number;
  weak: number;
  missing: number;
  minPair: CorrelationPair | null;
  maxPair: CorrelationPair | null;
}

export function correlationPairs(matrix: Float64Array, sampleNames: readonly string[]): CorrelationPairs {
  const n = sampleNames.length;
  if (matrix.length !== n * n) throw new Error(`Expected a ${n} × ${n} matrix, got ${matrix.length} values`);
  const summary: CorrelationPairs = {
    total: (n * (n - 1)) / 2,
    strong: 0,
    moderate: 0,
    weak: 0,
    missing: 0,
    minPair: null,
    maxPair: null,
  };
  const pair = (i: number, j: number, r: number): CorrelationPair => ({
    sampleA: sampleNames[i] as string,
    sampleB: sampleNames[j] as string,
    r,
  });
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const r = matrix[i * n + j] as number;
      const band = correlationBand(r);
      if (band === null) {
        summary.missing++;
        continue;
      }
      summary[band]++;
      if (summary.minPair === null || r < summary.minPair.r) summary.minPair = pair(i, j, r);
      if (summary.maxPair === null || r > summary.maxPair.r) summary.maxPair = pair(i, j, r);
    }
  }
  return summary;
}
