/**
 * Runs `run` once the main thread has nothing else to do (at the latest after `timeout` ms), or
 * after a short delay where the browser has no requestIdleCallback (Safari).
 */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
