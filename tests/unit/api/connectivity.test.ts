import { describe, expect, it, vi } from 'vitest';
import { createConnectivity, FIRST_PROBE_MS, LONGEST_PROBE_MS } from '../../../src/api/connectivity';
import { isFromServer, reportingFetch } from '../../../src/api/reporting-fetch';

function world(browserOnline = true) {
  const timers: { run: () => void; ms: number }[] = [];
  const probes: ((answered: boolean) => void)[] = [];
  const store = createConnectivity({
    browserOnline,
    probe: () => new Promise<boolean>((resolve) => probes.push(resolve)),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  /** Fires the one timer waiting, and answers its probe. */
  async function probeAnswers(answered: boolean) {
    expect(timers).toHaveLength(1);
    timers.shift()?.run();
    probes.shift()?.(answered);
    await Promise.resolve();
    await Promise.resolve();
  }
  return { store, timers, probes, probeAnswers };
}

describe('the connectivity state', () => {
  it('follows the browser, then what the server answers', () => {
    const { store } = world(false);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.state()));
    expect(store.state()).toBe('offline');
    store.unanswered();
    expect(store.state()).toBe('offline');
    store.browserChanged(true);
    store.unanswered();
    store.answered();
    expect(seen).toEqual(['online', 'unreachable', 'online']);
  });

  it('probes an unreachable server on a backoff, and is reachable at its first answer', async () => {
    const { store, timers, probeAnswers } = world();
    store.unanswered();
    expect(store.state()).toBe('unreachable');
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PROBE_MS]);
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      await probeAnswers(false);
      delays.push(timers[0]?.ms ?? 0);
    }
    expect(delays).toEqual([2000, 4000, 8000, 16_000, LONGEST_PROBE_MS, LONGEST_PROBE_MS, LONGEST_PROBE_MS]);
    await probeAnswers(true);
    expect(store.state()).toBe('online');
    expect(timers).toEqual([]);
    // The next outage starts its backoff again from the first delay.
    store.unanswered();
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PROBE_MS]);
  });

  it('stops probing when a request is answered or the browser goes offline, and probes at once on request', async () => {
    const { store, timers } = world();
    store.unanswered();
    store.answered();
    expect(timers).toEqual([]);
    store.unanswered();
    store.browserChanged(false);
    expect(store.state()).toBe('offline');
    expect(timers).toEqual([]);
    store.browserChanged(true);
    expect(store.state()).toBe('unreachable');
    expect(timers.map((timer) => timer.ms)).toEqual([0]);
    store.retryNow();
    expect(timers.map((timer) => timer.ms)).toEqual([0]);
  });
});

describe("the client's fetch", () => {
  const request = (path: string, init?: RequestInit) => new Request(`http://genoapp.test${path}`, init);

  it('tells an answer of the server from a gateway failure or a captive portal', () => {
    const json = (status: number) =>
      new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    expect(isFromServer(request('/api/projects/'), json(200))).toBe(true);
    expect(isFromServer(request('/api/projects/'), json(404))).toBe(true);
    expect(isFromServer(request('/api/projects/'), json(500))).toBe(true);
    expect(isFromServer(request('/api/projects/'), json(502))).toBe(false);
    expect(isFromServer(request('/api/projects/'), json(504))).toBe(false);
    const portal = new Response('<html>Sign in to the Wi-Fi</html>', {
      headers: { 'content-type': 'text/html' },
    });
    expect(isFromServer(request('/api/projects/'), portal)).toBe(false);
  });

  it('reports answers and failures, and times out a server that does not start answering', async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      const hanging = (incoming: Request) =>
        new Promise<Response>((_, reject) =>
          incoming.signal.addEventListener('abort', () => reject(incoming.signal.reason)),
        );
      const fetch = reportingFetch({
        timeoutMs: 6000,
        answered: () => events.push('answered'),
        unanswered: () => events.push('unanswered'),
        fetch: hanging,
      });
      const call = fetch(request('/api/projects/'));
      const outcome = expect(call).rejects.toThrow("GenoApp's server did not answer within 6 s");
      await vi.advanceTimersByTimeAsync(6000);
      await outcome;
      expect(events).toEqual(['unanswered']);

      // The caller's own abort is passed on as it is, and says nothing of the server.
      const caller = new AbortController();
      const cancelled = fetch(request('/api/projects/', { signal: caller.signal }));
      caller.abort();
      await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
      expect(events).toEqual(['unanswered']);

      const answering = reportingFetch({
        timeoutMs: 6000,
        answered: () => events.push('answered'),
        unanswered: () => events.push('unanswered'),
        fetch: async () => new Response('{}', { status: 404 }),
      });
      expect((await answering(request('/api/projects/'))).status).toBe(404);
      expect(events).toEqual(['unanswered', 'answered']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each request its own time to answer: password hashing gets longer', async () => {
    vi.useFakeTimers();
    try {
      const hanging = (incoming: Request) =>
        new Promise<Response>((_, reject) =>
          incoming.signal.addEventListener('abort', () => reject(incoming.signal.reason)),
        );
      const fetch = reportingFetch({
        timeoutMs: (incoming) => (new URL(incoming.url).pathname === '/api/token/' ? 20_000 : 6000),
        answered: () => undefined,
        unanswered: () => undefined,
        fetch: hanging,
      });
      let settled = false;
      const signIn = fetch(request('/api/token/', { method: 'POST' })).finally(() => {
        settled = true;
      });
      const outcome = expect(signIn).rejects.toThrow('within 20 s');
      await vi.advanceTimersByTimeAsync(6000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(14_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
