import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DeTable, readDeTable } from '../../../../../genomics/formats/de-table';
import { frameOfColumns } from '../../../../../src/features/genolists/gene-frame';
import type { LocalResultOrigin } from '../../../../../src/features/genolists/local/local-results-store';
import {
  resultsTableFileName,
  resultsTableText,
  sharedDialect,
} from '../../../../../src/features/genolists/local/results-table-file';

function table(file: string): DeTable {
  const read = readDeTable(file, readFileSync(`tests/fixtures/formats/${file}`, 'utf8'));
  if (read.kind !== 'table') throw new Error(`${file} needs a mapping`);
  return read.table;
}

function frameOf(t: DeTable) {
  const linear = t.baseMean.some(Number.isFinite);
  return frameOfColumns(0, {
    geneId: t.geneIds,
    symbol: t.symbols,
    expression: linear ? t.baseMean : t.aveLogExpr,
    expressionKind: linear ? 'base_mean' : 'ave_log_expr',
    log2fc: t.log2fc,
    pvalue: t.pvalue,
    padj: t.padj,
  });
}

const origin = (dialect: 'DESeq2' | 'edgeR' | 'limma' | null): LocalResultOrigin => ({
  kind: 'table',
  file: 'x',
  dialect,
  padjComputed: false,
});

describe('a result on this device written back as a table', () => {
  it.each([
    ['deseq2.csv', 'DESeq2'],
    ['edger.tsv', 'edgeR'],
    ['limma.txt', 'limma'],
  ] as const)(
    '%s reads back, with the reader the server uses, to the same genes and values',
    (file, dialect) => {
      const original = table(file);
      const frame = frameOf(original);
      expect(sharedDialect(frame, origin(dialect))).toBe(dialect);
      const read = readDeTable('shared.tsv', resultsTableText(frame, dialect));
      if (read.kind !== 'table') throw new Error('the shared table needs a mapping');
      const back = read.table;
      expect(back.dialect).toBe(dialect);
      expect(back.geneIds).toEqual(original.geneIds);
      expect(back.symbols).toEqual(original.symbols);
      expect(back.log2fc).toEqual(original.log2fc);
      expect(back.pvalue).toEqual(original.pvalue);
      expect(back.padj).toEqual(original.padj);
      expect(back.baseMean).toEqual(original.baseMean);
      expect(back.aveLogExpr).toEqual(original.aveLogExpr);
      expect(back.padjComputed).toBe(false);
    },
  );

  it("names a limma-voom result's columns as limma does", () => {
    const frame = frameOf(table('limma.txt'));
    const voom: LocalResultOrigin = {
      kind: 'limma-voom',
      countsFile: 'counts.tsv',
      samplesFile: 'samples.csv',
      factor: 'tissue',
      numerator: 'Liver',
      reference: 'Kidney',
      covariates: ['run'],
      filtered: false,
      genesInput: 30,
      genesAnalysed: 30,
      samples: 10,
      dfPrior: 3,
    };
    expect(sharedDialect(frame, voom)).toBe('limma');
    expect(resultsTableText(frame, 'limma').split('\n')[0]).toBe(
      'gene_id\tsymbol\tlogFC\tAveExpr\tP.Value\tadj.P.Val',
    );
  });

  it('writes a missing value as NA', () => {
    const frame = frameOfColumns(0, {
      geneId: ['ENSG00000000003'],
      symbol: [null],
      expression: Float64Array.of(0),
      expressionKind: 'base_mean',
      log2fc: Float64Array.of(Number.NaN),
      pvalue: Float64Array.of(Number.NaN),
      padj: Float64Array.of(Number.NaN),
    });
    expect(resultsTableText(frame, 'DESeq2').split('\n')[1]).toBe('ENSG00000000003\t\t0\tNA\tNA\tNA');
  });

  it('makes a file name of any result name', () => {
    expect(resultsTableFileName('Liver vs Kidney')).toBe('Liver vs Kidney.tsv');
    expect(resultsTableFileName('a/b: c?')).toBe('a_b_ c_.tsv');
    expect(resultsTableFileName('  ')).toBe('results.tsv');
  });
});
