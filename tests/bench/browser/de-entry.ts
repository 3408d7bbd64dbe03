import * as Comlink from 'comlink';
import type { LimmaVoomProgress } from '../../../genomics/de/limma-voom';
import type { DeWorkerApi } from '../../../workers/de.worker';
import { syntheticDeRequest } from '../de-data';
import { compareFitStep, compareWeightedFit } from '../de-wasm-kernel';

/**
 * workers/de.worker.ts in Chromium, driven as a page would drive it: the counts transferred to
 * the worker, progress reported back through a Comlink proxy. Per run: the round trip, the time
 * the call held the main thread (sending), the longest gap of a 10 ms heartbeat on the main
 * thread while the job ran (what a user could feel), and the number of progress reports.
 */

const worker = Comlink.wrap<DeWorkerApi>(
  new Worker(new URL('../../../workers/de.worker.ts', import.meta.url), { type: 'module' }),
);

export interface DeRun {
  total: number;
  sending: number;
  longestGap: number;
  reports: number;
}

let job = 0;

async function runOnce(genes: number, samples: number): Promise<DeRun> {
  const request = syntheticDeRequest(genes, samples);
  let reports = 0;
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
  return { total, sending, longestGap, reports };
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
