/**
 * The significant-gene rule, the one every count, filter, colour and export of the application
 * uses (the import's DEG counts, the gene index, the genes table, the volcano and MA plots, the
 * downloads, the offline search), on the server, in the workers and on the page.
 *
 * A gene is called at a p-value cutoff and a fold-change cutoff when
 *   padj ≤ p-value cutoff  and  |log2FC| ≥ log2(fold-change cutoff);
 * both boundaries are included. It goes up when log2FC > 0 and down when log2FC < 0; a log2FC of
 * exactly 0 goes neither way. Fold-change cutoffs are linear (1.5 means ×1.5 either way).
 *
 * Missing values are NaN (or null where a caller holds nulls) and are never called: a gene without
 * padj (DESeq2's independent filtering, all-zero genes) or without log2FC fails every comparison.
 * A p-value of exactly 0 (numerical underflow) is the smallest p-value there is, so it passes.
 *
 * The functions are tiny on purpose: the kernels call them once per gene in their hot loops, where
 * V8 inlines them. The SQL form of the same rule is `server/genolists/called-sql.ts`.
 */

/** The |log2FC| threshold of a linear fold-change cutoff (1.5 → log2 1.5 ≈ 0.585). */
export function minAbsLog2fc(foldChangeCutoff: number): number {
  return Math.log2(foldChangeCutoff);
}

/** padj ≤ maxPadj; false for a missing padj (`!(NaN <= x)`). */
export function isSignificant(padj: number, maxPadj: number): boolean {
  return padj <= maxPadj;
}

/** |log2FC| ≥ minAbs (log2 units); false for a missing log2FC. */
export function isBeyondFold(log2fc: number, minAbs: number): boolean {
  return Math.abs(log2fc) >= minAbs;
}

/** Called: significant and beyond the fold-change threshold (log2 units). */
export function isCalled(log2fc: number, padj: number, maxPadj: number, minAbs: number): boolean {
  return padj <= maxPadj && Math.abs(log2fc) >= minAbs;
}

export type Direction = 'up' | 'down' | null;

/** Up for log2FC > 0, down for log2FC < 0; null for 0 or a missing value. */
export function directionOf(log2fc: number | null | undefined): Direction {
  if (log2fc === null || log2fc === undefined) return null;
  return log2fc > 0 ? 'up' : log2fc < 0 ? 'down' : null;
}

/** A genolist's cutoffs, as it stores them (a linear fold change). */
export interface Cutoffs {
  pvalue_cutoff: number;
  fold_change_cutoff: number;
}

/** Whether a gene is called at a genolist's cutoffs; a null or missing value is never called. */
export function isCalledAt(
  log2fc: number | null | undefined,
  padj: number | null | undefined,
  cutoffs: Cutoffs,
): boolean {
  if (log2fc === null || log2fc === undefined || padj === null || padj === undefined) return false;
  return isCalled(log2fc, padj, cutoffs.pvalue_cutoff, minAbsLog2fc(cutoffs.fold_change_cutoff));
}

export type SignificanceStars = '***' | '**' | '*' | 'ns';

/**
 * The stars of an adjusted p-value: below 0.001 '***', below 0.01 '**', below 0.05 '*',
 * otherwise (or missing, or not finite) 'ns'. Strictly below, unlike the called rule.
 */
export function significanceStars(p: number | null | undefined): SignificanceStars {
  if (typeof p !== 'number' || !Number.isFinite(p)) return 'ns';
  if (p < 0.001) return '***';
  if (p < 0.01) return '**';
  if (p < 0.05) return '*';
  return 'ns';
}
