import * as Comlink from 'comlink';

/** What a worker module reaches for in its global scope. */
const SCOPE = ['addEventListener', 'removeEventListener', 'postMessage'] as const;

/**
 * A worker module driven through Comlink as a page drives it, in the test's own thread: the
 * module listens on one end of a MessageChannel, which stands in for the worker's global scope,
 * and the test calls it from the other. `load` imports the module (by the test's own path);
 * `close` ends the channel and takes the scope back.
 */
export async function workerOnChannel<Api>(
  load: () => Promise<unknown>,
): Promise<{ remote: Comlink.Remote<Api>; close: () => void }> {
  const { port1, port2 } = new MessageChannel();
  for (const name of SCOPE) Object.assign(globalThis, { [name]: port1[name].bind(port1) });
  port1.start();
  await load();
  const remote = Comlink.wrap<Api>(port2 as unknown as Comlink.Endpoint);
  return {
    remote,
    close: () => {
      remote[Comlink.releaseProxy]();
      port1.close();
      for (const name of SCOPE) Reflect.deleteProperty(globalThis, name);
    },
  };
}
