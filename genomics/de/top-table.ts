/**
 * limma's `topTable(fit, number = Inf, sort.by = "none")` for one contrast, and R's
 * `p.adjust(p, "BH")` under it.
 *
 * Input: the contrast fit and its moderated statistics, gene for gene. Output: the table's
 * columns in gene order: logFC (log2), AveExpr (mean log2-CPM), t, P.Value, adj.P.Val
 * (Benjamini–Hochberg over the genes that have a p-value), B (log-odds). A gene without an
 * estimate has NaN in every column but AveExpr, and takes no part in the adjustment.
 */
import type { ContrastFit } from './contrasts-fit';
import type { ModeratedFit } from './ebayes';

export interface TopTable {
  logFC: Float64Array;
  aveExpr: Float64Array;
  t: Float64Array;
  pValue: Float64Array;
  adjPValue: Float64Array;
  b: Float64Array;
}

/** Benjamini–Hochberg adjusted p-values; NaN stays NaN and is not counted in n. */
export function adjustBH(p: Float64Array): Float64Array {
  const present: number[] = [];
  for (let i = 0; i < p.length; i++) if (!Number.isNaN(p[i] as number)) present.push(i);
  const n = present.length;
  const adjusted = new Float64Array(p.length).fill(Number.NaN);
  // order(p, decreasing = TRUE), ties in their order; then cummin(n / i * p) down the ranks.
  const order = present.slice().sort((a, b) => (p[b] as number) - (p[a] as number) || a - b);
  let running = Number.POSITIVE_INFINITY;
  for (const [k, gene] of order.entries()) {
    const value = (n / (n - k)) * (p[gene] as number);
    if (value < running) running = value;
    adjusted[gene] = Math.min(1, running);
  }
  return adjusted;
}

export function topTable(fit: ContrastFit, moderated: ModeratedFit): TopTable {
  return {
    logFC: fit.coefficient,
    aveExpr: fit.amean,
    t: moderated.t,
    pValue: moderated.pValue,
    adjPValue: adjustBH(moderated.pValue),
    b: moderated.lods,
  };
}
