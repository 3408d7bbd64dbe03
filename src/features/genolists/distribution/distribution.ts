import { FOLD_BANDS, foldBand } from '../../../../genomics/fold-bands';
import { isSignificant } from '../../../../genomics/significance';
import type { GeneFrame } from '../gene-frame';

/**
 * The expression distribution bars: the significant genes (adjusted p ≤ 0.05; a missing padj is
 * not significant) counted by |log2FC| band (`genomics/fold-bands.ts`), up (log2FC > 0) and down
 * (log2FC < 0) apart. A log2FC of exactly 0 or missing is in neither direction.
 */

const SIGNIFICANT_PADJ = 0.05;

export interface FoldBand {
  /** Lower bound of |log2FC|, inclusive. */
  from: number;
  /** Upper bound, exclusive; null for the last, open band. */
  to: number | null;
  up: number;
  down: number;
}

export function foldDistribution(frame: Pick<GeneFrame, 'n' | 'log2fc' | 'padj'>): FoldBand[] {
  const bands: FoldBand[] = FOLD_BANDS.map((from, index) => ({
    from,
    to: FOLD_BANDS[index + 1] ?? null,
    up: 0,
    down: 0,
  }));
  for (let row = 0; row < frame.n; row++) {
    const padj = frame.padj[row] as number;
    const fold = frame.log2fc[row] as number;
    if (!isSignificant(padj, SIGNIFICANT_PADJ) || !(fold !== 0) || Number.isNaN(fold)) continue;
    const band = bands[foldBand(Math.abs(fold))] as FoldBand;
    if (fold > 0) band.up++;
    else band.down++;
  }
  return bands;
}
