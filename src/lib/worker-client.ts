import * as Comlink from 'comlink';

/**
 * How the page talks to a worker: the worker file only answers messages (Comlink exposes its API),
 * and the page holds one client per worker, made here. The worker starts on the first call of
 * `remote()` (or ahead of need, from an idle callback) and stays for the next calls; `stop()` ends
 * it, freeing its memory at once, and the next `remote()` starts a new one.
 *
 * `start` must build the worker as `new Worker(new URL('…worker.ts', import.meta.url), { type:
 * 'module' })` at the call site: the bundler finds workers by that exact shape.
 */
export interface WorkerClient<Api> {
  remote(): Comlink.Remote<Api>;
  stop(): void;
}

export function workerClient<Api>(start: () => Worker): WorkerClient<Api> {
  let worker: Worker | null = null;
  let remote: Comlink.Remote<Api> | null = null;
  return {
    remote() {
      if (!remote) {
        worker = start();
        remote = Comlink.wrap<Api>(worker);
      }
      return remote;
    },
    stop() {
      worker?.terminate();
      worker = null;
      remote = null;
    },
  };
}
