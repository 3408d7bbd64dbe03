import * as Comlink from 'comlink';
import type { LimmaVoomProgress } from '../../../genomics/de/limma-voom';
import type { DeWorkerApi } from '../../../workers/de.worker';
import { syntheticDeRequest } from '../de-data';
import { compareFitStep, compareWeightedFit } from '../de-wasm-kernel';

/**
 * workers/de.worker.ts in Chromium, driven as a page would drive it: the counts transferred to
 * the worker, progress reported back through a Comlink proxy. Per run: the round trip, the time
 * the call held the main thread (sending), the main thread's longest task while the job ran
 * (Long Tasks API: 0 when none reached 50 ms), the longest gap of a 10 ms heartbeat (which also
 * counts the page's thread waiting for a core on a loaded machine), and the progress reports.
 */

const worker = Comlink.wrap<DeWorkerApi>(
  new Worker(new URL('../../../workers/de.worker.ts', import.meta.url), { type: 'module' }),
);

export interface DeRun {
  total: number;
  sending: number;
  longestTask: number;
  longestGap: number;
  reports: number;
}

let job = 0;

async function runOnce(genes: number, samples: number): Promise<DeRun> {
  const request = syntheticDeRequest(genes, samples);
  // Making the counts leaves garbage on this page's heap: let its collection pass before the
  // heartbeat starts, so the gap measured is the job's, not the data maker's.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  let reports = 0;
  let longestTask = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  let longestGap = 0;
  let beat = performance.now();
  const heartbeat = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - beat);
    beat = now;
  }, 10);
  const started = performance.now();
  const answer = worker.run(
    ++job,
    Comlink.transfer(request, [request.counts.buffer as ArrayBuffer]),
    Comlink.proxy((_: LimmaVoomProgress) => {
      reports++;
    }),
  );
  const sending = performance.now() - started;
  await answer;
  const total = performance.now() - started;
  clearInterval(heartbeat);
  for (const entry of tasks.takeRecords()) longestTask = Math.max(longestTask, entry.duration);
  tasks.disconnect();
  return { total, sending, longestTask, longestGap, reports };
}

const bench = {
  async run(genes: number, samples: number, runs: number): Promise<DeRun[]> {
    await runOnce(Math.min(genes, 2000), samples);
    const results: DeRun[] = [];
    for (let r = 0; r < runs; r++) results.push(await runOnce(genes, samples));
    return results;
  },
  /** The JavaScript and WebAssembly weighted fits side by side (tests/bench/de-wasm-kernel.ts). */
  kernel(bytes: number[], genes: number, samples: number, runs: number) {
    return compareWeightedFit(Uint8Array.from(bytes), genes, samples, runs);
  },
  step(bytes: number[], genes: number, samples: number, runs: number) {
    return compareFitStep(Uint8Array.from(bytes), genes, samples, runs);
  },
};

declare global {
  interface Window {
    deBench: typeof bench;
  }
}
window.deBench = bench;
