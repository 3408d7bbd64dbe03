import type { GeneFrame } from '../gene-frame';

/**
 * The expression distribution bars: the significant genes (adjusted p ≤ 0.05;
 * a missing padj is not significant) counted by |log2FC| band, up (log2FC > 0) and down
 * (log2FC < 0) apart. Bands are closed below, open above: [0, 0.5), [0.5, 1), [1, 1.5),
 * [1.5, 2), [2, 3), [3, ∞). A log2FC of exactly 0 or missing is in neither direction.
 */

export const FOLD_BAND_BOUNDARIES = [0.5, 1, 1.5, 2, 3] as const;
export const SIGNIFICANT_PADJ = 0.05;

export interface FoldBand {
  /** Lower bound of |log2FC|, inclusive. */
  from: number;
  /** Upper bound, exclusive; null for the last, open band. */
  to: number | null;
  up: number;
  down: number;
}

export function foldBandIndex(absLog2fc: number): number {
  let band = 0;
  while (band < FOLD_BAND_BOUNDARIES.length && absLog2fc >= (FOLD_BAND_BOUNDARIES[band] as number)) band++;
  return band;
}

export function foldDistribution(frame: Pick<GeneFrame, 'n' | 'log2fc' | 'padj'>): FoldBand[] {
  const bands: FoldBand[] = [0, ...FOLD_BAND_BOUNDARIES].map((from, index) => ({
    from,
    to: FOLD_BAND_BOUNDARIES[index] ?? null,
    up: 0,
    down: 0,
  }));
  for (let row = 0; row < frame.n; row++) {
    const padj = frame.padj[row] as number;
    const fold = frame.log2fc[row] as number;
    if (!(padj <= SIGNIFICANT_PADJ) || !(fold !== 0) || Number.isNaN(fold)) continue;
    const band = bands[foldBandIndex(Math.abs(fold))] as FoldBand;
    if (fold > 0) band.up++;
    else band.down++;
  }
  return bands;
}
