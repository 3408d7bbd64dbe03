/** What the bench suites share, in Node and in the bench pages: seeded test data and order statistics of timings. */

/** Mulberry32: small, seeded, good enough for synthetic inputs that must be the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Median and 95th percentile (nearest rank) of some timings. */
export function stats(times: readonly number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? 0;
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, p95: at(0.95) };
}

/** Times `run` `runs` times after one warm-up call. */
export function timeRuns(run: () => unknown, runs: number): number[] {
  run();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}
