/**
 * The volcano plot in headless Chromium: the page tests/bench/browser/volcano.html (built by Vite
 * into .tmp/bench-volcano, served on a free port with cross-origin isolation so
 * `performance.now()` has 5 µs resolution) drives the real src/gl engine on seeded synthetic
 * genolists of 60k, 250k and 1M genes, and draws the same points with Plotly's `scattergl`.
 *
 * Chromium runs with the flags of playwright.config.ts, so WebGL is SwiftShader: a CPU
 * rasteriser. Frame times here are CPU rasterisation on this machine, not GPU times; a real GPU
 * draws a million points far faster. The ratio to Plotly compares both on the same rasteriser.
 * Targets (issue 5): 60k first frame ≤ 150 ms, pan/zoom ≤ 16.7 ms a frame, hover ≤ 1 ms, no
 * main-thread task over 50 ms for a threshold change.
 *
 * The plot draws in the scatter worker (src/gl/scatter-engine.ts): a frame time here is from the
 * page's call until the worker has drawn and read one pixel back (the GPU done), most of it
 * SwiftShader rasterising on a CPU core of its own; the main thread's share is measured apart.
 */
import { openBenchPage } from './browser-page';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const SIZES = QUICK ? [60_000] : [60_000, 250_000, 1_000_000];
const LASSO_SIZES = QUICK ? [100_000] : [100_000, 1_000_000];
const GPU_NOTE = 'SwiftShader (CPU rasteriser): not GPU time';

const round = (ms: number) => (ms >= 10 ? Math.round(ms) : Math.round(ms * 1000) / 1000);

function row(
  name: string,
  points: number,
  times: readonly number[],
  target: number | null,
  extra: { plotly?: readonly number[]; note?: string } = {},
): BenchRow {
  const ours = stats(times);
  const plotly = extra.plotly ? stats(extra.plotly) : null;
  return {
    name,
    points,
    median_ms: round(ours.median),
    p95_ms: round(ours.p95),
    target_ms: target,
    plotly_median_ms: plotly ? round(plotly.median) : null,
    ours_vs_plotly:
      plotly && plotly.median > 0 ? Math.round((ours.median / plotly.median) * 100) / 100 : null,
    note: extra.note ?? '',
  };
}

export async function benchVolcano(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage('volcano.html', () => 'volcanoBench' in window, {
    width: 1100,
    height: 1300,
  });
  const rows: BenchRow[] = [];
  try {
    for (const n of SIZES) {
      const big = n >= 1_000_000;
      const prepare = await page.evaluate(([n, runs]) => window.volcanoBench.prepare(n, runs), [
        n,
        big ? 5 : 9,
      ] as const);
      rows.push(row('data ready: coordinates, bins, states', n, prepare, null, { note: 'main thread' }));
      const first = await page.evaluate(([n, runs]) => window.volcanoBench.firstFrame(n, runs), [
        n,
        big ? 5 : 9,
      ] as const);
      const plotlyFirst = await page.evaluate(([n, runs]) => window.volcanoBench.plotlyFirstFrame(n, runs), [
        n,
        big ? 3 : 5,
      ] as const);
      if (first.cold !== null)
        rows.push(
          row('first plot of the page: worker starts, context created', n, [first.cold], null, {
            note: 'off the main thread; once a page (pooled after)',
          }),
        );
      rows.push(
        row('first frame, main thread: plot made, data sent', n, first.main, 50, {
          note: 'the page waits for this only',
        }),
      );
      rows.push(
        row('first frame after data ready', n, first.times, n === 60_000 ? 150 : null, {
          plotly: plotlyFirst,
          note: `${GPU_NOTE}; pooled context`,
        }),
      );
      const pan = await page.evaluate(([n, frames]) => window.volcanoBench.panZoom(n, frames), [
        n,
        big ? 18 : 36,
      ] as const);
      const plotlyPan = await page.evaluate(([n, frames]) => window.volcanoBench.plotlyPanZoom(n, frames), [
        n,
        big ? 6 : 12,
      ] as const);
      rows.push(row('pan/zoom frame', n, pan, 16.7, { plotly: plotlyPan, note: GPU_NOTE }));
      const hover = await page.evaluate(([n, batches]) => window.volcanoBench.hover(n, batches), [
        n,
        30,
      ] as const);
      rows.push(row('k-d tree build (first hover)', n, [hover.build], null));
      rows.push(
        row('hover pick', n, hover.times, 1, {
          note: `mean of 100 picks near drawn points, ${hover.hits}% found one`,
        }),
      );
      const threshold = await page.evaluate(([n, runs]) => window.volcanoBench.threshold(n, runs), [
        n,
        big ? 8 : 16,
      ] as const);
      rows.push(
        row('threshold change, main thread: bins, states, sent', n, threshold.main, 50, {
          note: 'the page waits for this only',
        }),
      );
      rows.push(
        row('threshold change until drawn (worker + GPU)', n, threshold.drawn, null, {
          note: `${GPU_NOTE}; off the main thread`,
        }),
      );
    }
    for (const n of LASSO_SIZES) {
      const lasso = await page.evaluate(([n, runs]) => window.volcanoBench.lasso(n, runs), [n, 15] as const);
      rows.push(
        row('lasso (64-vertex polygon)', n, lasso.times, null, { note: `${lasso.selected} points inside` }),
      );
    }
  } finally {
    await close();
  }
  return rows;
}
