/**
 * What processes used while a benchmark ran, from Linux's /proc: the peak resident set (VmHWM,
 * reset before and read after, so the figure is what the measured work added at its highest) and
 * CPU time (user + system, 10 ms ticks): on a loaded machine, CPU time is close to what the wall
 * time would be on an idle one. Null where /proc is missing or not writable (another OS).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const MiB = 2 ** 20;

function statusKiB(pid: number | 'self', field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Starts a measure: the resident set now, the peak reset to it. */
export function startPeak(pid: number | 'self' = 'self'): (() => number | null) | null {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    return null;
  }
  const before = statusKiB(pid, 'VmRSS');
  if (before === null) return null;
  /** MiB the peak rose above the resident set at the start. */
  return () => {
    const peak = statusKiB(pid, 'VmHWM');
    return peak === null ? null : Math.round(((peak - before) * 1024) / MiB);
  };
}

/** Chromium's renderer processes started by this process (the bench page and its workers run there). */
export function rendererPids(): number[] {
  const parent = new Map<number, number>();
  const renderers: number[] = [];
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const name of pids) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--type=renderer'))
        renderers.push(Number(name));
    } catch {
      // The process ended while listed.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = parent.get(pid); at !== undefined && at > 1; at = parent.get(at))
      if (at === process.pid) return true;
    return false;
  };
  return renderers.filter(ours);
}

/** Starts a measure over several processes: the highest of their peaks, in MiB above their start. */
export function startPeaks(pids: readonly number[]): (() => number | null) | null {
  const ends = pids.map((pid) => startPeak(pid));
  if (ends.length === 0 || ends.some((end) => end === null)) return null;
  return () => {
    const peaks = ends.map((end) => end?.() ?? null);
    return peaks.some((peak) => peak === null) ? null : Math.max(...(peaks as number[]));
  };
}

const TICK_MS = 10;

function cpuTicks(pid: number | 'self'): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Starts a measure: the CPU milliseconds the processes spend from now, summed. */
export function startCpu(pids: readonly (number | 'self')[]): () => number | null {
  const before = pids.map(cpuTicks);
  return () => {
    let total = 0;
    for (const [i, pid] of pids.entries()) {
      const now = cpuTicks(pid);
      const then = before[i];
      if (now === null || then === null || then === undefined) return null;
      total += now - then;
    }
    return total * TICK_MS;
  };
}
