import { describe, expect, it } from 'vitest';
import { pickGenes, rowsBySignificance } from '../../../../../src/features/genolists/boxplot/gene-picker';

const frame = {
  n: 5,
  padj: Float64Array.from([0.5, Number.NaN, 1e-10, 0.01, 1e-10]),
  symbol: ['FKBP5', 'FKBP5-AS1', 'KLK3', null, 'TMPRSS2'],
  geneId: ['ENSG1', 'ENSG2', 'ENSG3', 'ENSG4', 'ENSG5'],
  searchKey: ['fkbp5\tensg1', 'fkbp5-as1\tensg2', 'klk3\tensg3', '\tensg4', 'tmprss2\tensg5'],
};

describe('gene picker', () => {
  it('orders genes by adjusted p, ties in file order, missing last', () => {
    expect([...rowsBySignificance(frame)]).toEqual([2, 4, 3, 0, 1]);
  });

  it('offers the first genes by significance without a search', () => {
    const order = rowsBySignificance(frame);
    expect(pickGenes(frame, order, '  ', 2)).toEqual({ rows: [2, 4], total: 5 });
  });

  it('finds by symbol or id, case-insensitively, exact matches first', () => {
    const order = rowsBySignificance(frame);
    expect(pickGenes(frame, order, 'FKBP5', 10)).toEqual({ rows: [0, 1], total: 2 });
    expect(pickGenes(frame, order, 'fkbp5-as', 10).rows).toEqual([1]);
    expect(pickGenes(frame, order, 'ensg', 2)).toEqual({ rows: [2, 4], total: 5 });
    expect(pickGenes(frame, order, 'ensg4', 10).rows).toEqual([3]);
    expect(pickGenes(frame, order, 'nothing', 10)).toEqual({ rows: [], total: 0 });
  });
});
