import * as Comlink from 'comlink';
import type { ResultsReaderApi } from '../../../workers/results-reader.worker';

/**
 * workers/results-reader.worker.ts in Chromium, driven as a screen would drive it: a file
 * (fetched once into a Blob, as a dropped File is) sent by name and Blob, its table answered
 * with the arrays transferred. Per run: the round trip and the main thread's longest task while
 * the worker read (Long Tasks API: 0 when none reached 50 ms).
 */

const reader = Comlink.wrap<ResultsReaderApi>(
  new Worker(new URL('../../../workers/results-reader.worker.ts', import.meta.url), { type: 'module' }),
);

export type FormatsReader = 'readResults' | 'readCounts';

export interface FormatsRun {
  total: number;
  longestTask: number;
  rows: number;
}

async function runOnce(kind: FormatsReader, name: string, data: Blob): Promise<FormatsRun> {
  let longestTask = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  const started = performance.now();
  const answer =
    kind === 'readResults' ? await reader.readResults(name, data) : await reader.readCounts(name, data);
  const total = performance.now() - started;
  for (const entry of tasks.takeRecords()) longestTask = Math.max(longestTask, entry.duration);
  tasks.disconnect();
  if (!answer.ok) throw new Error(answer.message);
  const value = answer.value;
  const rows =
    'kind' in value ? (value.kind === 'table' ? value.table.geneIds.length : 0) : value.geneIds.length;
  return { total, longestTask, rows };
}

const bench = {
  async run(kind: FormatsReader, path: string, runs: number): Promise<FormatsRun[]> {
    const data = await (await fetch(path)).blob();
    const name = path.split('/').pop() as string;
    await runOnce(kind, name, data);
    const results: FormatsRun[] = [];
    for (let r = 0; r < runs; r++) results.push(await runOnce(kind, name, data));
    return results;
  },
};

declare global {
  interface Window {
    formatsBench: typeof bench;
  }
}
window.formatsBench = bench;
