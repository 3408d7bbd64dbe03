import { describe, expect, it } from 'vitest';
import {
  type ApiGenolistFrame,
  packGeneFrame,
  textColumnsOf,
  toGeneFrame,
  unpackGeneFrame,
  valueAt,
} from '../../../../src/features/genolists/gene-frame';

/** The API's frame as typed columns (the kernels' tests are in kernels-genes-*.test.ts). Six genes covering the awkward cases: p = 0, missing padj, missing log2FC, no symbol. */
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

describe('packGeneFrame and unpackGeneFrame', () => {
  it('store the text columns once, without the search keys, and give the same frame back', () => {
    const packed = packGeneFrame(frame);
    expect(packed.symbols).toBe('ATF3\nFKBP5\n\nsat1\nKLK3\nTMPRSS2');
    expect(packed).not.toHaveProperty('searchKeys');
    const back = unpackGeneFrame(packed);
    expect(back.symbol).toEqual(frame.symbol);
    expect(back.geneId).toEqual(frame.geneId);
    expect(back.searchKey).toEqual(frame.searchKey);
    // What the genes worker is sent is the stored strings, not joined again.
    expect(textColumnsOf(back).geneIds).toBe(packed.geneIds);
  });

  it('open a frame stored with its search keys, as saved before they were dropped', () => {
    const earlier = { ...packGeneFrame(frame), searchKeys: 'atf3\tensg01' };
    expect(unpackGeneFrame(earlier).searchKey[5]).toBe('tmprss2\tensg06');
  });
});
