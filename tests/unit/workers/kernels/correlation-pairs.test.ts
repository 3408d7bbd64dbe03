/** Sample pair counts by correlation strength, on the project card and against R's counts for SLC001. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { correlationPairs } from '../../../../workers/kernels/correlation-pairs';

const reference = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../fixtures/reference_SLC001.json'), 'utf8'),
) as {
  correlation: {
    matrix: number[][];
    pairs: { total: number; strong: number; moderate: number; weak: number };
  };
};

describe('correlationPairs', () => {
  it('counts the SLC001 sample pairs as the reference does', () => {
    const counts = correlationPairs(reference.correlation.matrix);
    expect(counts).toEqual({ ...reference.correlation.pairs, missing: 0 });
  });

  it('puts 0.8 in moderate, 0.5 in moderate, below 0.5 in weak, and excludes self pairs', () => {
    const matrix = [
      [1, 0.8, 0.5, 0.49],
      [0.8, 1, 0.81, null],
      [0.5, 0.81, 1, -0.2],
      [0.49, null, -0.2, 1],
    ];
    expect(correlationPairs(matrix)).toEqual({ strong: 1, moderate: 2, weak: 2, missing: 1, total: 6 });
  });

  it('has no pairs for zero or one sample', () => {
    expect(correlationPairs([[1]]).total).toBe(0);
    expect(correlationPairs([]).total).toBe(0);
  });
});
