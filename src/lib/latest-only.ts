/** What a superseded call resolves to: a newer call was made before this one answered. */
export const STALE = Symbol('stale');

/**
 * Wraps an asynchronous call (typically a worker kernel) so that only the newest call's answer is
 * used: when a slider moves ten times while the worker computes, the nine older answers resolve
 * to `STALE` and the screen never flashes an outdated result. The older computations still run;
 * callers keep them cheap or small.
 */
export function latestOnly<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): (...args: A) => Promise<R | typeof STALE> {
  let newest = 0;
  return async (...args: A) => {
    const ticket = ++newest;
    const value = await call(...args);
    return ticket === newest ? value : STALE;
  };
}
