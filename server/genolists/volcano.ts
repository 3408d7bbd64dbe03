import type { FrameColumns } from './frame';

/**
 * Volcano and MA plot data from a genolist's frame columns: one set of arrays for both plots.
 *
 * Input: the frame (file order; null = missing). Output: the genes that have both a log2 fold
 * change and an adjusted p-value, in file order, with
 * - `minus_log10_padj` = −log10(padj); for padj = 0 (numerical underflow) it is null and
 *   `p_zero` is true, so the client draws the gene at the top of the plot (above
 *   `max_minus_log10_padj`, the largest finite value) rather than dropping it;
 * - `ma_x`, the MA plot's x: log10(baseMean) for DESeq2 results (null where baseMean ≤ 0),
 *   or the average log expression edgeR (logCPM) and limma (AveExpr) report
 *   (`ma_x_kind` says which).
 * Genes missing log2FC or padj (DESeq2's all-zero and independently filtered genes) are left
 * out and counted in `counts.missing_pvalue`.
 */

export interface VolcanoMaData {
  genolist_id: number;
  ma_x_kind: 'log10_base_mean' | 'ave_log_expr';
  counts: { total: number; plotted: number; missing_pvalue: number; p_zero: number };
  max_minus_log10_padj: number | null;
  gene_ref_id: number[];
  gene_id: string[];
  symbol: (string | null)[];
  log2fc: number[];
  minus_log10_padj: (number | null)[];
  p_zero: boolean[];
  ma_x: (number | null)[];
}

export function volcanoMaData(frame: FrameColumns): VolcanoMaData {
  const useAverage = frame.ave_log_expr.some((v) => v !== null);
  const out: VolcanoMaData = {
    genolist_id: frame.genolist_id,
    ma_x_kind: useAverage ? 'ave_log_expr' : 'log10_base_mean',
    counts: { total: frame.n, plotted: 0, missing_pvalue: 0, p_zero: 0 },
    max_minus_log10_padj: null,
    gene_ref_id: [],
    gene_id: [],
    symbol: [],
    log2fc: [],
    minus_log10_padj: [],
    p_zero: [],
    ma_x: [],
  };
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < frame.n; i++) {
    const lfc = frame.log2fc[i];
    const padj = frame.padj[i];
    if (lfc === null || lfc === undefined || padj === null || padj === undefined) {
      out.counts.missing_pvalue++;
      continue;
    }
    out.gene_ref_id.push(frame.gene_ref_id[i] as number);
    out.gene_id.push(frame.gene_id[i] as string);
    out.symbol.push(frame.symbol[i] ?? null);
    out.log2fc.push(lfc);
    if (padj === 0) {
      out.counts.p_zero++;
      out.minus_log10_padj.push(null);
      out.p_zero.push(true);
    } else {
      const y = -Math.log10(padj);
      if (y > max) max = y;
      out.minus_log10_padj.push(y);
      out.p_zero.push(false);
    }
    if (useAverage) out.ma_x.push(frame.ave_log_expr[i] ?? null);
    else {
      const baseMean = frame.base_mean[i];
      out.ma_x.push(
        baseMean !== null && baseMean !== undefined && baseMean > 0 ? Math.log10(baseMean) : null,
      );
    }
  }
  out.counts.plotted = out.gene_id.length;
  out.max_minus_log10_padj = Number.isFinite(max) ? max : null;
  return out;
}
