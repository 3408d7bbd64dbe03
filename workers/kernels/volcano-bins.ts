/**
 * The colour bin of every gene of a volcano or MA plot, as one byte per gene, and how many genes
 * fall in each bin (the legend).
 *
 * Inputs: `log2fc` and `padj` columns of the same length (a missing value is NaN), the adjusted
 * p-value threshold (a gene is significant when padj ≤ it) and the fold-change threshold in log2
 * units (a significant gene is up or down when |log2FC| ≥ it): the rule of
 * `genomics/significance.ts`, as the genes table's filter applies it, so the legend's up and down
 * totals are the table's counts for the same thresholds.
 *
 * Bins:
 * - MISSING: no log2FC; drawn in neither plot.
 * - NO_PADJ: a log2FC but no adjusted p-value (DESeq2's independent filtering); the MA plot draws
 *   it as not significant, the volcano cannot place it.
 * - NOT_SIGNIFICANT: padj above the threshold.
 * - BELOW_FOLD: significant, but |log2FC| under the fold-change threshold.
 * - UP_FIRST + band, DOWN_FIRST + band: significant and beyond the fold-change threshold, by
 *   |log2FC| band (`genomics/fold-bands.ts`): [0, 0.5), [0.5, 1), [1, 1.5), [1.5, 2), [2, 3), [3, ∞).
 * p = 0 (underflow) is the most significant value there is, never a missing one.
 */
import { FOLD_BANDS, foldBand } from '../../genomics/fold-bands';
import { isBeyondFold, isSignificant } from '../../genomics/significance';

export const BIN_MISSING = 0;
export const BIN_NO_PADJ = 1;
export const BIN_NOT_SIGNIFICANT = 2;
export const BIN_BELOW_FOLD = 3;
export const BIN_UP_FIRST = 4;
export const BIN_DOWN_FIRST = 10;
/** The bands of the up and down bins, for the plots' colours and legend. */
export { FOLD_BANDS };
export const BIN_COUNT = BIN_DOWN_FIRST + FOLD_BANDS.length;

export interface VolcanoThresholds {
  /** Significant when padj ≤ maxPadj. */
  maxPadj: number;
  /** Up or down when |log2FC| ≥ minAbsLog2fc (log2 units, e.g. log2(1.5)). */
  minAbsLog2fc: number;
}

export interface VolcanoBins {
  bins: Uint8Array;
  /** Genes per bin, indexed by bin. */
  counts: Uint32Array;
}

export function volcanoBins(
  log2fc: Float64Array,
  padj: Float64Array,
  { maxPadj, minAbsLog2fc }: VolcanoThresholds,
): VolcanoBins {
  const n = log2fc.length;
  const bins = new Uint8Array(n);
  const counts = new Uint32Array(BIN_COUNT);
  for (let i = 0; i < n; i++) {
    const fold = log2fc[i] as number;
    const p = padj[i] as number;
    let bin: number;
    if (Number.isNaN(fold)) bin = BIN_MISSING;
    else if (Number.isNaN(p)) bin = BIN_NO_PADJ;
    else if (!isSignificant(p, maxPadj)) bin = BIN_NOT_SIGNIFICANT;
    else if (!isBeyondFold(fold, minAbsLog2fc) || fold === 0) bin = BIN_BELOW_FOLD;
    else bin = (fold > 0 ? BIN_UP_FIRST : BIN_DOWN_FIRST) + foldBand(Math.abs(fold));
    bins[i] = bin;
    counts[bin] = (counts[bin] as number) + 1;
  }
  return { bins, counts };
}

/** Significant genes beyond the fold change, up and down: the sums of the up and down bins. */
export function regulationCounts(counts: Uint32Array): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (let band = 0; band < FOLD_BANDS.length; band++) {
    up += counts[BIN_UP_FIRST + band] as number;
    down += counts[BIN_DOWN_FIRST + band] as number;
  }
  return { up, down };
}
