/**
 * The data file of a project (server/imports/data-file/README.md) read from .csv, .tsv, .txt
 * and .xlsx gives exactly the count matrix, and so the analysis, that the archive's own counts
 * file gives; and a bad file is refused with the file, line and column.
 */
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../../../server/imports/analyse';
import { readArchive } from '../../../../../server/imports/archive/read-archive';
import {
  ArchiveError,
  type CountMatrix,
  type ParsedArchive,
} from '../../../../../server/imports/archive-types';
import { inspectDataFile, readDataFile } from '../../../../../server/imports/data-file/read-data-file';
import { DEMO } from '../../../../support/archives';
import { cellsOf, csvOf, demoCounts, tsvOf, xlsxOf } from '../../../../support/data-files';

const dir = mkdtempSync(join(tmpdir(), 'genoapp-data-file-'));
let written = 0;
function file(name: string, content: string | Buffer): string {
  const path = join(dir, `${++written}-${name}`);
  writeFileSync(path, content);
  return path;
}

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveError);
    return { status: (error as ArchiveError).status, message: (error as ArchiveError).message };
  }
  throw new Error('expected an ArchiveError');
}

const dataFile = (analysisOf: CountMatrix) =>
  analyse({ counts: analysisOf, qc: null, genes: null, sequenceDistribution: null, comparisons: [] });

// Workbooks of the demo's 49,506 genes: seconds each on a quiet machine, a minute on a loaded one.
describe('a count matrix made of the SLC002 counts', { timeout: 60_000 }, () => {
  let archive: ParsedArchive;
  let rows: string[][];

  beforeAll(async () => {
    archive = await readArchive(DEMO.SLC002, 'export_for_genoapp_SLC002.zip');
    rows = cellsOf(await demoCounts('SLC002'));
  }, 60_000);

  it.each([
    ['counts.csv', () => csvOf(rows)],
    ['counts.tsv', () => tsvOf(rows)],
    ['counts.txt', () => tsvOf(rows)],
    ['counts.CSV', () => `\uFEFF${csvOf(rows).replaceAll('\n', '\r\n')}`],
  ])('reads %s as the archive reads its counts', async (name, content) => {
    const matrix = await readDataFile(file(name, content()), name);
    expect(matrix.sampleNames).toEqual(archive.counts.sampleNames);
    expect(matrix.geneIds).toEqual(archive.counts.geneIds);
    expect(matrix.symbols).toEqual(archive.counts.symbols);
    expect(matrix.values).toEqual(archive.counts.values);
  });

  it.each([
    ['counts.csv.gz', () => gzipSync(csvOf(rows))],
    ['counts.TSV.GZ', () => gzipSync(tsvOf(rows))],
  ])('reads %s, gzip-compressed, as the archive reads its counts', async (name, content) => {
    const path = file(name, content());
    expect(await inspectDataFile(path, name)).toEqual({ sampleNames: archive.counts.sampleNames });
    const matrix = await readDataFile(path, name);
    expect(matrix.sampleNames).toEqual(archive.counts.sampleNames);
    expect(matrix.geneIds).toEqual(archive.counts.geneIds);
    expect(matrix.values).toEqual(archive.counts.values);
  });

  it('names a compressed file by the table it holds, and refuses one that is not gzip', async () => {
    const bad = rows.map((row, r) =>
      r === 3 ? [row[0] as string, row[1] as string, 'abc', ...row.slice(3)] : row,
    );
    const path = file('counts.csv.gz', gzipSync(csvOf(bad)));
    expect(await refusal(() => readDataFile(path, 'counts.csv.gz'))).toEqual({
      status: 422,
      message: 'counts.csv, line 4, column R1L1Kidney: "abc" is not a number',
    });
    const plain = file('counts.tsv.gz', tsvOf(rows));
    const notGzip = { status: 400, message: 'counts.tsv.gz: not a valid gzip file' };
    expect(await refusal(() => inspectDataFile(plain, 'counts.tsv.gz'))).toEqual(notGzip);
    expect(await refusal(() => readDataFile(plain, 'counts.tsv.gz'))).toEqual(notGzip);
  });

  it.each([
    ['shared strings', { sharedStrings: true }],
    ['inline strings', { sharedStrings: false }],
    ['a second sheet', { extraSheets: ['notes'] }],
  ])('reads the first sheet of a workbook (%s) as the archive reads its counts', async (_, options) => {
    const path = file('counts.xlsx', await xlsxOf(rows, options));
    const matrix = await readDataFile(path, 'counts.xlsx');
    expect(matrix.sampleNames).toEqual(archive.counts.sampleNames);
    expect(matrix.geneIds).toEqual(archive.counts.geneIds);
    expect(matrix.symbols).toEqual(archive.counts.symbols);
    expect(matrix.values).toEqual(archive.counts.values);
  });

  it('gives the same analysis as the archive: size factors, QC, PCA, correlation', async () => {
    const fromFile = dataFile(await readDataFile(file('counts.csv', csvOf(rows)), 'counts.csv'));
    const fromArchive = analyse(archive);
    expect(fromFile.samples).toEqual(fromArchive.samples);
    expect(fromFile.expression).toEqual(fromArchive.expression);
    expect(fromFile.pca).toEqual(fromArchive.pca);
    expect(fromFile.correlation).toEqual(fromArchive.correlation);
    expect(fromFile.qcSource).toBe('derived');
    expect(fromFile.sequenceDistribution.source).toBe('derived');
    expect(fromFile.degs).toEqual([]);
  });

  it('checks only the header of a text file before an upload is queued', async () => {
    const bad = rows.map((row, r) =>
      r === 3 ? [row[0] as string, row[1] as string, 'abc', ...row.slice(3)] : row,
    );
    const path = file('counts.csv', csvOf(bad));
    expect(await inspectDataFile(path, 'counts.csv')).toEqual({ sampleNames: archive.counts.sampleNames });
    expect(await refusal(() => readDataFile(path, 'counts.csv'))).toEqual({
      status: 422,
      message: 'counts.csv, line 4, column R1L1Kidney: "abc" is not a number',
    });
    // A workbook is only checked to be one: its header is its import's to check.
    const workbook = file(
      'counts.xlsx',
      await xlsxOf([
        ['id', 'A'],
        ['G1', '1'],
      ]),
    );
    expect(await inspectDataFile(workbook, 'counts.xlsx')).toEqual({ sampleNames: null });
    expect(await refusal(() => readDataFile(workbook, 'counts.xlsx'))).toEqual({
      status: 422,
      message: 'counts.xlsx, line 1: column "gene_id" is missing',
    });
  });
});

describe('a refused data file', () => {
  const header = ['gene_id', 'gene_symbol', 'S1', 'S2'];

  it.each([
    [
      'no gene_id',
      [
        ['id', 'S1', 'S2'],
        ['G1', '1', '2'],
      ],
      'm.tsv, line 1: column "gene_id" is missing',
    ],
    [
      'one sample',
      [
        ['gene_id', 'gene_symbol', 'S1'],
        ['G1', 'A', '1'],
      ],
      'm.tsv, line 1: a count matrix needs gene_id, optionally gene_symbol, then sample columns (at least 2; found: 1)',
    ],
    [
      'a sample column without a name',
      [
        ['gene_id', 'S1', '', 'S2'],
        ['G1', '1', '2', '3'],
      ],
      'm.tsv, line 1: column 3 has no name: every sample column needs one',
    ],
    [
      'a column twice',
      [
        ['gene_id', 'S1', 'S1'],
        ['G1', '1', '2'],
      ],
      'm.tsv, line 1: column "S1" appears twice',
    ],
  ])('is refused at once for %s', async (_, rows, message) => {
    const path = file('m.tsv', tsvOf(rows));
    expect(await refusal(() => inspectDataFile(path, 'm.tsv'))).toEqual({ status: 422, message });
    expect(await refusal(() => readDataFile(path, 'm.tsv'))).toEqual({ status: 422, message });
  });

  it.each([
    [
      'a gene twice',
      [header, ['G1', 'A', '1', '2'], ['G1', 'B', '3', '4']],
      'line 3, column gene_id: gene "G1" already appears on line 2',
    ],
    ['a negative count', [header, ['G1', 'A', '1', '-2']], 'line 2, column S2: -2 is negative'],
    [
      'a missing count',
      [header, ['G1', 'A', 'NA', '2']],
      'line 2, column S1: a count is missing (counts may not be NA or empty)',
    ],
    ['no gene', [header], 'no genes'],
  ])('is refused by its import for %s, naming the line and column', async (_, rows, where) => {
    const text = file('m.csv', csvOf(rows));
    await inspectDataFile(text, 'm.csv');
    expect(await refusal(() => readDataFile(text, 'm.csv'))).toEqual({
      status: 422,
      message: `m.csv${where === 'no genes' ? ': ' : ', '}${where}`,
    });
    const workbook = file('m.xlsx', await xlsxOf(rows));
    expect(await refusal(() => readDataFile(workbook, 'm.xlsx'))).toEqual({
      status: 422,
      message: `m.xlsx${where === 'no genes' ? ': ' : ', '}${where}`,
    });
  });

  it('names the row of a workbook, empty rows and trailing empty cells included', async () => {
    const rows = [header, ['G1', 'A', '1', '2'], [], ['G2', 'B', '3']];
    const workbook = file('m.xlsx', await xlsxOf(rows));
    expect(await refusal(() => readDataFile(workbook, 'm.xlsx'))).toEqual({
      status: 422,
      message: 'm.xlsx, line 4, column S2: a count is missing (counts may not be NA or empty)',
    });
  });

  it('refuses other extensions, non-workbooks, empty and oversized files', async () => {
    expect(await refusal(() => inspectDataFile(file('m.zip', 'x'), 'm.zip'))).toEqual({
      status: 400,
      message: 'Only .csv, .tsv, .txt (gzip-compressed or not) and .xlsx data files are accepted',
    });
    expect(await refusal(() => inspectDataFile(file('m.xlsx', tsvOf([header])), 'm.xlsx'))).toEqual({
      status: 400,
      message: 'm.xlsx: not a valid .xlsx workbook',
    });
    expect(await refusal(() => inspectDataFile(file('m.csv', ''), 'm.csv'))).toEqual({
      status: 422,
      message: 'm.csv: the file is empty',
    });
    const large = file('m.csv', csvOf([header]));
    truncateSync(large, 100 * 1024 ** 2 + 1);
    expect(await refusal(() => inspectDataFile(large, 'm.csv'))).toEqual({
      status: 413,
      message: 'm.csv: File size exceeds the allowed limit (100 MB)',
    });
    const workbook = file('m.xlsx', await xlsxOf([header, ['G1', 'A', '1', '2']]));
    truncateSync(workbook, 20 * 1024 ** 2 + 1);
    expect((await refusal(() => inspectDataFile(workbook, 'm.xlsx'))).status).toBe(413);
  });

  it('reads cells of every kind a workbook holds as the text they show', async () => {
    const rows = [header, ['G1', 'A', '1.5', '1e-7'], ['G2', '', '0', 'TRUE']];
    const workbook = file('m.xlsx', await xlsxOf(rows));
    expect(await refusal(() => readDataFile(workbook, 'm.xlsx'))).toEqual({
      status: 422,
      message: 'm.xlsx, line 3, column S2: "TRUE" is not a number',
    });
  });
});
