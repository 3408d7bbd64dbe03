import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { queryClient, shouldRetry } from '../../../src/api/query-client';

describe('query client defaults', () => {
  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError('x', status, undefined))).toBe(false);
    }
  });

  it('retries network failures, server errors and unknown errors up to 3 times', () => {
    for (const error of [
      new ApiError('x', 0, undefined),
      new ApiError('x', 503, undefined),
      new Error('x'),
    ]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('keeps data fresh for 30 s and never repeats a mutation', () => {
    const defaults = queryClient.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
