import { isSignificant } from '../../genomics/significance';

/** The significance threshold of the heatmap's genes (tests/fixtures/reference_SLC001.json `definitions.heatmap`). */
export const TOP_DEGS_MAX_PADJ = 0.05;

/**
 * The `count` most changed significant genes: padj ≤ 0.05 (a missing padj is not significant;
 * p = 0 is), ordered by |log2FC| descending, ties in file order; a missing log2FC comes last.
 * Answers row indices, at most `count`.
 */
export function topDegs(log2fc: Float64Array, padj: Float64Array, count: number): Uint32Array {
  const rows: number[] = [];
  for (let i = 0; i < padj.length; i++) if (isSignificant(padj[i] as number, TOP_DEGS_MAX_PADJ)) rows.push(i);
  const size = (i: number) => {
    const value = Math.abs(log2fc[i] as number);
    return Number.isNaN(value) ? -1 : value;
  };
  rows.sort((a, b) => size(b) - size(a) || a - b);
  return Uint32Array.from(rows.slice(0, Math.max(0, count)));
}
