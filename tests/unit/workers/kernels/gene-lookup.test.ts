import { describe, expect, it } from 'vitest';
import { indexFrames, type LookupFrame, lookupGenes } from '../../../../workers/kernels/gene-lookup';

const frame = (genolistId: number, rows: [number, string, string, number, number][]): LookupFrame => ({
  genolistId,
  n: rows.length,
  geneRefId: Int32Array.from(rows.map((r) => r[0])),
  symbols: rows.map((r) => r[1]).join('\n'),
  geneIds: rows.map((r) => r[2]).join('\n'),
  log2fc: Float64Array.from(rows.map((r) => r[3])),
  padj: Float64Array.from(rows.map((r) => r[4])),
});

const index = indexFrames([
  frame(1, [
    [10, 'KLK3', 'ENSG00000142515', 2.5, 1e-20],
    [11, 'KLK2', 'ENSG00000167751', 1.9, 1e-10],
    [12, '', 'ENSG00000999999', Number.NaN, Number.NaN],
    [13, 'AKLK3X', 'ENSG00000000001', 0.1, 0.9],
  ]),
  frame(2, [[10, 'KLK3', 'ENSG00000142515', 0.2, 0.5]]),
]);

describe('finding genes in the saved gene lists', () => {
  it('ranks the exact symbol first (each gene list its own hit, the smaller adjusted p first), then prefixes, then the rest', () => {
    expect(lookupGenes(index, 'klk3', 10).map((h) => [h.symbol, h.genolistId])).toEqual([
      ['KLK3', 1],
      ['KLK3', 2],
      ['AKLK3X', 1],
    ]);
    expect(lookupGenes(index, 'KLK', 10).map((h) => h.symbol)).toEqual(['KLK3', 'KLK2', 'KLK3', 'AKLK3X']);
  });

  it('finds a gene without a symbol by its id, with missing values as null', () => {
    expect(lookupGenes(index, 'ensg00000999999', 10)).toEqual([
      { genolistId: 1, geneRefId: 12, symbol: null, geneId: 'ENSG00000999999', log2fc: null, padj: null },
    ]);
  });

  it('keeps to the limit and finds nothing for blank text or across the symbol and the id', () => {
    expect(lookupGenes(index, 'ENSG', 2)).toHaveLength(2);
    expect(lookupGenes(index, '  ', 10)).toEqual([]);
    expect(lookupGenes(index, '3\tens', 10)).toEqual([]);
  });
});
