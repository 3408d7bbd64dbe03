import { describe, expect, it } from 'vitest';
import {
  countRegulation,
  type GeneCriteria,
  normaliseSearch,
  pageOf,
  pageTotal,
  selectGenes,
  sortOrder,
} from '../../src/features/genolists/gene-filter';
import { type ApiGenolistFrame, toGeneFrame, valueAt } from '../../src/features/genolists/gene-frame';

/** Six genes covering the awkward cases: p = 0, missing padj, missing log2FC, no symbol. */
const api: ApiGenolistFrame = {
  genolist_id: 7,
  n: 6,
  gene_ref_id: [11, 12, 13, 14, 15, 16],
  gene_id: ['ENSG01', 'ENSG02', 'ENSG03', 'ENSG04', 'ENSG05', 'ENSG06'],
  symbol: ['ATF3', 'FKBP5', null, 'sat1', 'KLK3', 'TMPRSS2'],
  base_mean: [1206.33, 1061.16, 0, 1878.22, 50, 900],
  ave_log_expr: [null, null, null, null, null, null],
  log2fc: [3.39, 4.96, null, -2.75, 0.3, -0.5],
  pvalue: [0, 0, null, 1e-257, 0.2, 0.001],
  padj: [0, 0, null, 7e-254, null, 0.04],
};
const frame = toGeneFrame(api);
const all = sortOrder(frame, 'padj', 'asc');
const none: GeneCriteria = { maxPadj: null, minAbsLog2fc: null, regulation: 'all', search: '' };

describe('toGeneFrame', () => {
  it('keeps missing values as NaN, p = 0 as 0, and picks the base mean column of DESeq2 results', () => {
    expect(frame.n).toBe(6);
    expect(frame.expressionKind).toBe('base_mean');
    expect(valueAt(frame.padj, 2)).toBeNull();
    expect(valueAt(frame.pvalue, 0)).toBe(0);
    expect(Number.isNaN(frame.log2fc[2])).toBe(true);
    expect(frame.searchKey[3]).toBe('sat1\tensg04');
    expect(frame.searchKey[2]).toBe('\tensg03');
  });

  it('uses the average log expression for edgeR and limma results', () => {
    const edger = toGeneFrame({
      ...api,
      base_mean: api.base_mean.map(() => null),
      ave_log_expr: [1, 2, 3, 4, 5, 6],
    });
    expect(edger.expressionKind).toBe('ave_log_expr');
    expect(valueAt(edger.expression, 5)).toBe(6);
  });
});

describe('selectGenes', () => {
  it('applies the default filter: padj ≤ 0.05 and |log2FC| ≥ log2(1.5); missing padj never passes', () => {
    const rows = selectGenes(frame, all, { ...none, maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
    expect([...rows]).toEqual([0, 1, 3]);
    expect(countRegulation(frame, rows)).toEqual({ up: 2, down: 1 });
  });

  it('keeps rows with missing values when no filter asks for them', () => {
    expect(selectGenes(frame, all, none)).toHaveLength(6);
    expect([...selectGenes(frame, all, { ...none, maxPadj: 0.05 })]).toEqual([0, 1, 3, 5]);
  });

  it('filters by regulation: up is log2FC > 0, down < 0, missing is neither', () => {
    expect([...selectGenes(frame, all, { ...none, regulation: 'up' })].sort()).toEqual([0, 1, 4]);
    expect([...selectGenes(frame, all, { ...none, regulation: 'down' })].sort()).toEqual([3, 5]);
  });

  it('searches symbol and gene id case-insensitively, as a substring', () => {
    expect([...selectGenes(frame, all, { ...none, search: normaliseSearch('  Fkbp ') })]).toEqual([1]);
    expect([...selectGenes(frame, all, { ...none, search: normaliseSearch('ensg03') })]).toEqual([2]);
    expect([...selectGenes(frame, all, { ...none, search: normaliseSearch('SAT1') })]).toEqual([3]);
    expect(selectGenes(frame, all, { ...none, search: 'zzz' })).toHaveLength(0);
  });

  it('keeps the order it is given', () => {
    const byFold = sortOrder(frame, 'log2fc', 'desc');
    expect([...selectGenes(frame, byFold, { ...none, maxPadj: 0.05 })]).toEqual([1, 0, 5, 3]);
  });
});

describe('sortOrder', () => {
  it('sorts p-values ascending with p = 0 first, ties in file order, missing last', () => {
    expect([...sortOrder(frame, 'padj', 'asc')]).toEqual([0, 1, 3, 5, 2, 4]);
  });

  it('puts missing values last in descending order too', () => {
    expect([...sortOrder(frame, 'padj', 'desc')]).toEqual([5, 3, 0, 1, 2, 4]);
    expect([...sortOrder(frame, 'log2fc', 'asc')]).toEqual([3, 5, 4, 0, 1, 2]);
  });

  it('sorts symbols case-insensitively, genes without a symbol last', () => {
    expect([...sortOrder(frame, 'symbol', 'asc')]).toEqual([0, 1, 4, 3, 5, 2]);
    expect([...sortOrder(frame, 'symbol', 'desc')]).toEqual([5, 3, 4, 1, 0, 2]);
    expect([...sortOrder(frame, 'gene_id', 'desc')]).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('sorts by the expression column', () => {
    expect([...sortOrder(frame, 'expression', 'desc')]).toEqual([3, 0, 1, 5, 4, 2]);
  });
});

describe('paging', () => {
  const rows = Uint32Array.from({ length: 45 }, (_, i) => i);
  it('slices 1-based pages and clamps the page', () => {
    expect(pageTotal(45, 20)).toBe(3);
    expect(pageTotal(0, 20)).toBe(1);
    expect([...pageOf(rows, 3, 20)]).toEqual([40, 41, 42, 43, 44]);
    expect([...pageOf(rows, 9, 20)]).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(rows, 0, 20)[0]).toBe(0);
  });
});

describe('a genolist of 60,000 genes', () => {
  it('filters and searches in one pass without building row objects', () => {
    const n = 60_000;
    const big = toGeneFrame({
      genolist_id: 1,
      n,
      gene_ref_id: Array.from({ length: n }, (_, i) => i),
      gene_id: Array.from({ length: n }, (_, i) => `ENSG${String(i).padStart(11, '0')}`),
      symbol: Array.from({ length: n }, (_, i) => (i % 10 === 0 ? null : `G${i}`)),
      base_mean: Array.from({ length: n }, (_, i) => i),
      ave_log_expr: Array.from({ length: n }, () => null),
      log2fc: Array.from({ length: n }, (_, i) => (i % 7 === 0 ? null : Math.sin(i) * 3)),
      pvalue: Array.from({ length: n }, (_, i) => (i % 5 === 0 ? null : (i % 1000) / 1000)),
      padj: Array.from({ length: n }, (_, i) => (i % 3 === 0 ? null : (i % 1000) / 1000)),
    });
    const order = sortOrder(big, 'padj', 'asc');
    const started = performance.now();
    const rows = selectGenes(big, order, {
      maxPadj: 0.05,
      minAbsLog2fc: Math.log2(1.5),
      regulation: 'all',
      search: 'g1',
    });
    expect(performance.now() - started).toBeLessThan(200);
    for (const row of rows) {
      expect(big.padj[row]).toBeLessThanOrEqual(0.05);
      expect(Math.abs(big.log2fc[row] as number)).toBeGreaterThanOrEqual(Math.log2(1.5));
      expect(big.searchKey[row]).toContain('g1');
    }
    expect(rows.length).toBeGreaterThan(0);
  });
});
