import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkDataFile,
  checkHeader,
  checkTextHead,
  DATA_FILE_ACCEPT,
  dataFileFormat,
  HEADER_PROBE_BYTES,
  MAX_TEXT_DATA_FILE_BYTES,
  MAX_XLSX_DATA_FILE_BYTES,
  splitLine,
} from '../../../../src/features/projects/data-file';
import { importStep, nameList, projectDataState } from '../../../../src/features/projects/project-data-state';

const bytes = (text: string) => new TextEncoder().encode(text);
const fileOf = (name: string, content: BlobPart[]) => new File(content, name);

describe('the data file chosen on the New project form', () => {
  it('knows its format from the extension', () => {
    expect(dataFileFormat('counts.CSV')).toBe('csv');
    expect(dataFileFormat('counts.tsv')).toBe('tsv');
    expect(dataFileFormat('counts.txt')).toBe('tsv');
    expect(dataFileFormat('counts.xlsx')).toBe('xlsx');
    expect(dataFileFormat('counts.xls')).toBeNull();
    expect(dataFileFormat('export_for_genoapp_SLC001.zip')).toBeNull();
    expect(dataFileFormat('counts.csv.gz')).toBe('csv');
    expect(dataFileFormat('counts.TSV.GZ')).toBe('tsv');
    expect(dataFileFormat('counts.txt.gz')).toBe('tsv');
    expect(dataFileFormat('counts.xlsx.gz')).toBeNull();
    expect(dataFileFormat('archive.tar.gz')).toBeNull();
  });

  it('offers every format the server takes in the file chooser, gzip-compressed text included', () => {
    // A chooser matches the last extension: `.gz` is what offers counts.tsv.gz.
    const offered = (name: string) =>
      DATA_FILE_ACCEPT.split(',').some((extension) => name.toLowerCase().endsWith(extension));
    for (const name of ['a.csv', 'a.tsv', 'a.txt', 'a.xlsx', 'a.csv.gz', 'a.tsv.gz', 'a.txt.gz']) {
      expect(offered(name), name).toBe(true);
    }
    expect(offered('a.zip')).toBe(false);
  });

  it('reads the header of a gzip-compressed file once expanded, and refuses one that is not gzip', async () => {
    const matrix = 'gene_id\tgene_symbol\tLiver1\tKidney1\nENSG1\tALB\t10\t0\n';
    const gz = await checkDataFile(fileOf('counts.tsv.gz', [gzipSync(matrix)]));
    expect(gz).toEqual({
      format: 'tsv',
      problem: null,
      samples: ['Liver1', 'Kidney1'],
      limit: MAX_TEXT_DATA_FILE_BYTES,
    });
    const csv = await checkDataFile(fileOf('counts.csv.gz', [gzipSync('gene_id,S1\nG1,1\n')]));
    expect(csv.problem).toBe('tooFewSamples');
    expect((await checkDataFile(fileOf('counts.tsv.gz', [matrix]))).problem).toBe('notGzip');
    // A header longer than the probe, expanded from a few compressed bytes.
    const long = gzipSync(`gene_id,${'S'.repeat(HEADER_PROBE_BYTES)},S2\n`);
    expect((await checkDataFile(fileOf('counts.csv.gz', [long]))).problem).toBe('headerTooLong');
  });

  it('splits a header line, honouring double quotes', () => {
    expect(splitLine('gene_id,"gene, symbol",S1', ',')).toEqual(['gene_id', 'gene, symbol', 'S1']);
    expect(splitLine('"gene_id"\t"say ""hi"""\tS1', '\t')).toEqual(['gene_id', 'say "hi"', 'S1']);
    expect(splitLine('a,,b', ',')).toEqual(['a', '', 'b']);
  });

  it('reads the samples from the header: every column but gene_id and gene_symbol, trimmed', () => {
    expect(checkHeader(['gene_id', 'gene_symbol', ' S1', 'S2 '])).toEqual({
      problem: null,
      samples: ['S1', 'S2'],
    });
    expect(checkHeader(['S1', 'gene_id', 'S2'])).toEqual({ problem: null, samples: ['S1', 'S2'] });
  });

  it.each([
    [['id', 'S1', 'S2'], { problem: 'noGeneId', samples: [] }],
    [['gene_id', 'gene_symbol', 'S1'], { problem: 'tooFewSamples', samples: ['S1'] }],
    [['gene_id', 'S1', '', 'S2'], { problem: 'unnamedColumn', samples: [], column: '3' }],
    [['gene_id', 'S1', 'S1'], { problem: 'duplicateColumn', samples: [], column: 'S1' }],
  ])('refuses the header %j', (columns, expected) => {
    expect(checkHeader(columns)).toEqual(expected);
  });

  it('finds the header line in the first bytes of a text file, in UTF-8', () => {
    expect(checkTextHead('csv', bytes('gene_id,A,B\r\nG1,1,2\r\n'), true).samples).toEqual(['A', 'B']);
    expect(checkTextHead('tsv', bytes('\uFEFFgene_id\tA\tB'), true).samples).toEqual(['A', 'B']);
    expect(checkTextHead('tsv', bytes('gene_id\tA\tB'), false).problem).toBe('headerTooLong');
    expect(checkTextHead('csv', bytes('\n'), true).problem).toBe('empty');
    expect(checkTextHead('csv', Uint8Array.from([0x67, 0xff, 0x2c, 0x41, 0x0a]), true).problem).toBe(
      'encoding',
    );
    // A multi-byte character cut at the end of the bytes read does not matter: only the first line is decoded.
    const cut = bytes('gene_id,é1,é2\nG1,1,2,é').slice(0, -1);
    expect(checkTextHead('csv', cut, false).samples).toEqual(['é1', 'é2']);
  });

  it('checks a chosen file: extension, size, then a text file’s header', async () => {
    const csv = await checkDataFile(fileOf('counts.csv', ['gene_id,gene_symbol,lane1,lane2\nG1,,1,2\n']));
    expect(csv).toEqual({
      format: 'csv',
      problem: null,
      samples: ['lane1', 'lane2'],
      limit: MAX_TEXT_DATA_FILE_BYTES,
    });
    expect((await checkDataFile(fileOf('counts.txt', ['gene_id\tS1\n']))).problem).toBe('tooFewSamples');
    expect((await checkDataFile(fileOf('counts.zip', ['x']))).problem).toBe('extension');
    expect((await checkDataFile(fileOf('counts.tsv', []))).problem).toBe('empty');
    const workbook = await checkDataFile(fileOf('counts.xlsx', ['PK\u0003\u0004 not read here']));
    expect(workbook).toEqual({ format: 'xlsx', problem: null, samples: [], limit: MAX_XLSX_DATA_FILE_BYTES });
    const large = { name: 'counts.xlsx', size: MAX_XLSX_DATA_FILE_BYTES + 1 } as unknown as File;
    expect((await checkDataFile(large)).problem).toBe('tooLarge');
    const longHeader = fileOf('counts.csv', [`gene_id,${'S'.repeat(HEADER_PROBE_BYTES)}`, ',S2\n']);
    expect((await checkDataFile(longHeader)).problem).toBe('headerTooLong');
  });
});

describe('a project and its data', () => {
  const project = { status: 'SUCCESS', samples_count: 7, data_import: null };
  const task = (status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILURE') => ({
    task_id: 1,
    file_name: 'counts.csv',
    status,
    progress: 0,
    step: 'queued',
    error: null,
    created_at: '2026-01-01T00:00:00Z',
    finished_at: null,
  });

  it('is importing while its task waits or runs, or while it is PROCESSING', () => {
    expect(projectDataState({ status: 'PROCESSING', samples_count: 0, data_import: task('PENDING') })).toBe(
      'importing',
    );
    expect(projectDataState({ status: 'PROCESSING', samples_count: 0, data_import: task('RUNNING') })).toBe(
      'importing',
    );
    expect(projectDataState({ status: 'PROCESSING', samples_count: 0, data_import: null })).toBe('importing');
  });

  it('awaits data when created empty, has failed when its import did, and is ready otherwise', () => {
    expect(projectDataState({ status: 'PENDING', samples_count: 0, data_import: null })).toBe('awaiting');
    expect(projectDataState({ status: 'ERROR', samples_count: 0, data_import: task('FAILURE') })).toBe(
      'failed',
    );
    expect(projectDataState({ ...project, data_import: task('SUCCESS') })).toBe('ready');
    expect(projectDataState(project)).toBe('ready');
  });

  it('names the import step and lists the samples briefly', () => {
    expect(importStep('writing: expression')).toBe('writing');
    expect(importStep('computing')).toBe('computing');
    expect(importStep('something new')).toBeNull();
    expect(nameList(['a', 'b'])).toBe('a, b');
    expect(nameList(['a', 'b', 'c'], 2)).toBe('a, b, …');
  });
});
