/**
 * Differentially expressed gene counts of a results table, whatever its dialect (DESeq2
 * log2FoldChange / padj, edgeR logFC / FDR, limma logFC / adj.P.Val: the caller passes the
 * columns).
 *
 * A gene is called with the rule of `genomics/significance.ts` (padj ≤ cutoff and |log2FC| ≥
 * log2(fold-change cutoff); missing values never called, p = 0 a valid, very small p-value); it
 * is up when log2FC > 0, down when log2FC < 0. A gene without padj or log2FC is kept in the
 * table but counted in no call.
 *
 * Input: per gene, log2 fold change, p-value and adjusted p-value (Float64Array, NaN =
 * missing), all of one length. Fold-change cutoffs are linear (1.5 means ×1.5 either way).
 * - `degCounts`: {pos, neg, total} with a genolist's own cutoffs (`total` = pos + neg, except
 *   that with a fold-change cutoff of 1 a log2FC of exactly 0 is in total only).
 * - `significantCounts`: the import summary the R reference reports: rows, missing padj and
 *   p-values, p-values of 0, padj ≤ 0.05, and up / down / total at each fold change.
 */
import { isCalled, minAbsLog2fc as log2Cutoff } from '../../../genomics/significance';
import type { ResultsTable } from '../archive-types';

export interface DegCounts {
  pos: number;
  neg: number;
  total: number;
}

export interface SignificantCounts {
  nRows: number;
  nPadjMissing: number;
  nPvalueMissing: number;
  nPvalueZero: number;
  nPadjLe005: number;
  byFoldChange: { foldChange: number; up: number; down: number; total: number }[];
}

export function degCounts(
  log2fc: Float64Array,
  padj: Float64Array,
  pCutoff: number,
  fcCutoff: number,
): DegCounts {
  if (log2fc.length !== padj.length) {
    throw new Error(`log2FC and padj differ in length (${log2fc.length} and ${padj.length})`);
  }
  if (!(fcCutoff > 0)) throw new Error(`The fold-change cutoff must be positive, got ${fcCutoff}`);
  const minAbsLog2fc = log2Cutoff(fcCutoff);
  const counts: DegCounts = { pos: 0, neg: 0, total: 0 };
  for (let g = 0; g < log2fc.length; g++) {
    const lfc = log2fc[g] as number;
    if (!isCalled(lfc, padj[g] as number, pCutoff, minAbsLog2fc)) continue;
    counts.total++;
    if (lfc > 0) counts.pos++;
    else if (lfc < 0) counts.neg++;
  }
  return counts;
}

export function significantCounts(
  table: Pick<ResultsTable, 'log2fc' | 'pvalue' | 'padj'>,
  foldChanges: readonly number[] = [1.2, 1.5, 2],
): SignificantCounts {
  const { log2fc, pvalue, padj } = table;
  if (pvalue.length !== padj.length) {
    throw new Error(`p-values and padj differ in length (${pvalue.length} and ${padj.length})`);
  }
  let nPadjMissing = 0;
  let nPvalueMissing = 0;
  let nPvalueZero = 0;
  let nPadjLe005 = 0;
  for (let g = 0; g < padj.length; g++) {
    const q = padj[g] as number;
    const p = pvalue[g] as number;
    if (Number.isNaN(q)) nPadjMissing++;
    else if (q <= 0.05) nPadjLe005++;
    if (Number.isNaN(p)) nPvalueMissing++;
    else if (p === 0) nPvalueZero++;
  }
  return {
    nRows: padj.length,
    nPadjMissing,
    nPvalueMissing,
    nPvalueZero,
    nPadjLe005,
    byFoldChange: foldChanges.map((foldChange) => {
      const { pos, neg, total } = degCounts(log2fc, padj, 0.05, foldChange);
      return { foldChange, up: pos, down: neg, total };
    }),
  };
}
