import { describe, expect, it } from 'vitest';
import { latestOnly, STALE } from '../../../src/lib/latest-only';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('latestOnly', () => {
  it('delivers only the newest answer, even when an older one arrives last', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let index = 0;
    const call = latestOnly(() => (answers[index++] as ReturnType<typeof deferred<string>>).promise);
    const first = call();
    const second = call();
    answers[1]?.resolve('new');
    answers[0]?.resolve('old');
    expect(await second).toBe('new');
    expect(await first).toBe(STALE);
  });

  it('passes arguments through and answers a lone call', async () => {
    const double = latestOnly(async (value: number) => value * 2);
    expect(await double(21)).toBe(42);
  });
});
