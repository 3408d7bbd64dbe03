/**
 * `npm run bench`: runs every suite below, prints a table per suite and writes
 * `bench-results/<suite>.json`. `BENCH_ONLY=api,imports` runs some suites only; `BENCH_QUICK=1`
 * skips the largest inputs. Never fails on timing: budgets are printed next to what was measured,
 * not enforced. Every row carries the 1-minute load average when it was measured (`load`; rows a
 * suite leaves unstamped get the load at the suite's end) and whether it `counts` (load.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchAnalytics } from './analytics';
import { benchApi } from './api';
import { benchCluster } from './cluster';
import { benchCompare } from './compare';
import { benchDe } from './de';
import { benchFormats } from './formats';
import { benchFrame } from './frame';
import { benchImports } from './imports';
import { benchKernels } from './kernels';
import { machineLoad, stamp } from './load';
import { benchNameSearch } from './name-search';
import { benchOffline } from './offline';
import { benchPointIndex } from './point-index';
import { benchVolcano } from './volcano';
import { benchWorkers } from './workers';

/** One measured thing; every suite's rows share `name`, the rest is the suite's own columns. */
export type BenchRow = { name: string } & Record<string, string | number | null>;

const suites: Record<string, () => Promise<BenchRow[]> | BenchRow[]> = {
  analytics: benchAnalytics,
  api: benchApi,
  cluster: benchCluster,
  compare: benchCompare,
  de: benchDe,
  formats: benchFormats,
  frame: benchFrame,
  imports: benchImports,
  kernels: benchKernels,
  nameSearch: benchNameSearch,
  offline: benchOffline,
  pointIndex: benchPointIndex,
  volcano: benchVolcano,
  workers: benchWorkers,
};

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
mkdirSync('bench-results', { recursive: true });
for (const [suite, run] of Object.entries(suites)) {
  if (only && !only.includes(suite)) continue;
  const { load } = machineLoad();
  console.log(`\n▶ ${suite} (load ${load} on ${machine.cpus} cores)`);
  const rows = (await run()).map(stamp);
  console.table(rows);
  const file = `bench-results/${suite}.json`;
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2)}\n`);
  console.log(`Wrote ${file}`);
}
