/**
 * Runs `run` once the main thread has nothing else to do (at the latest after `timeout` ms), or
 * after a short delay where the browser has no requestIdleCallback (Safari). Answers a function
 * that cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
