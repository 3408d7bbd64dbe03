/**
 * The genes and cluster workers in headless Chromium (issue 5: the kernels benchmarked where they
 * run): the page tests/bench/browser/workers.html drives the app's own worker files through
 * Comlink. Every time is a round trip from the main thread; `main thread` is how long sending
 * held the main thread, the part a user could feel. The same kernels timed in Node are in the
 * kernels and cluster suites.
 * Budgets: no main-thread task over 50 ms; hierarchical clustering of 1,000 genes ≤ 300 ms.
 */
import { openBenchPage } from './browser-page';
import { stats } from './measure';
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

function row(name: string, times: Timed, budget: number | null): BenchRow {
  const total = stats(times.total);
  return {
    name,
    runs: times.total.length,
    median_ms: ms(total.median),
    p95_ms: ms(total.p95),
    main_thread_p95_ms: ms(stats(times.blocked).p95),
    budget_ms: budget,
  };
}

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
    for (const genesInHeatmap of QUICK ? [1_000] : [1_000, 5_000]) {
      for (const clustering of ['hierarchical', 'kmeans'] as const) {
        const times = await page.evaluate(
          ([n, cols, how, runs]) => window.workersBench.heatmap(n, cols, how, runs),
          [genesInHeatmap, SAMPLES, clustering, genesInHeatmap >= 5_000 ? Math.min(RUNS, 5) : RUNS] as const,
        );
        const budget = genesInHeatmap === 1_000 && clustering === 'hierarchical' ? 300 : null;
        rows.push(row(`heatmap job, ${clustering} (${genesInHeatmap} × ${SAMPLES})`, times, budget));
      }
    }
  } finally {
    await close();
  }
  return rows;
}
