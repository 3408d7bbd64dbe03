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
 *
 * Against Plotly, like with like (issue 22): the same pixel ratio and no antialiasing for both,
 * data neither has seen for every first frame, cold against cold (the page reloaded before each
 * run: worker, contexts and shaders made anew) and warm against warm (our plot mounted again on
 * its pooled context, Plotly's `react` on the contexts it keeps), the variants interleaved with a
 * pause between them, and `plotly_vs_ours` the ratio of medians (above 1: ours is faster).
 */
import { openBenchPage, PAGE_TIMEOUT_MS } from './browser-page';
import { stamp } from './load';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
/** BENCH_POINTS=1000000 (or a comma-separated list) measures those sizes only. */
const SIZES = process.env.BENCH_POINTS
  ? process.env.BENCH_POINTS.split(',').map(Number)
  : QUICK
    ? [60_000]
    : [60_000, 250_000, 1_000_000];
const LASSO_SIZES = process.env.BENCH_POINTS ? [] : QUICK ? [100_000] : [100_000, 1_000_000];
const GPU_NOTE = 'SwiftShader (CPU rasteriser): not GPU time';
/** Between two measured variants: what one left running (a GPU flush, a collection) settles. */
const PAUSE_MS = 500;
const pause = () => new Promise((done) => setTimeout(done, PAUSE_MS));

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
  return stamp({
    name,
    points,
    runs: times.length,
    median_ms: round(ours.median),
    p95_ms: round(ours.p95),
    target_ms: target,
    plotly_median_ms: plotly ? round(plotly.median) : null,
    plotly_vs_ours: plotly && ours.median > 0 ? Math.round((plotly.median / ours.median) * 100) / 100 : null,
    note: extra.note ?? '',
  });
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
      const runs = big ? 3 : 5;
      const reload = async () => {
        await page.reload();
        await page.waitForFunction(() => 'volcanoBench' in window, null, { timeout: PAGE_TIMEOUT_MS });
      };
      // Cold against cold, a new page for each, alternating with a pause; each run a new seed.
      const cold = { ours: [] as number[], main: [] as number[], plotly: [] as number[] };
      for (let r = 0; r < runs; r++) {
        await reload();
        const ours = await page.evaluate(([n, seed]) => window.volcanoBench.ourCold(n, seed), [
          n,
          100 + r,
        ] as const);
        cold.ours.push(ours.total);
        cold.main.push(ours.main);
        await pause();
        await reload();
        cold.plotly.push(
          await page.evaluate(([n, seed]) => window.volcanoBench.plotlyCold(n, seed), [n, 200 + r] as const),
        );
        await pause();
      }
      // Warm against warm on one page, alternating with a pause.
      await reload();
      const warm = { ours: [] as number[], main: [] as number[], plotly: [] as number[] };
      for (let r = 0; r < runs; r++) {
        const ours = await page.evaluate(([n, seed]) => window.volcanoBench.ourWarm(n, seed), [
          n,
          300 + r,
        ] as const);
        warm.ours.push(ours.total);
        warm.main.push(ours.main);
        await pause();
        warm.plotly.push(
          await page.evaluate(([n, seed]) => window.volcanoBench.plotlyWarm(n, seed), [n, 400 + r] as const),
        );
        await pause();
      }
      rows.push(
        row('first frame, cold: new page, new data', n, cold.ours, null, {
          plotly: cold.plotly,
          note: `${GPU_NOTE}; worker, context and shaders made`,
        }),
      );
      rows.push(
        row('first frame, warm: plot mounted again, new data', n, warm.ours, n === 60_000 ? 150 : null, {
          plotly: warm.plotly,
          note: `${GPU_NOTE}; pooled context against Plotly.react`,
        }),
      );
      rows.push(
        row('first frame, main thread: plot made, new data sent', n, [...cold.main, ...warm.main], 50, {
          note: 'the page waits for this only; cold and warm runs',
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
