import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { runLimmaVoom } from '../../../../genomics/de/limma-voom';
import { type CountMatrixFile, readCountMatrixFile } from '../../../../genomics/formats/count-matrix';
import { readDeTable } from '../../../../genomics/formats/de-table';
import { readSampleSheet, type SampleSheet } from '../../../../genomics/formats/sample-sheet';
import { TableError } from '../../../../genomics/formats/table-error';
import { frameOfColumns } from '../../../../src/features/genolists/gene-frame';
import { regulatedCounts } from '../../../../src/features/genolists/local/local-result-text';
import {
  defaultChoice,
  designFactors,
  limmaVoomRequest,
  withFactor,
} from '../../../../src/features/local-results/limma-choices';
import { openSource, parseOpenSearch } from '../../../../src/features/local-results/open-search';
import {
  columnsOfDeTable,
  columnsOfLimmaVoom,
  nameOfFile,
} from '../../../../src/features/local-results/result-columns';
import { expectClose, readReference } from '../../../support/de-reference';

/**
 * What "Open your results" does with a researcher's files between the readers and the store:
 * the limma-voom settings offered from a sample sheet, the worker's request, and the genes a
 * result keeps — for SLC002's counts and samples, limma's table as R computes it.
 */

const root = join(import.meta.dirname, '../../../..');
let matrix: CountMatrixFile;
let sheet: SampleSheet;

beforeAll(async () => {
  const zip = await JSZip.loadAsync(readFileSync(join(root, 'demo/export_for_genoapp_SLC002.zip')));
  const text = (name: string) => (zip.file(name) as JSZip.JSZipObject).async('string');
  matrix = readCountMatrixFile('counts.tsv', await text('counts.tsv'));
  sheet = readSampleSheet('samples.tsv', await text('samples.tsv'), matrix);
});

describe('limma-voom settings from a sample sheet', () => {
  it('offers the columns that group samples, the first levels met as reference and numerator', () => {
    expect(designFactors(sheet).map((factor) => factor.name)).toEqual(['tissue', 'run']);
    expect(defaultChoice(sheet)).toEqual({
      factor: 'tissue',
      numerator: 'Liver',
      reference: 'Kidney',
      covariates: [],
      filter: false,
    });
  });

  it('leaves out a column naming every sample apart, and a constant one', () => {
    const wide = readSampleSheet(
      'wide.csv',
      'sample,donor,batch,site\nA,d1,b1,x\nB,d2,b1,x\nC,d3,b2,x\nD,d4,b2,x\n',
      { file: 'm.tsv', sampleNames: ['A', 'B', 'C', 'D'] },
    );
    expect(designFactors(wide).map((factor) => factor.name)).toEqual(['batch']);
    expect(
      defaultChoice(
        readSampleSheet('one.csv', 'sample,site\nA,x\nB,x\n', { file: 'm.tsv', sampleNames: ['A', 'B'] }),
      ),
    ).toBeNull();
  });

  it('takes a new factor out of the covariates and starts from its first levels', () => {
    const choice = {
      factor: 'tissue',
      numerator: 'Liver',
      reference: 'Kidney',
      covariates: ['run'],
      filter: true,
    };
    expect(withFactor(sheet, choice, 'run')).toEqual({
      factor: 'run',
      numerator: 'run2',
      reference: 'run1',
      covariates: [],
      filter: true,
    });
  });

  it('refuses a sample without a level with the sheet, line and column', () => {
    const gap = readSampleSheet('gap.csv', 'sample,group\nA,x\nB,\nC,y\n', {
      file: 'm.tsv',
      sampleNames: ['A', 'B', 'C'],
    });
    const small = { values: new Float64Array(3), geneIds: ['g'], sampleNames: ['A', 'B', 'C'] };
    const choice = { factor: 'group', numerator: 'y', reference: 'x', covariates: [], filter: false };
    expect(() => limmaVoomRequest(small, gap, choice)).toThrow(TableError);
    expect(() => limmaVoomRequest(small, gap, choice)).toThrow(
      'gap.csv, line 3, column group: a value is required',
    );
  });
});

describe('a limma-voom result kept on this device', () => {
  it("is R's table for SLC002 Liver vs Kidney adjusted for run, genes in the matrix's order", () => {
    const ref = readReference('slc002');
    const choice = {
      factor: 'tissue',
      numerator: 'Liver',
      reference: 'Kidney',
      covariates: ['run'],
      filter: false,
    };
    const request = limmaVoomRequest(matrix, sheet, choice);
    // The request's counts are a copy: the worker is sent them, the matrix stays for another run.
    expect(request.counts).not.toBe(matrix.values);
    expect(request.counts.buffer).not.toBe(matrix.values.buffer);
    const columns = columnsOfLimmaVoom(matrix, runLimmaVoom(request));
    expect(columns.geneId).toEqual(ref.table.gene_id);
    expect(columns.symbol[matrix.geneIds.indexOf('ENSG00000163631')]).toBe('ALB');
    expect(columns.expressionKind).toBe('ave_log_expr');
    expectClose(columns.log2fc, ref.table.logFC, 1e-6, 1e-12, 'logFC');
    expectClose(columns.expression, ref.table.AveExpr, 1e-6, 1e-12, 'AveExpr');
    expectClose(columns.pvalue, ref.table['P.Value'], 1e-6, 1e-12, 'P.Value');
    expectClose(columns.padj, ref.table['adj.P.Val'], 1e-6, 1e-12, 'adj.P.Val');
  }, 60_000);

  it('keeps only the genes filterByExpr kept, with their own ids', () => {
    const ref = readReference('slc002-filtered');
    const choice = {
      factor: 'tissue',
      numerator: 'Liver',
      reference: 'Kidney',
      covariates: ['run'],
      filter: true,
    };
    const result = runLimmaVoom(limmaVoomRequest(matrix, sheet, choice));
    const columns = columnsOfLimmaVoom(matrix, result);
    expect(columns.geneId).toEqual(ref.table.gene_id);
    expect(columns.geneId.length).toBeLessThan(matrix.geneIds.length);
    expectClose(columns.log2fc, ref.table.logFC, 1e-6, 1e-12, 'logFC');
  }, 60_000);
});

describe('a results table kept on this device', () => {
  it("shows DESeq2's base mean, or edgeR's logCPM when there is none", () => {
    const deseq2 = readDeTable(
      'res.csv',
      '"","baseMean","log2FoldChange","lfcSE","stat","pvalue","padj"\n"ALB",1200,6.4,0.2,30,1e-31,1e-29\n"TP53",35,-0.1,0.3,-0.3,0.7,0.9\n',
    );
    const edger = readDeTable(
      'tags.tsv',
      'genes\tlogFC\tlogCPM\tPValue\tFDR\nALB\t6.4\t11.2\t1e-31\t1e-29\nTP53\t-0.1\t3.1\t0.7\t0.9\n',
    );
    if (deseq2.kind !== 'table' || edger.kind !== 'table') throw new Error('not read');
    expect(columnsOfDeTable(deseq2.table)).toMatchObject({
      expressionKind: 'base_mean',
      geneId: ['ALB', 'TP53'],
    });
    expect([...columnsOfDeTable(deseq2.table).expression]).toEqual([1200, 35]);
    expect(columnsOfDeTable(edger.table).expressionKind).toBe('ave_log_expr');
    expect([...columnsOfDeTable(edger.table).expression]).toEqual([11.2, 3.1]);
  });

  it('counts the genes up and down at the cutoffs, a missing value never passing', () => {
    const frame = frameOfColumns(-1, {
      geneId: ['a', 'b', 'c', 'd', 'e'],
      symbol: [null, null, null, null, null],
      expression: new Float64Array(5),
      expressionKind: 'base_mean',
      log2fc: Float64Array.of(1, -2, 0.1, Number.NaN, 3),
      pvalue: new Float64Array(5),
      padj: Float64Array.of(0.01, 0.04, 0.001, 0.001, Number.NaN),
    });
    expect(regulatedCounts(frame, 0.05, 1.5)).toEqual({ up: 1, down: 1 });
    expect([...frame.geneRefId]).toEqual([1, 2, 3, 4, 5]);
  });

  it('is named after its file', () => {
    expect(nameOfFile('results/Liver_vs_Kidney.csv.gz')).toBe('Liver_vs_Kidney');
    expect(nameOfFile('C:\\data\\topTable.txt')).toBe('topTable');
    expect(nameOfFile('res.xlsx')).toBe('res');
  });
});

describe("the screen's view in the URL", () => {
  it('reads the source, anything else being the results table', () => {
    expect(openSource(parseOpenSearch({ source: 'counts' }))).toBe('counts');
    expect(openSource(parseOpenSearch({ source: 'other' }))).toBe('table');
    expect(parseOpenSearch({})).toEqual({});
  });
});
