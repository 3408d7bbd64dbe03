/**
 * `npm run de` (scripts/de.ts) as a user runs it, on SLC002's counts and samples taken out of
 * the demo archive: limma's table equal to R's, filtered from gzip files, and the refusals that
 * name the file, line and column — with nothing written.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResults } from '../../../genomics/formats/results';
import { expectClose, readReference } from '../../support/de-reference';

const root = join(import.meta.dirname, '../../..');
let dir = '';
let counts = '';
let samples = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'genoapp-de-'));
  const zip = await JSZip.loadAsync(readFileSync(join(root, 'demo/export_for_genoapp_SLC002.zip')));
  counts = await (zip.file('counts.tsv') as JSZip.JSZipObject).async('string');
  samples = await (zip.file('samples.tsv') as JSZip.JSZipObject).async('string');
  writeFileSync(join(dir, 'counts.tsv'), counts);
  writeFileSync(join(dir, 'samples.tsv'), samples);
  writeFileSync(join(dir, 'counts.tsv.gz'), gzipSync(counts));
});

function de(...args: string[]) {
  // The test's files live in a temporary folder, so tsx is named by its path.
  const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const run = spawnSync(process.execPath, ['--import', tsx, join(root, 'scripts/de.ts'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const liverVsKidney = [
  '--samples',
  'samples.tsv',
  '--factor',
  'tissue',
  '--numerator',
  'Liver',
  '--reference',
  'Kidney',
];

function readTable(text: string) {
  const [header, ...lines] = text.trimEnd().split('\n');
  const rows = lines.map((line) => line.split('\t'));
  const column = (name: string) => {
    const index = (header as string).split('\t').indexOf(name);
    return rows.map((row) => (row[index] === 'NA' ? null : Number(row[index])));
  };
  return { header: (header as string).split('\t'), ids: rows.map((row) => row[0]), column };
}

describe('npm run de', { timeout: 60_000 }, () => {
  it('writes limma’s table for SLC002 Liver vs Kidney with run as covariate, equal to R', () => {
    const ref = readReference('slc002');
    const run = de('--counts', 'counts.tsv', ...liverVsKidney, '--covariates', 'run', '--out', 'result.tsv');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('3241 genes with adj.P.Val < 0.05 (1651 up, 1590 down)');
    const text = readFileSync(join(dir, 'result.tsv'), 'utf8');
    expect(parseResults('result.tsv', text).dialect).toBe('limma');
    const table = readTable(text);
    expect(table.header).toEqual([
      'gene_id',
      'gene_symbol',
      'logFC',
      'AveExpr',
      't',
      'P.Value',
      'adj.P.Val',
      'B',
    ]);
    expect(table.ids).toEqual(
      counts
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[0]),
    );
    for (const name of ['logFC', 'AveExpr', 't', 'P.Value', 'adj.P.Val', 'B']) {
      expectClose(numbersOf(table.column(name)), ref.table[name], 1e-6, 1e-12, name);
    }
  });

  it('filters with filterByExpr, reads gzip, and writes to standard output', () => {
    const ref = readReference('slc002-filtered');
    const run = de('--counts', 'counts.tsv.gz', ...liverVsKidney, '--covariates', 'run', '--filter');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('filterByExpr kept 3453 of 5088 genes');
    const table = readTable(run.stdout);
    expect(table.ids).toEqual(ref.table.gene_id);
    expectClose(numbersOf(table.column('P.Value')), ref.table['P.Value'], 1e-6, 1e-12, 'P.Value');
  });

  it('reads a researcher’s own files: counts by write.csv with row names, R’s colData sheet', () => {
    const ref = readReference('slc002');
    const rows = counts
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    const csv = rows
      .map(([id, , ...values], r) => [r === 0 ? '""' : `"${id}"`, ...values].join(','))
      .join('\n');
    writeFileSync(join(dir, 'counts-by-r.csv'), `${csv}\n`);
    copyFileSync(join(root, 'tests/fixtures/formats/samples.csv'), join(dir, 'coldata.csv'));
    const run = de(
      '--counts',
      'counts-by-r.csv',
      '--samples',
      'coldata.csv',
      ...liverVsKidney.slice(2),
      '--covariates',
      'run',
      '--out',
      'from-r.tsv',
    );
    expect(run.code, run.stderr).toBe(0);
    const table = readTable(readFileSync(join(dir, 'from-r.tsv'), 'utf8'));
    expect(table.header.slice(0, 2)).toEqual(['gene_id', 'logFC']);
    expectClose(numbersOf(table.column('logFC')), ref.table.logFC, 1e-6, 1e-12, 'logFC');
    expectClose(numbersOf(table.column('adj.P.Val')), ref.table['adj.P.Val'], 1e-6, 1e-12, 'adj.P.Val');
  });

  it('refuses a sample sheet that does not match the counts, or leaves a level empty', () => {
    writeFileSync(
      join(dir, 'short.tsv'),
      samples.replace(/\nR2L6Kidney\tKidney\trun2/, '\nR2L7Kidney\tKidney\trun2'),
    );
    const mismatch = de('--counts', 'counts.tsv', '--samples', 'short.tsv', ...liverVsKidney.slice(2));
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain(
      'Error: short.tsv, line 11, column sample: the sample sheet does not match counts.tsv: "R2L7Kidney" not among its sample columns; no row for its sample columns "R2L6Kidney"',
    );
    writeFileSync(
      join(dir, 'empty-level.tsv'),
      samples.replace(/\nR2L6Kidney\tKidney\trun2/, '\nR2L6Kidney\tNA\trun2'),
    );
    const empty = de('--counts', 'counts.tsv', '--samples', 'empty-level.tsv', ...liverVsKidney.slice(2));
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Error: empty-level.tsv, line 11, column tissue: a value is required');
  });

  it('names the file, line and column of a bad count, and writes nothing', () => {
    const lines = counts.split('\n');
    lines[11] = (lines[11] as string).replace(/\t\d+$/, '\tabc');
    writeFileSync(join(dir, 'bad.tsv'), lines.join('\n'));
    const run = de('--counts', 'bad.tsv', ...liverVsKidney, '--out', 'bad-result.tsv');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Error: bad.tsv, line 12, column R2L6Kidney: "abc" is not a number');
    expect(existsSync(join(dir, 'bad-result.tsv'))).toBe(false);
  });

  it('refuses a level the factor does not have, a covariate the sheet lacks, and missing arguments', () => {
    const level = de(
      '--counts',
      'counts.tsv',
      ...liverVsKidney.slice(0, 4),
      '--numerator',
      'Brain',
      '--reference',
      'Kidney',
    );
    expect(level.code).toBe(1);
    expect(level.stderr).toContain('"Brain" is not a level of "tissue" (levels: "Kidney", "Liver")');
    const covariate = de('--counts', 'counts.tsv', ...liverVsKidney, '--covariates', 'batch');
    expect(covariate.code).toBe(1);
    expect(covariate.stderr).toContain('samples.tsv, line 1: column "batch" is missing');
    const usage = de('--counts', 'counts.tsv');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--samples is required');
    expect(usage.stderr).toContain('Usage: npm run de --');
  });
});

function numbersOf(values: (number | null)[]): Float64Array {
  return Float64Array.from(values, (value) => (value === null ? Number.NaN : value));
}
