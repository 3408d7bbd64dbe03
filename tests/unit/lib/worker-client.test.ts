import { describe, expect, it, vi } from 'vitest';
import { workerClient } from '../../../src/lib/worker-client';

/** A client whose workers are fakes, with the list of those it started. */
function clientWithFakes() {
  const started: { terminate: ReturnType<typeof vi.fn> }[] = [];
  const client = workerClient<{ ping(): string }>(() => {
    const worker = {
      postMessage: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      terminate: vi.fn(),
    };
    started.push(worker);
    return worker as unknown as Worker;
  });
  return { client, started };
}

describe('a worker client', () => {
  it('starts its worker on the first call only, and keeps it', () => {
    const { client, started } = clientWithFakes();
    expect(started).toHaveLength(0);
    const first = client.remote();
    expect(client.remote()).toBe(first);
    expect(started).toHaveLength(1);
  });

  it('ends its worker on stop, and starts a new one on the next call', () => {
    const { client, started } = clientWithFakes();
    client.stop();
    const first = client.remote();
    client.stop();
    expect(started[0]?.terminate).toHaveBeenCalledOnce();
    expect(client.remote()).not.toBe(first);
    expect(started).toHaveLength(2);
  });
});
