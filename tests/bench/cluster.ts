/**
 * The heatmap kernels (workers/kernels/heatmap-cluster.ts) and the whole job the cluster worker
 * runs for one heatmap (orderHeatmap: z-score, cluster, order), in Node, whose V8 is the
 * browser's, at 1,000 and 5,000 genes × 96 samples. Synthetic, seeded: 6 gene programmes over 4
 * sample groups plus noise, so the clustering has real structure to find.
 * Budget: 1,000 genes clustered in ≤ 300 ms (spec); 5,000 is expert mode, reported only.
 */
import {
  hclustAverage,
  kMeans,
  kMeansRestarts,
  transpose,
  zScoreRows,
} from '../../workers/kernels/heatmap-cluster';
import { orderHeatmap } from '../../workers/kernels/heatmap-order';
import { seededRandom, stats, timeRuns } from './measure';
import type { BenchRow } from './run';

const SAMPLES = 96;
const RUNS = Number(process.env.BENCH_RUNS ?? (process.env.BENCH_QUICK ? 3 : 7));

/** Also the input of the same jobs in Chromium's worker (browser/workers-entry.ts). */
export function syntheticExpression(genes: number, samples = SAMPLES, seed = 7): Float64Array {
  const next = seededRandom(seed);
  const out = new Float64Array(genes * samples);
  for (let g = 0; g < genes; g++) {
    const programme = g % 6;
    for (let s = 0; s < samples; s++) out[g * samples + s] = 8 + ((programme + (s % 4)) % 3) + next() * 0.8;
  }
  return out;
}

export function benchCluster(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const genes of process.env.BENCH_QUICK ? [1_000] : [1_000, 5_000]) {
    const values = syntheticExpression(genes);
    const z = zScoreRows(values, genes, SAMPLES);
    const budget = genes === 1_000 ? 300 : null;
    const cases: [string, () => unknown][] = [
      ['z-score', () => zScoreRows(values, genes, SAMPLES)],
      [
        'hclust genes + samples',
        () => [hclustAverage(z, genes, SAMPLES), hclustAverage(transpose(z, genes, SAMPLES), SAMPLES, genes)],
      ],
      [
        `k-means k=5, ${kMeansRestarts(genes, SAMPLES)} restarts`,
        () => kMeans(z, genes, SAMPLES, 5, kMeansRestarts(genes, SAMPLES)),
      ],
      [
        'worker job, hierarchical',
        () =>
          orderHeatmap({
            values,
            rows: genes,
            cols: SAMPLES,
            zScore: true,
            clustering: 'hierarchical',
            k: 5,
          }),
      ],
      [
        'worker job, k-means',
        () => orderHeatmap({ values, rows: genes, cols: SAMPLES, zScore: true, clustering: 'kmeans', k: 5 }),
      ],
    ];
    for (const [name, run] of cases) {
      const { median, p95 } = stats(timeRuns(run, RUNS));
      rows.push({
        name: `${name} (${genes} × ${SAMPLES})`,
        median_ms: Math.round(median),
        p95_ms: Math.round(p95),
        budget_ms: budget,
      });
    }
  }
  return rows;
}
