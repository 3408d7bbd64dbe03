/**
 * The genes and cluster workers in headless Chromium (issue 5: the kernels benchmarked where they
 * run): the page tests/bench/browser/workers.html drives the app's own worker files through
 * Comlink. Every time is a round trip from the main thread; `main thread` is how long sending
 * held the main thread, the part a user could feel. The same kernels timed in Node are in the
 * kernels and cluster suites.
 * Budgets: no main-thread task over 50 ms; the heatmap job with hierarchical clustering of 1,000
 * genes ≤ 300 ms, 5,000 ≤ 600 ms, 10,000 ≤ 3 s and ≤ 250 MiB. peak_mib: the renderer's resident
 * set at its highest during one job in a new cluster worker, above where it began (the workers
 * run in that process); cpu_ms: the renderer's CPU time per job, what the wall time would be on
 * an idle machine.
 * The clustering of genes alone is also timed with each engine, WebAssembly and the JavaScript
 * fallback, interleaved, for the ratio that decides which ships.
 */
import { openBenchPage } from './browser-page';
import { stamp } from './load';
import { stats } from './measure';
import { rendererPids, startCpu, startPeaks } from './process-usage';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 5 : 15));
const GENES = 60_000;
const SAMPLES = 96;

interface Timed {
  total: number[];
  blocked: number[];
}

const ms = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 100) / 100);

function row(
  name: string,
  times: Timed,
  budget: number | null,
  usage: { cpuMs?: number | null; peakMiB?: number | null } = {},
): BenchRow {
  const total = stats(times.total);
  return stamp({
    name,
    runs: times.total.length,
    median_ms: ms(total.median),
    p95_ms: ms(total.p95),
    main_thread_p95_ms: ms(stats(times.blocked).p95),
    budget_ms: budget,
    cpu_ms: usage.cpuMs ?? null,
    peak_mib: usage.peakMiB ?? null,
  });
}

const HEATMAP_BUDGETS: Record<number, number> = { 1000: 300, 5000: 600, 10000: 3_000 };

export async function benchWorkers(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage('workers.html', () => 'workersBench' in window);
  const rows: BenchRow[] = [];
  try {
    const genes = `${GENES / 1000}k genes`;
    const load = await page.evaluate(([n, runs]) => window.workersBench.load(n, runs), [
      GENES,
      RUNS,
    ] as const);
    rows.push(row(`frame to the genes worker, transferred (${genes})`, load, 50));
    const cases: [string, () => Promise<Timed>, number | null][] = [
      [
        `filter, sort order kept (${genes})`,
        () => page.evaluate((r) => window.workersBench.filter(r), RUNS),
        50,
      ],
      [
        `sort + filter, new key (${genes})`,
        () => page.evaluate((r) => window.workersBench.sort(r), RUNS),
        null,
      ],
      [`search (${genes})`, () => page.evaluate((r) => window.workersBench.search(r), RUNS), 50],
      [`top 50 DEGs (${genes})`, () => page.evaluate((r) => window.workersBench.topDegs(r), RUNS), null],
    ];
    for (const [name, run, budget] of cases) rows.push(row(name, await run(), budget));
    for (const genesInHeatmap of QUICK ? [1_000] : [1_000, 5_000, 10_000]) {
      for (const clustering of ['hierarchical', 'kmeans'] as const) {
        const runs =
          genesInHeatmap >= 10_000 ? Math.min(RUNS, 3) : genesInHeatmap >= 5_000 ? Math.min(RUNS, 5) : RUNS;
        await page.evaluate(() => window.workersBench.freshClusterWorker());
        const renderers = rendererPids();
        const peak = startPeaks(renderers);
        await page.evaluate(([n, cols, how]) => window.workersBench.heatmapOnce(n, cols, how), [
          genesInHeatmap,
          SAMPLES,
          clustering,
        ] as const);
        const peakMiB = peak?.() ?? null;
        const cpu = startCpu(renderers);
        const times = await page.evaluate(
          ([n, cols, how, runs]) => window.workersBench.heatmap(n, cols, how, runs),
          [genesInHeatmap, SAMPLES, clustering, runs] as const,
        );
        const cpuMs = cpu();
        const budget = clustering === 'hierarchical' ? (HEATMAP_BUDGETS[genesInHeatmap] ?? null) : null;
        rows.push(
          row(`heatmap job, ${clustering} (${genesInHeatmap} × ${SAMPLES})`, times, budget, {
            cpuMs: cpuMs === null ? null : Math.round(cpuMs / (runs + 1)),
            peakMiB,
          }),
        );
      }
    }
    const engineGenes = QUICK ? 1_000 : 5_000;
    const engineTimes: Record<string, number[]> = { webassembly: [], javascript: [] };
    // Interleaved, one run each in turn, so that the machine's load weighs on both alike.
    for (let round = 0; round < (QUICK ? 3 : 5); round++)
      for (const engine of ['webassembly', 'javascript'] as const) {
        const times = await page.evaluate(
          ([n, cols, which]) => window.workersBench.hclust(n, cols, which, 1),
          [engineGenes, SAMPLES, engine] as const,
        );
        if (times) engineTimes[engine]?.push(...times);
      }
    const medians: Record<string, number> = {};
    for (const [engine, times] of Object.entries(engineTimes)) {
      if (times.length === 0) continue;
      const { median, p95 } = stats(times);
      medians[engine] = median;
      rows.push(
        stamp({
          name: `hclust genes, ${engine} (${engineGenes} × ${SAMPLES}, in the worker)`,
          runs: times.length,
          median_ms: ms(median),
          p95_ms: ms(p95),
        }),
      );
    }
    if (medians.webassembly && medians.javascript)
      rows.push(
        stamp({
          name: `hclust genes, JavaScript ÷ WebAssembly (${engineGenes} × ${SAMPLES})`,
          ratio: Math.round((medians.javascript / medians.webassembly) * 100) / 100,
          note: 'WebAssembly ships if ≥ 2',
        }),
      );
  } finally {
    await close();
  }
  return rows;
}
