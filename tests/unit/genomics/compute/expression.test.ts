import { describe, expect, it } from 'vitest';
import { expression } from '../../../../genomics/compute/expression';

describe('expression', () => {
  const m = { sampleNames: ['A', 'B'], values: Float64Array.from([0, 6, 3, 0]) };

  it('is log2(count / size factor + 1), exactly 0 for a zero count', () => {
    expect(Array.from(expression(m, [1, 2]))).toEqual([0, 2, 2, 0]);
    expect(expression(m, [0.5, 1.5])[1]).toBeCloseTo(Math.log2(5), 15);
  });

  it('refuses a missing, zero or non-finite size factor', () => {
    expect(() => expression(m, [1])).toThrow('Expected 2 size factors, one per sample, got 1');
    expect(() => expression(m, [1, 0])).toThrow('The size factor of sample B is 0');
    expect(() => expression(m, [Number.NaN, 1])).toThrow('The size factor of sample A is NaN');
  });
});
