/**
 * The genes table's kernels (filter, sort, page), as the genes worker and the main thread run
 * them, on six genes covering the awkward cases: p = 0, missing padj, missing log2FC, no symbol.
 */
import { describe, expect, it } from 'vitest';
import { toGeneFrame } from '../../../../src/features/genolists/gene-frame';
import {
  countRegulation,
  type GeneColumns,
  type GeneCriteria,
  normaliseSearch,
  searchKeysOfLines,
  selectGenes,
  withNames,
} from '../../../../workers/kernels/genes-filter';
import { sortOrder } from '../../../../workers/kernels/genes-sort';
import { pageOf, pageTotal } from '../../../../workers/kernels/page';

const frame = toGeneFrame({
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
});
const all = sortOrder(frame, 'padj', 'asc');
const none: GeneCriteria = { maxPadj: null, minAbsLog2fc: null, regulation: 'all', search: '' };

describe('searchKeysOfLines', () => {
  it('keys each row as its symbol and gene id in lower case, an empty symbol as nothing', () => {
    expect(searchKeysOfLines('ATF3\n\nΣΟΦΙΑΣ', 'ENSG01\nENSG02\nId3', 3)).toEqual([
      'atf3\tensg01',
      '\tensg02',
      'σοφιας\tid3',
    ]);
    expect(searchKeysOfLines('', '', 0)).toEqual([]);
  });

  it('gives the keys of the frame the server sent, case by case', () => {
    const symbols = frame.symbol.map((name) => name ?? '').join('\n');
    const keys = searchKeysOfLines(symbols, frame.geneId.join('\n'), frame.n);
    expect(keys).toEqual(frame.geneId.map((id, i) => `${frame.symbol[i] ?? ''}\t${id}`.toLowerCase()));
  });
});

describe('selectGenes', () => {
  it('applies the default filter: padj ≤ 0.05 and |log2FC| ≥ log2(1.5); missing padj never passes', () => {
    const rows = selectGenes(frame, all, { ...none, maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
    expect([...rows]).toEqual([0, 1, 3]);
    expect(countRegulation(frame.log2fc, rows)).toEqual({ up: 2, down: 1 });
  });

  it('lets p = 0 pass the strictest threshold', () => {
    expect([...selectGenes(frame, all, { ...none, maxPadj: 0 })]).toEqual([0, 1]);
  });

  it('keeps rows with missing values when no filter asks for them', () => {
    expect(selectGenes(frame, all, none)).toHaveLength(6);
    expect([...selectGenes(frame, all, { ...none, maxPadj: 0.05 })]).toEqual([0, 1, 3, 5]);
  });

  it('never lets a missing log2FC pass a fold-change filter', () => {
    expect([...selectGenes(frame, all, { ...none, minAbsLog2fc: 0 })]).toEqual([0, 1, 3, 5, 4]);
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

  it('answers an Uint32Array sized to the matches', () => {
    const rows = selectGenes(frame, all, { ...none, regulation: 'down' });
    expect(rows).toBeInstanceOf(Uint32Array);
    expect(rows.buffer.byteLength).toBe(2 * Uint32Array.BYTES_PER_ELEMENT);
  });
});

describe('searching names', () => {
  // As the gene-names answer is joined: one line a row, in frame order, '' for no name.
  const names = [
    'activating transcription factor 3',
    'FKBP prolyl isomerase 5',
    '',
    'Spermidine/Spermine N1-acetyltransferase 1',
    'kallikrein related peptidase 3',
    'transmembrane serine protease 2',
  ].join('\n');
  const named = withNames(frame, names);
  const search = (columns: GeneColumns, text: string) => [
    ...selectGenes(columns, all, { ...none, search: normaliseSearch(text) }),
  ];

  it('matches a part of the name case-insensitively, once the names are there', () => {
    expect(search(frame, 'prolyl isomerase')).toEqual([]);
    expect(search(named, 'Prolyl Isomerase')).toEqual([1]);
    expect(search(named, 'SPERMINE')).toEqual([3]);
    expect(search(named, 'peptidase 3')).toEqual([4]);
  });

  it('still matches symbols and gene ids, and rows without a name', () => {
    expect(search(named, 'fkbp')).toEqual([1]);
    expect(search(named, 'ENSG03')).toEqual([2]);
    expect(search(named, 'tmprss2')).toEqual([5]);
    expect(search(named, 'zzz')).toEqual([]);
  });

  it('keys each row as symbol, gene id and name, and leaves the frame and its sort alone', () => {
    expect(named.searchKey[1]).toBe('fkbp5\tensg02\tfkbp prolyl isomerase 5');
    expect(named.searchKey[2]).toBe('\tensg03\t');
    expect(frame.searchKey[1]).toBe('fkbp5\tensg02');
    for (const key of ['symbol', 'gene_id'] as const)
      for (const direction of ['asc', 'desc'] as const)
        expect([...sortOrder(named, key, direction)], `${key} ${direction}`).toEqual([
          ...sortOrder(frame, key, direction),
        ]);
  });

  it('applies the filters as without names', () => {
    const criteria = { ...none, maxPadj: 0.05, search: normaliseSearch('ase') };
    expect([...selectGenes(named, all, criteria)]).toEqual([1, 3, 5]);
    expect([...selectGenes(named, all, { ...criteria, regulation: 'down' })]).toEqual([3, 5]);
  });
});

describe('sortOrder', () => {
  it('sorts p-values ascending with p = 0 first, ties in file order, missing last', () => {
    expect([...sortOrder(frame, 'padj', 'asc')]).toEqual([0, 1, 3, 5, 2, 4]);
    expect([...sortOrder(frame, 'pvalue', 'asc')]).toEqual([0, 1, 3, 5, 4, 2]);
  });

  it('puts missing values last in descending order too, ties still in file order', () => {
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

  it('keeps file order among equal values whatever the direction', () => {
    const ties: GeneColumns = {
      n: 4,
      expression: Float64Array.of(1, 1, 1, 1),
      log2fc: Float64Array.of(2, Number.NaN, 2, 2),
      pvalue: new Float64Array(4),
      padj: new Float64Array(4),
      searchKey: ['a\tx', 'a\ty', 'a\tz', 'a\tw'],
    };
    expect([...sortOrder(ties, 'log2fc', 'desc')]).toEqual([0, 2, 3, 1]);
    expect([...sortOrder(ties, 'symbol', 'desc')]).toEqual([0, 1, 2, 3]);
    expect([...sortOrder(ties, 'pvalue', 'asc')]).toEqual([0, 1, 2, 3]);
  });

  it('orders any numbers as comparing them would: signs, zeros, infinities, tiny p-values, near ties, ties', () => {
    const n = 20_000;
    const values = new Float64Array(n);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const specials = [Number.NaN, 0, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 5e-324];
    for (let i = 0; i < n; i++) {
      const kind = random();
      if (kind < 0.1) values[i] = specials[Math.floor(random() * specials.length)] as number;
      else if (kind < 0.2) values[i] = (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 50) * 2 ** -45);
      else if (kind < 0.4) values[i] = Math.round(random() * 10) - 5;
      else if (kind < 0.7) values[i] = 10 ** (-300 * random());
      else values[i] = (random() - 0.5) * 1e4;
    }
    const columns: GeneColumns = {
      n,
      expression: values,
      log2fc: values,
      pvalue: values,
      padj: values,
      searchKey: [],
    };
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const rows = Array.from({ length: n }, (_, i) => i);
      const present = rows.filter((i) => !Number.isNaN(values[i]));
      present.sort((a, b) => sign * ((values[a] as number) - (values[b] as number)) || a - b);
      const missing = rows.filter((i) => Number.isNaN(values[i]));
      expect([...sortOrder(columns, 'log2fc', direction)]).toEqual([...present, ...missing]);
    }
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
    expect(pageOf(new Uint32Array(0), 1, 20)).toHaveLength(0);
  });
});

describe('a genolist of 60,000 genes', () => {
  it('filters, searches and counts in one pass over the sorted rows', () => {
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
    const rows = selectGenes(big, order, {
      maxPadj: 0.05,
      minAbsLog2fc: Math.log2(1.5),
      regulation: 'all',
      search: 'g1',
    });
    expect(rows.length).toBeGreaterThan(0);
    let previous = -1;
    for (const row of rows) {
      expect(big.padj[row]).toBeLessThanOrEqual(0.05);
      expect(big.padj[row]).toBeGreaterThanOrEqual(previous);
      previous = big.padj[row] as number;
      expect(Math.abs(big.log2fc[row] as number)).toBeGreaterThanOrEqual(Math.log2(1.5));
      expect(big.searchKey[row]).toContain('g1');
    }
    const { up, down } = countRegulation(big.log2fc, rows);
    expect(up + down).toBe(rows.length);
  });
});
