import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { queryClient } from '../../../src/api/query-client';

/**
 * The app's query client, driven by fake clocks (its retry back-off and freshness are real time)
 * and mounted as the app's provider mounts it, which makes it follow the connection.
 */
beforeEach(() => {
  vi.useFakeTimers();
  queryClient.mount();
});
afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.unmount();
  queryClient.clear();
  vi.useRealTimers();
});

const failingWith = (error: Error) =>
  vi.fn(async () => {
    throw error;
  });

/** What a request settles with once every retry it schedules has run. */
async function outcome<T>(request: Promise<T>): Promise<T | unknown> {
  const settled = request.then(
    (value) => value,
    (error: unknown) => error,
  );
  await vi.runAllTimersAsync();
  return settled;
}

describe('the query client', () => {
  it('asks once and fails at once on a 4xx: a refused token or a missing item answers the same again', async () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      const error = new ApiError('refused', status, undefined);
      const ask = failingWith(error);
      expect(await outcome(queryClient.fetchQuery({ queryKey: ['refused', status], queryFn: ask }))).toBe(
        error,
      );
      expect(ask).toHaveBeenCalledTimes(1);
    }
  });

  it('tries three more times when the network fails or the server errs, then fails', async () => {
    for (const [key, error] of [
      ['network', new ApiError('unreachable', 0, undefined)],
      ['server', new ApiError('unavailable', 503, undefined)],
      ['unknown', new Error('broken')],
    ] as const) {
      const ask = failingWith(error);
      expect(await outcome(queryClient.fetchQuery({ queryKey: [key], queryFn: ask }))).toBe(error);
      expect(ask).toHaveBeenCalledTimes(4);
    }
  });

  it('answers again from what it has for 30 s, then asks the server', async () => {
    const ask = vi.fn(async () => ask.mock.calls.length);
    expect(await queryClient.fetchQuery({ queryKey: ['fresh'], queryFn: ask })).toBe(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await queryClient.fetchQuery({ queryKey: ['fresh'], queryFn: ask })).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await queryClient.fetchQuery({ queryKey: ['fresh'], queryFn: ask })).toBe(2);
  });

  it('waits while offline instead of failing, and asks once the connection returns', async () => {
    onlineManager.setOnline(false);
    const ask = vi.fn(async () => 'answer');
    const request = queryClient.fetchQuery({ queryKey: ['offline'], queryFn: ask });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ask).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['offline'])?.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    expect(await outcome(request)).toBe('answer');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('sends a mutation offline too, once, and never repeats it when it fails', async () => {
    onlineManager.setOnline(false);
    const error = new ApiError('unavailable', 503, undefined);
    const send = failingWith(error);
    const mutation = new MutationObserver(queryClient, { mutationFn: send });
    expect(await outcome(mutation.mutate())).toBe(error);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
