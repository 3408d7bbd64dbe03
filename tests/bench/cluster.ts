/**
 * The heatmap's clustering in Node, whose V8 is the browser's: hierarchical clustering of genes
 * (workers/kernels/hclust.ts) with its WebAssembly kernels and with the JavaScript ones it falls
 * back to, and the whole job the cluster worker runs for one heatmap (orderHeatmap: z-score,
 * cluster genes and samples, order), at 1,000, 5,000 and 10,000 genes × 96 samples. The matrices
 * are those of tests/fixtures/hclust/hclust_average.R, whose R results the unit tests match.
 * Peak memory is the process's resident set at its highest over the runs, above where it began;
 * cpu_ms the CPU time a run took (which on a loaded machine tells what wall time would be on an
 * idle one).
 * Budgets: 1,000 genes ≤ 300 ms; in Chromium's worker (the workers suite) 5,000 ≤ 600 ms and
 * 10,000 ≤ 3 s and ≤ 250 MiB.
 */

import { hclustAverage } from '../../workers/kernels/hclust';
import { jsLinkage } from '../../workers/kernels/hclust-average';
import { wasmLinkageKernels } from '../../workers/kernels/hclust-wasm';
import { kMeans, kMeansRestarts, zScoreRows } from '../../workers/kernels/heatmap-cluster';
import { orderHeatmap } from '../../workers/kernels/heatmap-order';
import { syntheticExpression } from '../support/synthetic-expression';
import { stamp } from './load';
import { stats, timeRuns } from './measure';
import { startCpu, startPeak } from './process-usage';
import type { BenchRow } from './run';

const SAMPLES = 96;
const QUICK = Boolean(process.env.BENCH_QUICK);
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 3 : 7));
const BUDGETS: Record<number, number> = { 1000: 300, 5000: 600, 10000: 3_000 };

function measure(name: string, genes: number, run: () => unknown, budget: number | null): BenchRow {
  const runs = genes >= 10_000 ? Math.min(RUNS, 3) : RUNS;
  const peak = startPeak();
  const cpu = startCpu(['self']);
  const { median, p95 } = stats(timeRuns(run, runs));
  const cpuMs = cpu();
  return stamp({
    name: `${name} (${genes} × ${SAMPLES})`,
    runs,
    median_ms: Math.round(median),
    p95_ms: Math.round(p95),
    budget_ms: budget,
    cpu_ms: cpuMs === null ? null : Math.round(cpuMs / (runs + 1)),
    peak_mib: peak?.() ?? null,
  });
}

export function benchCluster(): BenchRow[] {
  const rows: BenchRow[] = [];
  const wasm = wasmLinkageKernels();
  for (const genes of QUICK ? [1_000] : [1_000, 5_000, 10_000]) {
    const values = syntheticExpression(genes, SAMPLES);
    const z = zScoreRows(values, genes, SAMPLES);
    const engines = [
      ['WebAssembly', wasm],
      ['JavaScript', jsLinkage],
    ] as const;
    const timed: number[] = [];
    for (const [engine, kernels] of engines) {
      if (!kernels) continue;
      const row = measure(
        `hclust genes, ${engine}`,
        genes,
        () => hclustAverage(z, genes, SAMPLES, { kernels }),
        null,
      );
      // CPU time where known: the machine's other work weighs on wall time unevenly.
      timed.push((row.cpu_ms ?? row.median_ms) as number);
      rows.push(row);
    }
    if (timed.length === 2)
      rows.push(
        stamp({
          name: `hclust genes, JavaScript ÷ WebAssembly (${genes} × ${SAMPLES})`,
          ratio: Math.round(((timed[1] as number) / (timed[0] as number)) * 100) / 100,
          note: 'of CPU times; WebAssembly ships if ≥ 2',
        }),
      );
    rows.push(
      measure(
        `k-means k=5, ${kMeansRestarts(genes, SAMPLES)} restarts`,
        genes,
        () => kMeans(z, genes, SAMPLES, 5, kMeansRestarts(genes, SAMPLES)),
        null,
      ),
    );
    for (const clustering of ['hierarchical', 'kmeans'] as const)
      rows.push(
        measure(
          `worker job, ${clustering}`,
          genes,
          () => orderHeatmap({ values, rows: genes, cols: SAMPLES, zScore: true, clustering, k: 5 }),
          clustering === 'hierarchical' ? (BUDGETS[genes] ?? null) : null,
        ),
      );
  }
  return rows;
}
