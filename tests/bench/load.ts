/**
 * The machine's load next to every figure: the 1-minute load average when the figure was taken,
 * and whether it counts. Above MAX_LOAD_PER_CORE per core, other work held the cores the figure
 * was measured on, and it does not count; compare such runs only with variants interleaved in
 * the same run.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { BenchRow } from './run';

export const MAX_LOAD_PER_CORE = 2;

export function machineLoad(): { load: number; counts: boolean } {
  const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  return { load, counts: load <= MAX_LOAD_PER_CORE * availableParallelism() };
}

/**
 * The row with `load` (the one it carries, else the load now) and `counts`, which says whether
 * that load lets the figure count.
 */
export function stamp<Row extends BenchRow>(row: Row): Row & { load: number; counts: string } {
  const load = typeof row.load === 'number' ? row.load : machineLoad().load;
  const counts = load <= MAX_LOAD_PER_CORE * availableParallelism();
  return { ...row, load, counts: counts ? 'yes' : `no: load > ${MAX_LOAD_PER_CORE}/core` };
}
