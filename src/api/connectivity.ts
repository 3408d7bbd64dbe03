/**
 * Whether GenoApp's server can be reached, as one state the whole app follows: the browser's own
 * online flag is not enough (venue Wi-Fi, a captive portal or a dead server all leave it "online").
 * Requests feed it: any answer from the server means reachable; a network error, a timeout or a
 * gateway's answer means unreachable. While unreachable and the browser online, the server is
 * probed on a backoff (1 s, 2 s, 4 s … 30 s) and at once when the page comes back into view, so
 * the app notices the server's return without waiting for the user.
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

export interface ConnectivityDeps {
  /** The browser's own flag at start (`navigator.onLine`). */
  browserOnline: boolean;
  /** Asks the server for a sign of life; resolves true when it answered. Reports nothing itself. */
  probe: () => Promise<boolean>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export const FIRST_PROBE_MS = 1000;
export const LONGEST_PROBE_MS = 30_000;

export interface ConnectivityStore {
  state(): Connectivity;
  subscribe(listener: () => void): () => void;
  /** The server answered a request. */
  answered(): void;
  /** A request got no answer from the server (network error, timeout, gateway). */
  unanswered(): void;
  /** The browser's online flag changed. */
  browserChanged(online: boolean): void;
  /** Probes now if the server is thought unreachable (the page came back into view, the user asked). */
  retryNow(): void;
}

export function createConnectivity(deps: ConnectivityDeps): ConnectivityStore {
  let browserOnline = deps.browserOnline;
  let reachable = true;
  let delay = FIRST_PROBE_MS;
  let timer: unknown = null;
  let probing = false;
  const listeners = new Set<() => void>();

  const state = (): Connectivity => (!browserOnline ? 'offline' : reachable ? 'online' : 'unreachable');
  function emit(before: Connectivity) {
    if (state() !== before) for (const listener of listeners) listener();
  }
  function cancelProbe() {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }
  function scheduleProbe(ms: number) {
    cancelProbe();
    if (!browserOnline || reachable) return;
    timer = deps.setTimer(() => {
      timer = null;
      void probe();
    }, ms);
  }
  async function probe() {
    if (probing || !browserOnline || reachable) return;
    probing = true;
    const answered = await deps.probe().catch(() => false);
    probing = false;
    if (answered) return store.answered();
    delay = Math.min(delay * 2, LONGEST_PROBE_MS);
    scheduleProbe(delay);
  }

  const store: ConnectivityStore = {
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    answered() {
      const before = state();
      reachable = true;
      delay = FIRST_PROBE_MS;
      cancelProbe();
      emit(before);
    },
    unanswered() {
      if (!browserOnline || !reachable) return;
      const before = state();
      reachable = false;
      delay = FIRST_PROBE_MS;
      scheduleProbe(delay);
      emit(before);
    },
    browserChanged(online) {
      const before = state();
      browserOnline = online;
      if (!online) cancelProbe();
      // Back on a network: the server is tried at once rather than assumed.
      else if (!reachable) scheduleProbe(0);
      emit(before);
    },
    retryNow() {
      if (browserOnline && !reachable) scheduleProbe(0);
    },
  };
  return store;
}
