import { describe, expect, it } from 'vitest';
import { correlationPairs } from '../../../../genomics/compute/correlation-pairs';

function symmetric(n: number, upper: number[]): Float64Array {
  const m = new Float64Array(n * n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    m[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      m[i * n + j] = upper[k] as number;
      m[j * n + i] = upper[k++] as number;
    }
  }
  return m;
}

describe('correlationPairs', () => {
  it('bands unique pairs: strong above 0.8, moderate 0.5 to 0.8 inclusive, weak below 0.5', () => {
    // Pairs in row order: AB, AC, AD, BC, BD, CD.
    const m = symmetric(4, [0.8, 0.8000001, 0.5, 0.4999999, Number.NaN, -0.2]);
    expect(correlationPairs(m, ['A', 'B', 'C', 'D'])).toEqual({
      total: 6,
      strong: 1,
      moderate: 2,
      weak: 2,
      missing: 1,
      minPair: { sampleA: 'C', sampleB: 'D', r: -0.2 },
      maxPair: { sampleA: 'A', sampleB: 'C', r: 0.8000001 },
    });
  });

  it('has no pairs for a single sample', () => {
    expect(correlationPairs(Float64Array.from([1]), ['A'])).toMatchObject({
      total: 0,
      minPair: null,
      maxPair: null,
    });
  });

  it('refuses a matrix of another size', () => {
    expect(() => correlationPairs(new Float64Array(4), ['A'])).toThrow('Expected a 1 × 1 matrix');
  });
});
