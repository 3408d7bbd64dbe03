/**
 * A researcher's own files read by genomics/formats at 60,000 genes: DESeq2's write.csv, edgeR's
 * topTags as gzip-compressed TSV, limma's topTable as TXT and a 60,000 × 16 count matrix (TSV),
 * written by R itself (tests/fixtures/formats/make-fixtures.R --large, run here once and kept
 * in .tmp/formats-data), plus the DESeq2 table saved as a workbook (ExcelJS) for the .xlsx path.
 * - in Node, file bytes to table (decompression, decoding, sniffing, reading), as the tests run it,
 *   with its CPU time (`cpu_median_ms`: what the wall time would be on an idle machine);
 * - in headless Chromium, the same through workers/results-reader.worker.ts as a screen drives
 *   it: a Blob sent by name, the table back with its arrays transferred; the round trip and the
 *   main thread's longest task meanwhile (Long Tasks API: 0 when none reached 50 ms);
 * - the size of the worker's chunk and of the .xlsx reader's chunk, loaded only for workbooks.
 * Budget (issue 21): each of the four files ≤ 1 s in the worker. `BENCH_QUICK=1` runs fewer times.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { readCountMatrixFile } from '../../genomics/formats/count-matrix';
import { readDeTable } from '../../genomics/formats/de-table';
import { readTextFile } from '../../genomics/formats/read-file';
import type { FormatsReader, FormatsRun } from './browser/formats-entry';
import { openBenchPage } from './browser-page';
import { machineLoad } from './load';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const RUNS = QUICK ? 3 : 9;
const GENES = 60_000;
const SAMPLES = 16;
const DATA = resolve('.tmp/formats-data');

const FILES: { reader: FormatsReader; file: string; what: string; budget: number | null }[] = [
  { reader: 'readResults', file: 'deseq2.csv', what: 'DESeq2 write.csv', budget: 1000 },
  { reader: 'readResults', file: 'edger.tsv.gz', what: 'edgeR topTags, TSV.gz', budget: 1000 },
  { reader: 'readResults', file: 'limma.txt', what: 'limma topTable, TXT', budget: 1000 },
  { reader: 'readCounts', file: 'counts.tsv', what: `count matrix × ${SAMPLES}, TSV`, budget: 1000 },
  { reader: 'readResults', file: 'deseq2.xlsx', what: 'DESeq2 table as .xlsx', budget: null },
];

const ms = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 100) / 100);

/** A workbook of the DESeq2 table, as a researcher saves it from a spreadsheet. */
async function writeWorkbook(csv: string, path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('DESeq2');
  for (const [r, line] of csv.trimEnd().split('\n').entries()) {
    const cells = line.split(',').map((cell) => cell.replaceAll('"', ''));
    sheet
      .addRow(
        r === 0 ? cells : cells.map((cell, c) => (c === 0 || cell === 'NA' ? cell || null : Number(cell))),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function makeData(): Promise<void> {
  if (!FILES.slice(0, 4).every(({ file }) => existsSync(join(DATA, file)))) {
    console.log(`Writing the ${GENES.toLocaleString('en')}-gene files with R (a few minutes, once)…`);
    const script = 'tests/fixtures/formats/make-fixtures.R';
    const args = [script, '--large', DATA, '--genes', String(GENES), '--samples', String(SAMPLES)];
    const run = spawnSync('Rscript', args, { stdio: 'inherit' });
    if (run.status !== 0) {
      throw new Error(
        `Rscript ${args.join(' ')} failed: R with DESeq2, edgeR and limma is needed (see ${script})`,
      );
    }
  }
  const workbook = join(DATA, 'deseq2.xlsx');
  if (!existsSync(workbook)) await writeWorkbook(readFileSync(join(DATA, 'deseq2.csv'), 'utf8'), workbook);
}

async function readInNode(reader: FormatsReader, file: string, bytes: Uint8Array): Promise<number> {
  const text = await readTextFile(file, bytes);
  if (reader === 'readCounts') return readCountMatrixFile(text.name, text.text).geneIds.length;
  const read = readDeTable(text.name, text.text);
  if (read.kind !== 'table') throw new Error(`${file} needs a mapping`);
  return read.table.geneIds.length;
}

async function nodeRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { reader, file, what } of FILES) {
    const bytes = new Uint8Array(readFileSync(join(DATA, file)));
    const genes = await readInNode(reader, file, bytes);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await readInNode(reader, file, bytes);
      const used = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const { median, p95 } = stats(times);
    rows.push({
      name: `${what} (${genes.toLocaleString('en')} rows, ${(bytes.length / 1024 ** 2).toFixed(1)} MB), Node`,
      runs: RUNS,
      median_ms: ms(median),
      p95_ms: ms(p95),
      cpu_median_ms: ms(stats(cpu).median),
      main_thread_longest_task_ms: null,
      budget_ms: null,
      load: machineLoad().load,
    });
  }
  return rows;
}

const CHUNK = /^(results-reader\.worker|xlsx-sheet)-.*\.js$/;

function chunkRows(out: string): BenchRow[] {
  const assets = join(out, 'assets');
  return readdirSync(assets)
    .filter((name) => CHUNK.test(name))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return {
        name: `chunk ${CHUNK.exec(name)?.[1]}.js: ${(bytes.length / 1024).toFixed(1)} kB, ${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzip`,
        runs: null,
        median_ms: null,
        p95_ms: null,
        main_thread_longest_task_ms: null,
        budget_ms: null,
      };
    });
}

async function browserRows(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage('formats.html', () => 'formatsBench' in window);
  const out = resolve('.tmp/bench-formats');
  mkdirSync(join(out, 'data'), { recursive: true });
  for (const { file } of FILES) copyFileSync(join(DATA, file), join(out, 'data', file));
  const rows: BenchRow[] = [];
  try {
    for (const { reader, file, what, budget } of FILES) {
      const runs: FormatsRun[] = await page.evaluate(
        ([kind, path, count]) => window.formatsBench.run(kind, path, count),
        [reader, `data/${file}`, RUNS] as const,
      );
      const { median, p95 } = stats(runs.map((run) => run.total));
      rows.push({
        name: `${what} (${(runs[0]?.rows ?? 0).toLocaleString('en')} rows), worker round trip, Chromium`,
        runs: RUNS,
        median_ms: ms(median),
        p95_ms: ms(p95),
        main_thread_longest_task_ms: ms(Math.max(...runs.map((run) => run.longestTask))),
        budget_ms: budget,
        load: machineLoad().load,
      });
    }
  } finally {
    await close();
  }
  return [...rows, ...chunkRows(out)];
}

export async function benchFormats(): Promise<BenchRow[]> {
  await makeData();
  return [...(await nodeRows()), ...(await browserRows())];
}
