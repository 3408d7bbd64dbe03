/**
 * The gene kernels at 60,000 genes, in Node: the same functions workers/genes.worker.ts runs
 * (workers/kernels/*), timed here outside a worker. The frame is synthetic but shaped like real
 * DESeq2 results (seeded): most genes unchanged, a tail of strong changes, p-values piled near 0
 * with some exactly 0, ~10 % missing padj (independent filtering), ~2 % missing log2FC.
 * Budget: a filter change must not hold the main thread over 50 ms; in the app it runs in the
 * worker, and what stays on the main thread is sending the frame once (the transfer rows).
 */
import { countRegulation, type GeneColumns, selectGenes } from '../../workers/kernels/genes-filter';
import { sortOrder } from '../../workers/kernels/genes-sort';
import { topDegs } from '../../workers/kernels/top-degs';
import { seededRandom, stats, timeRuns } from './measure';
import type { BenchRow } from './run';

const GENES = 60_000;
const RUNS = Number(process.env.BENCH_RUNS ?? (process.env.BENCH_QUICK ? 10 : 40));
const BUDGET_MS = 50;

function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

export function syntheticColumns(n: number, seed = 61): GeneColumns {
  const next = seededRandom(seed);
  const expression = new Float64Array(n);
  const log2fc = new Float64Array(n);
  const pvalue = new Float64Array(n);
  const padj = new Float64Array(n);
  const searchKey: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    expression[i] = 2 ** (normal(next) * 2.5 + 6);
    const changed = next() < 0.1;
    log2fc[i] = next() < 0.02 ? Number.NaN : changed ? normal(next) * 2.5 : normal(next) * 0.3;
    const p = changed ? next() ** 8 : next();
    pvalue[i] = p < 1e-300 || next() < 0.001 ? 0 : p;
    padj[i] = next() < 0.1 ? Number.NaN : Math.min(1, (pvalue[i] as number) * 20);
    const symbol = next() < 0.15 ? '' : `gene${(i * 7919) % n}`;
    searchKey[i] = `${symbol}\tensg${String(i).padStart(11, '0')}`;
  }
  return { n, expression, log2fc, pvalue, padj, searchKey };
}

function measure(name: string, run: () => unknown, budget: number | null): BenchRow {
  const { median, p95 } = stats(timeRuns(run, RUNS));
  return {
    name,
    runs: RUNS,
    median_ms: Number(median.toFixed(2)),
    p95_ms: Number(p95.toFixed(2)),
    budget_ms: budget,
  };
}

export function benchKernels(): BenchRow[] {
  const columns = syntheticColumns(GENES);
  const byPadj = sortOrder(columns, 'padj', 'asc');
  const criteria = { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5), regulation: 'all', search: '' } as const;
  const numbers = [columns.expression, columns.log2fc, columns.pvalue, columns.padj];
  const label = `${GENES / 1000}k genes, Node, same code as the genes worker`;
  return [
    measure(
      `filter padj ≤ 0.05, |FC| ≥ 1.5 + counts (${label})`,
      () => countRegulation(columns.log2fc, selectGenes(columns, byPadj, criteria)),
      BUDGET_MS,
    ),
    measure(
      `search "gene12" (${label})`,
      () => selectGenes(columns, byPadj, { ...criteria, search: 'gene12' }),
      BUDGET_MS,
    ),
    measure(`sort by padj asc (${label})`, () => sortOrder(columns, 'padj', 'asc'), null),
    measure(`sort by log2FC desc (${label})`, () => sortOrder(columns, 'log2fc', 'desc'), null),
    measure(`sort by symbol asc (${label})`, () => sortOrder(columns, 'symbol', 'asc'), null),
    measure(`top 50 DEGs (${label})`, () => topDegs(columns.log2fc, columns.padj, 50), null),
    measure(
      `structuredClone of the 4 number columns, copied (${label})`,
      () => structuredClone(numbers),
      BUDGET_MS,
    ),
    measure(
      `structuredClone of the 4 number columns, buffers transferred (${label}; incl. copying them first)`,
      () => {
        const copies = numbers.map((column) => column.slice());
        structuredClone(copies, { transfer: copies.map((column) => column.buffer) });
      },
      BUDGET_MS,
    ),
    measure(
      `structuredClone of the search keys joined in one string (${label}; incl. the join)`,
      () => structuredClone(columns.searchKey.join('\n')),
      BUDGET_MS,
    ),
    measure(
      `structuredClone of the search keys as 60k strings (${label})`,
      () => structuredClone(columns.searchKey),
      null,
    ),
  ];
}
