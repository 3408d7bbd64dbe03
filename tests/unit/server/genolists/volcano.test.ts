import { describe, expect, it } from 'vitest';
import type { FrameColumns } from '../../../../server/genolists/frame';
import { volcanoMaData } from '../../../../server/genolists/volcano';

const frame: FrameColumns = {
  genolist_id: 3,
  n: 5,
  gene_ref_id: [10, 11, 12, 13, 14],
  gene_id: ['G0', 'G1', 'G2', 'G3', 'G4'],
  symbol: ['A', null, 'C', 'D', 'E'],
  base_mean: [1000, 10, 0, 5, 0],
  ave_log_expr: [null, null, null, null, null],
  log2fc: [3, -2, 0.5, null, 1],
  pvalue: [0, 1e-4, 0.2, null, 0.5],
  padj: [0, 1e-3, 0.4, null, null],
};

describe('volcanoMaData', () => {
  it('keeps genes with log2FC and padj, flags padj = 0 and counts the others', () => {
    const data = volcanoMaData(frame);
    expect(data.counts).toEqual({ total: 5, plotted: 3, missing_pvalue: 2, p_zero: 1 });
    expect(data.gene_id).toEqual(['G0', 'G1', 'G2']);
    expect(data.gene_ref_id).toEqual([10, 11, 12]);
    expect(data.symbol).toEqual(['A', null, 'C']);
    expect(data.log2fc).toEqual([3, -2, 0.5]);
    expect(data.p_zero).toEqual([true, false, false]);
    expect(data.minus_log10_padj[0]).toBeNull();
    expect(data.minus_log10_padj[1]).toBeCloseTo(3, 12);
    expect(data.minus_log10_padj[2]).toBeCloseTo(-Math.log10(0.4), 12);
    expect(data.max_minus_log10_padj).toBeCloseTo(3, 12);
  });

  it('uses log10(baseMean) for DESeq2 results, null where baseMean is 0', () => {
    const data = volcanoMaData(frame);
    expect(data.ma_x_kind).toBe('log10_base_mean');
    expect(data.ma_x).toEqual([3, 1, null]);
  });

  it("uses edgeR's or limma's average log expression when present", () => {
    const data = volcanoMaData({ ...frame, ave_log_expr: [7, 6, 5, 4, 3] });
    expect(data.ma_x_kind).toBe('ave_log_expr');
    expect(data.ma_x).toEqual([7, 6, 5]);
  });

  it('handles an empty list and a list of only p = 0', () => {
    const empty = volcanoMaData({
      ...frame,
      n: 0,
      gene_ref_id: [],
      gene_id: [],
      symbol: [],
      base_mean: [],
      ave_log_expr: [],
      log2fc: [],
      pvalue: [],
      padj: [],
    });
    expect(empty.counts).toEqual({ total: 0, plotted: 0, missing_pvalue: 0, p_zero: 0 });
    expect(empty.max_minus_log10_padj).toBeNull();
    const zeros = volcanoMaData({ ...frame, padj: [0, 0, 0, 0, 0], log2fc: [1, 1, 1, 1, 1] });
    expect(zeros.counts.p_zero).toBe(5);
    expect(zeros.max_minus_log10_padj).toBeNull();
  });
});
