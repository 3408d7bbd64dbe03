import { describe, expect, it } from 'vitest';
import { genolistTable, regulationOf, transcriptoValuesTsv } from '../../../genomics/genolist-table';
import type { FrameColumns } from '../../../server/genolists/frame';

const frame: FrameColumns = {
  genolist_id: 7,
  n: 4,
  gene_ref_id: [1, 2, 3, 4],
  gene_id: ['G1', 'G2', 'G3', 'G4'],
  symbol: ['UP1', 'DN,2', null, 'Q"4'],
  base_mean: [100.5, 20, 0, 3],
  ave_log_expr: [null, null, null, null],
  log2fc: [2, -1, null, 0.1],
  pvalue: [0, 1e-5, null, 0.5],
  padj: [0, 0.01, null, 0.9],
};
const cutoffs = { pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 };

describe('regulationOf', () => {
  it('calls genes with the DEG rule of the list', () => {
    expect(regulationOf(2, 0, cutoffs)).toBe('Up');
    expect(regulationOf(-1, 0.01, cutoffs)).toBe('Down');
    expect(regulationOf(-0.5, 0.01, cutoffs)).toBe('NS');
    expect(regulationOf(2, 0.06, cutoffs)).toBe('NS');
    expect(regulationOf(Math.log2(1.5), 0.05, cutoffs)).toBe('Up');
    expect(regulationOf(null, 0, cutoffs)).toBe('NS');
    expect(regulationOf(3, null, cutoffs)).toBe('NS');
    expect(regulationOf(0, 0, { pvalue_cutoff: 0.05, fold_change_cutoff: 1 })).toBe('NS');
  });
});

describe('transcriptoValuesTsv', () => {
  it('writes the results table with NA for missing values', () => {
    expect(transcriptoValuesTsv(frame).split('\n')).toEqual([
      'gene_id\tsymbol\tbase_mean\tlog2FoldChange\tpvalue\tpadj',
      'G1\tUP1\t100.5\t2\t0\t0',
      'G2\tDN,2\t20\t-1\t0.00001\t0.01',
      'G3\tNA\t0\tNA\tNA\tNA',
      'G4\tQ"4\t3\t0.1\t0.5\t0.9',
      '',
    ]);
  });
});

describe('genolistTable', () => {
  const descriptions = ['first, gene', null, 'third', 'fourth'];

  it('writes CSV with labelled headers, CRLF and quoted cells', () => {
    const csv = genolistTable({ columns: frame, descriptions, cutoffs }, 'csv');
    expect(csv.split('\r\n')).toEqual([
      'Gene ID,Symbol,Description,Base mean,log2 fold change,p-value,Adjusted p-value,Regulation',
      'G1,UP1,"first, gene",100.5,2,0,0,Up',
      'G2,"DN,2",,20,-1,0.00001,0.01,Down',
      'G3,,third,0,,,,NS',
      'G4,"Q""4",fourth,3,0.1,0.5,0.9,NS',
      '',
    ]);
  });

  it('adds the average log expression when the results have it, in TSV', () => {
    const edgeR = { ...frame, base_mean: [null, null, null, null], ave_log_expr: [5, 4, null, 1] };
    const lines = genolistTable({ columns: edgeR, descriptions, cutoffs }, 'tsv').split('\n');
    expect(lines[0]).toBe(
      'Gene ID\tSymbol\tDescription\tBase mean\tAverage log expression\tlog2 fold change\tp-value\tAdjusted p-value\tRegulation',
    );
    expect(lines[1]).toBe('G1\tUP1\tfirst, gene\t\t5\t2\t0\t0\tUp');
  });

  it('defuses gene names and symbols a spreadsheet would take for formulas, in CSV, TSV and the results table', () => {
    const risky = {
      ...frame,
      gene_id: ['=cmd|x', 'G2', 'G3', 'G4'],
      symbol: ['+SUM(1)', 'DN,2', null, 'Q"4'],
    };
    const names = ['@risky', 'second', 'third', 'fourth'];
    const csv = genolistTable({ columns: risky, descriptions: names, cutoffs }, 'csv').split('\r\n');
    expect(csv[1]).toBe("'=cmd|x,'+SUM(1),'@risky,100.5,2,0,0,Up");
    const tsv = genolistTable({ columns: risky, descriptions: names, cutoffs }, 'tsv').split('\n');
    expect(tsv[1]).toBe("'=cmd|x\t'+SUM(1)\t'@risky\t100.5\t2\t0\t0\tUp");
    expect(transcriptoValuesTsv(risky).split('\n')[1]).toBe("'=cmd|x\t'+SUM(1)\t100.5\t2\t0\t0");
    // A negative number stays a number.
    expect(csv[2]).toContain(',-1,');
  });

  it('writes JSON objects with null for missing values', () => {
    const rows = JSON.parse(genolistTable({ columns: frame, descriptions, cutoffs }, 'json'));
    expect(rows).toHaveLength(4);
    expect(rows[2]).toEqual({
      gene_id: 'G3',
      symbol: null,
      description: 'third',
      base_mean: 0,
      log2_fold_change: null,
      pvalue: null,
      padj: null,
      regulation: 'NS',
    });
  });
});
