import { describe, expect, it, vi } from 'vitest';
import { workerClient } from '../../../src/lib/worker-client';

function fakeWorker() {
  return {
    postMessage: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    terminate: vi.fn(),
  } as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };
}

describe('a worker client', () => {
  it('starts its worker on the first call only, and keeps it', () => {
    const started: ReturnType<typeof fakeWorker>[] = [];
    const client = workerClient<{ ping(): string }>(() => {
      const worker = fakeWorker();
      started.push(worker);
      return worker;
    });
    expect(started).toHaveLength(0);
    const first = client.remote();
    expect(client.remote()).toBe(first);
    expect(started).toHaveLength(1);
  });

  it('ends its worker on stop, and starts a new one on the next call', () => {
    const started: ReturnType<typeof fakeWorker>[] = [];
    const client = workerClient<{ ping(): string }>(() => {
      const worker = fakeWorker();
      started.push(worker);
      return worker;
    });
    client.stop();
    const first = client.remote();
    client.stop();
    expect(started[0]?.terminate).toHaveBeenCalledOnce();
    expect(client.remote()).not.toBe(first);
    expect(started).toHaveLength(2);
  });
});
