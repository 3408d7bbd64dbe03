/**
 * The volcano plot in headless Chromium: the page tests/bench/browser/volcano.html (built by Vite
 * into .tmp/bench-volcano, served on a free port with cross-origin isolation so
 * `performance.now()` has 5 µs resolution) drives the real src/gl engine on seeded synthetic
 * genolists of 60k, 250k and 1M genes, and draws the same points with Plotly's `scattergl`.
 *
 * Chromium runs with the flags of playwright.config.ts, so WebGL is SwiftShader: a CPU
 * rasteriser. Frame times here are CPU rasterisation on this machine, not GPU times; a real GPU
 * draws a million points far faster. The ratio to Plotly compares both on the same rasteriser.
 * Targets (issue 5): 60k first frame ≤ 150 ms, pan/zoom ≤ 16.7 ms a frame, hover ≤ 1 ms.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import config from '../../playwright.config';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const SIZES = QUICK ? [60_000] : [60_000, 250_000, 1_000_000];
const LASSO_SIZES = QUICK ? [100_000] : [100_000, 1_000_000];
const OUT = resolve('.tmp/bench-volcano');
const GPU_NOTE = 'SwiftShader (CPU rasteriser): not GPU time';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'volcano.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      // Cross-origin isolation: performance.now() at 5 µs instead of 100 µs.
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

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
  await build({
    configFile: false,
    root: resolve('tests/bench/browser'),
    base: './',
    logLevel: 'warn',
    build: {
      outDir: OUT,
      emptyOutDir: true,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: { input: resolve('tests/bench/browser/volcano.html') },
    },
  });
  const server = await serve(OUT);
  const browser = await chromium.launch({ ...config.use?.launchOptions, headless: true });
  const rows: BenchRow[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
    page.on('pageerror', (error) => console.error('bench page:', error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/volcano.html`);
    await page.waitForFunction(() => 'volcanoBench' in window);
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
      rows.push(
        row('first frame after data ready', n, first, n === 60_000 ? 150 : null, {
          plotly: plotlyFirst,
          note: GPU_NOTE,
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
      rows.push(row('threshold change: bins, states, upload, draw', n, threshold, null, { note: GPU_NOTE }));
    }
    for (const n of LASSO_SIZES) {
      const lasso = await page.evaluate(([n, runs]) => window.volcanoBench.lasso(n, runs), [n, 15] as const);
      rows.push(
        row('lasso (64-vertex polygon)', n, lasso.times, null, { note: `${lasso.selected} points inside` }),
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
