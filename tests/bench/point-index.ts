/**
 * The volcano's point index (src/gl/point-index.ts, KDBush underneath) in Node: the tree built
 * over a synthetic genolist of 60k and 1M genes shaped like DESeq2 results, hover picks (the
 * nearest point within 10 px on a 1000 × 800 plot, mean of 100 picks near points) and a lasso of
 * 64 vertices around the dense middle of the plot. The same lookups run in the browser in the
 * volcano suite; this one needs no build and measures the index alone.
 */
import { lassoSelect, PointIndex } from '../../src/gl/point-index';
import { stamp } from './load';
import { seededRandom, stats, timeRuns } from './measure';
import type { BenchRow } from './run';

const SIZES = process.env.BENCH_QUICK ? [60_000] : [60_000, 1_000_000];
const WIDTH = 1000;
const HEIGHT = 800;
const PICK_RADIUS = 10;

function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

/** log2 fold change across, -log10 padj up: most genes near the origin, a tail of strong changes, -log10 padj at most 50 (the plot's ceiling for p = 0). */
function volcanoPoints(n: number) {
  const next = seededRandom(17);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const changed = next() < 0.1;
    xs[i] = changed ? normal(next) * 2.5 : normal(next) * 0.3;
    ys[i] = Math.min(50, -Math.log10(Math.min(1, (changed ? next() ** 8 : next()) * 5)));
  }
  return { xs, ys, ids: Uint32Array.from({ length: n }, (_, i) => i) };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function row(name: string, points: number, times: readonly number[], note = ''): BenchRow {
  const { median, p95 } = stats(times);
  return stamp({ name, points, runs: times.length, median_ms: round(median), p95_ms: round(p95), note });
}

export function benchPointIndex(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const n of SIZES) {
    const { xs, ys, ids } = volcanoPoints(n);
    let index = new PointIndex(xs, ys, ids);
    rows.push(
      row(
        'build',
        n,
        timeRuns(() => (index = new PointIndex(xs, ys, ids)), n > 100_000 ? 5 : 15),
      ),
    );
    let maxX = 0;
    let maxY = 0;
    for (let i = 0; i < n; i++) {
      maxX = Math.max(maxX, Math.abs(xs[i] as number));
      maxY = Math.max(maxY, ys[i] as number);
    }
    const sx = WIDTH / (2 * maxX);
    const sy = HEIGHT / maxY;
    const next = seededRandom(5);
    const targets = Array.from({ length: 100 }, () => {
      const i = Math.floor(next() * n);
      return [(xs[i] as number) + (next() - 0.5) * (6 / sx), (ys[i] as number) + (next() - 0.5) * (6 / sy)];
    });
    let hits = 0;
    const picks = timeRuns(() => {
      hits = 0;
      for (const [x, y] of targets)
        if (index.nearest(x as number, y as number, sx, sy, PICK_RADIUS) >= 0) hits++;
    }, 30).map((ms) => ms / targets.length);
    rows.push(row('hover pick (mean of 100)', n, picks, `${hits}% found one`));
    // An eight-pointed star around the dense middle of the plot, in data coordinates.
    const polygon: number[] = [];
    for (let k = 0; k < 64; k++) {
      const angle = (k / 64) * 2 * Math.PI;
      const radius = (k % 8 < 4 ? 0.36 : 0.2) * Math.min(WIDTH, HEIGHT);
      polygon.push((Math.cos(angle) * radius) / sx, (HEIGHT * 0.25 + Math.sin(angle) * radius * 0.5) / sy);
    }
    let selected = 0;
    const lasso = timeRuns(
      () => {
        selected = lassoSelect(index, xs, ys, polygon).length;
      },
      n > 100_000 ? 5 : 15,
    );
    rows.push(row('lasso (64-vertex polygon)', n, lasso, `${selected} points inside`));
  }
  return rows;
}
