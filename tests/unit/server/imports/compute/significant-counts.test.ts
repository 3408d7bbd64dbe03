import { describe, expect, it } from 'vitest';
import { degCounts, significantCounts } from '../../../../../server/imports/compute/significant-counts';

// 8 genes: called or not depending on the cutoffs; NaN is a missing value.
const log2fc = Float64Array.from([1, -1, 0.5, Number.NaN, 2, -3, 0.2, 0]);
const padj = Float64Array.from([0.05, 0.01, 0.01, 0.01, Number.NaN, 0.051, 0, 0.01]);
const pvalue = Float64Array.from([0.001, 0.0001, 0.001, 0.001, 0.2, 0.01, 0, Number.NaN]);

describe('degCounts', () => {
  it('calls padj ≤ cutoff and |log2FC| ≥ log2(fold change), bounds included', () => {
    expect(degCounts(log2fc, padj, 0.05, 2)).toEqual({ pos: 1, neg: 1, total: 2 });
    expect(degCounts(log2fc, padj, 0.05, 1.2)).toEqual({ pos: 2, neg: 1, total: 3 });
    expect(degCounts(log2fc, padj, 0.06, 2)).toEqual({ pos: 1, neg: 2, total: 3 });
  });

  it('counts a log2FC of exactly 0 in total only, with a fold-change cutoff of 1', () => {
    expect(degCounts(log2fc, padj, 0.05, 1)).toEqual({ pos: 3, neg: 1, total: 5 });
  });

  it('refuses mismatched columns and a fold-change cutoff that is not positive', () => {
    expect(() => degCounts(log2fc, padj.subarray(1), 0.05, 2)).toThrow('differ in length');
    expect(() => degCounts(log2fc, padj, 0.05, 0)).toThrow('must be positive');
  });
});

describe('significantCounts', () => {
  it('reports missing values, zero p-values and calls at each fold change', () => {
    expect(significantCounts({ log2fc, pvalue, padj })).toEqual({
      nRows: 8,
      nPadjMissing: 1,
      nPvalueMissing: 1,
      nPvalueZero: 1,
      nPadjLe005: 6,
      byFoldChange: [
        { foldChange: 1.2, up: 2, down: 1, total: 3 },
        { foldChange: 1.5, up: 1, down: 1, total: 2 },
        { foldChange: 2, up: 1, down: 1, total: 2 },
      ],
    });
  });
});
