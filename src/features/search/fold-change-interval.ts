import { normalUpperQuantile } from '../../../genomics/normal-quantile';

/**
 * The 95 % confidence interval of a gene's log2 fold change in one genolist, for the gene's
 * forest plot. No genolist keeps the fold change's standard error (DESeq2's lfcSE, limma's
 * t-statistic are not among a results file's columns), so the interval comes from the p-value
 * the method reported, under the normal approximation a Wald test makes:
 *
 *   SE = |log2FC| / z, with z = Φ⁻¹(1 − p/2), and the interval log2FC ± Φ⁻¹(0.975) · SE.
 *
 * The p-value is the unadjusted one: the adjusted p answers a different question (how many
 * calls are false), and would widen the interval for every gene tested beside it. A p of 1 (no
 * evidence: the interval would be infinite), a missing p or fold change gives no interval; a p
 * of 0 (below the smallest double) gives a zero-width one at the fold change.
 */

/** Φ⁻¹(0.975), R's `qnorm(0.975)`. */
export const Z_95 = normalUpperQuantile(0.025);

export interface FoldChangeInterval {
  low: number;
  high: number;
}

export function foldChangeInterval(log2fc: number | null, pvalue: number | null): FoldChangeInterval | null {
  if (log2fc === null || pvalue === null || !Number.isFinite(log2fc)) return null;
  if (!(pvalue >= 0 && pvalue < 1)) return null;
  const z = normalUpperQuantile(pvalue / 2);
  const half = z === Number.POSITIVE_INFINITY ? 0 : (Z_95 * Math.abs(log2fc)) / z;
  return { low: log2fc - half, high: log2fc + half };
}
