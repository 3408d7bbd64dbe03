/**
 * limma-voom (genomics/de) at 20,000 genes × 16 samples and 60,000 × 384 (seeded made-up
 * counts, tests/bench/de-data.ts; two conditions and a batch, design ~0 + condition + batch):
 * - in Node, each step of the pipeline timed from its progress reports (filterByExpr off, then
 *   on), the same code the worker runs;
 * - in headless Chromium, the whole job in workers/de.worker.ts as a page runs it: the round
 *   trip, the main thread's longest task while the job runs (Long Tasks API), what sending the
 *   request held it for, and the longest wait of a 10 ms heartbeat;
 * - the largest step at 60,000 × 384 ("fit": log-CPM, voom weights, weighted fit of every
 *   gene), and its weighted-fit kernel alone, in JavaScript and as AssemblyScript WebAssembly
 *   (tests/bench/wasm/weighted-fit.ts, compiled here by asc), in Node and in Chromium,
 *   interleaved, on 10,000 genes × 384 samples; both versions must agree to 1e-12 first. This
 *   is the measure behind the WebAssembly decision in docs/performance.md.
 * Budgets (issue 21): 20,000 × 16 ≤ 1 s and 60,000 × 384 ≤ 15 s in the worker, the main thread
 * never blocked over 50 ms. `BENCH_QUICK=1` keeps the small size only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { type LimmaVoomStep, runLimmaVoom } from '../../genomics/de/limma-voom';
import type { DeRun } from './browser/de-entry';
import { openBenchPage } from './browser-page';
import { syntheticDeRequest } from './de-data';
import { compareFitStep, compareWeightedFit, type KernelTimes } from './de-wasm-kernel';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const SIZES: [number, number, number, number][] = [
  // genes, samples, runs, budget (ms)
  [20_000, 16, QUICK ? 3 : 7, 1_000],
  ...(QUICK ? [] : [[60_000, 384, 2, 15_000] as [number, number, number, number]]),
];
const STEPS: LimmaVoomStep[] = ['filter', 'normalise', 'voom', 'trend', 'fit', 'moderate'];

const ms = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 100) / 100);

/** One run's time per step, from the moment each step's first report arrives to the next's. */
function timedRun(genes: number, samples: number, filter: boolean) {
  const request = { ...syntheticDeRequest(genes, samples), filter };
  const times = new Map<LimmaVoomStep | 'total', number>();
  let step: LimmaVoomStep | null = null;
  let since = performance.now();
  const started = since;
  runLimmaVoom(request, (progress) => {
    if (progress.step === step) return;
    const now = performance.now();
    if (step) times.set(step, now - since);
    step = progress.step;
    since = now;
  });
  const ended = performance.now();
  if (step) times.set(step, ended - since);
  times.set('total', ended - started);
  return times;
}

function nodeRows(genes: number, samples: number, runs: number, budget: number): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const filter of [false, true]) {
    timedRun(Math.min(genes, 2000), samples, filter);
    const all = Array.from({ length: runs }, () => timedRun(genes, samples, filter));
    const size = `${genes / 1000}k × ${samples}${filter ? ', filterByExpr' : ''}`;
    for (const step of [...STEPS, 'total'] as const) {
      const times = all.map((run) => run.get(step)).filter((time): time is number => time !== undefined);
      if (times.length === 0) continue;
      const { median, p95 } = stats(times);
      rows.push({
        name: `${step === 'total' ? 'whole analysis' : `step ${step}`} (${size}, Node)`,
        runs,
        median_ms: ms(median),
        p95_ms: ms(p95),
        main_thread_p95_ms: null,
        budget_ms: step === 'total' && !filter ? budget : null,
      });
    }
  }
  return rows;
}

const KERNEL = { genes: 10_000, samples: 384, runs: QUICK ? 3 : 7 };

/** Loaded here, not at the top: the compiler is large and other suites do not need it. */
async function compileKernel(): Promise<Uint8Array<ArrayBuffer>> {
  const { default: asc } = await import('assemblyscript/asc');
  mkdirSync('.tmp', { recursive: true });
  const { error, stderr } = await asc.main(
    [
      'tests/bench/wasm/weighted-fit.ts',
      '-O3',
      '--noAssert',
      '--runtime',
      'stub',
      '--outFile',
      '.tmp/weighted-fit.wasm',
    ],
    {},
  );
  if (error) throw new Error(`asc failed: ${error.message}\n${stderr.toString()}`);
  return new Uint8Array(readFileSync('.tmp/weighted-fit.wasm'));
}

function kernelRows(times: KernelTimes, what: string, where: string): BenchRow[] {
  if (!(times.difference <= 1e-12)) throw new Error(`the wasm and JS ${what} differ by ${times.difference}`);
  const js = stats(times.js);
  const wasm = stats(times.wasm);
  const size = `${KERNEL.genes / 1000}k × ${KERNEL.samples}, ${where}`;
  const row = (language: string, time: { median: number; p95: number }): BenchRow => ({
    name: `${what}, ${language} (${size})`,
    runs: KERNEL.runs,
    median_ms: ms(time.median),
    p95_ms: ms(time.p95),
    main_thread_p95_ms: null,
    budget_ms: null,
  });
  return [
    row('JavaScript', js),
    row(`AssemblyScript wasm, not shipped; ×${(js.median / wasm.median).toFixed(2)} the JavaScript`, wasm),
  ];
}

async function browserRows(wasmBytes: Uint8Array<ArrayBuffer>): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage('de.html', () => 'deBench' in window);
  const rows: BenchRow[] = [];
  try {
    for (const [genes, samples, runs, budget] of SIZES) {
      const results: DeRun[] = await page.evaluate(([g, s, r]) => window.deBench.run(g, s, r), [
        genes,
        samples,
        runs,
      ] as const);
      const total = stats(results.map((run) => run.total));
      rows.push({
        name: `whole analysis in the worker, round trip (${genes / 1000}k × ${samples}, Chromium; ${Math.min(...results.map((run) => run.reports))}+ progress reports)`,
        runs,
        median_ms: ms(total.median),
        p95_ms: ms(total.p95),
        // The main thread's longest task while the job ran (Long Tasks API: 0 = none of 50 ms).
        main_thread_p95_ms: ms(stats(results.map((run) => run.longestTask)).p95),
        // What the call itself held the main thread for (sending the request, counts transferred).
        sending_p95_ms: ms(stats(results.map((run) => run.sending)).p95),
        // The longest a 10 ms heartbeat waited beyond its 10 ms: also the page waiting for a core.
        heartbeat_gap_p95_ms: ms(stats(results.map((run) => Math.max(0, run.longestGap - 10))).p95),
        budget_ms: budget,
      });
    }
    const input = [Array.from(wasmBytes), KERNEL.genes, KERNEL.samples, KERNEL.runs] as const;
    const step = await page.evaluate(([b, g, s, r]) => window.deBench.step(b, g, s, r), input);
    rows.push(...kernelRows(step, 'step fit', 'Chromium'));
    const kernel = await page.evaluate(([b, g, s, r]) => window.deBench.kernel(b, g, s, r), input);
    rows.push(...kernelRows(kernel, 'weighted fit kernel', 'Chromium'));
  } finally {
    await close();
  }
  return rows;
}

export async function benchDe(): Promise<BenchRow[]> {
  const wasmBytes = await compileKernel();
  const rows = SIZES.flatMap(([genes, samples, runs, budget]) => nodeRows(genes, samples, runs, budget));
  const { genes, samples, runs } = KERNEL;
  rows.push(...kernelRows(await compareFitStep(wasmBytes, genes, samples, runs), 'step fit', 'Node'));
  rows.push(
    ...kernelRows(await compareWeightedFit(wasmBytes, genes, samples, runs), 'weighted fit kernel', 'Node'),
  );
  return [...rows, ...(await browserRows(wasmBytes))];
}
