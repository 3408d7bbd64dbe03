import { describe, expect, it } from 'vitest';
import { symmetricEigen } from '../../../../genomics/compute/symmetric-eigen';

function randomSymmetric(n: number, seed: number): Float64Array {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      const v = random();
      a[i * n + j] = v;
      a[j * n + i] = v;
    }
  }
  return a;
}

/** max |A v − λ v| and max |VᵀV − I|, and whether the values decrease. */
function check(a: Float64Array, n: number) {
  const { values, vectors } = symmetricEigen(a, n);
  let residual = 0;
  let orthogonality = 0;
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      let av = 0;
      for (let j = 0; j < n; j++) av += (a[i * n + j] as number) * (vectors[j * n + k] as number);
      residual = Math.max(residual, Math.abs(av - (values[k] as number) * (vectors[i * n + k] as number)));
    }
    for (let l = 0; l < n; l++) {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += (vectors[i * n + k] as number) * (vectors[i * n + l] as number);
      orthogonality = Math.max(orthogonality, Math.abs(dot - (k === l ? 1 : 0)));
    }
  }
  const decreasing = values.every((v, k) => k === 0 || v <= (values[k - 1] as number));
  return { values, residual, orthogonality, decreasing };
}

describe('symmetricEigen', () => {
  it('solves a 2 × 2 matrix', () => {
    const { values, vectors } = symmetricEigen(Float64Array.from([2, 1, 1, 2]), 2);
    expect(values[0]).toBeCloseTo(3, 14);
    expect(values[1]).toBeCloseTo(1, 14);
    expect(Math.abs(vectors[0] as number)).toBeCloseTo(Math.SQRT1_2, 14);
    expect((vectors[0] as number) * (vectors[2] as number)).toBeCloseTo(0.5, 14);
  });

  it.each([1, 3, 7, 50, 120])('decomposes a random %i × %i matrix to rounding error', (n) => {
    const { residual, orthogonality, decreasing } = check(randomSymmetric(n, n), n);
    expect(residual).toBeLessThan(1e-12);
    expect(orthogonality).toBeLessThan(1e-12);
    expect(decreasing).toBe(true);
  });

  it('handles zero, diagonal, repeated and rank-one matrices', () => {
    expect(Array.from(check(new Float64Array(9), 3).values)).toEqual([0, 0, 0]);
    expect(Array.from(check(Float64Array.from([1, 0, 0, 0, 3, 0, 0, 0, 2]), 3).values)).toEqual([3, 2, 1]);
    const identity = check(Float64Array.from([1, 0, 0, 0, 1, 0, 0, 0, 1]), 3);
    expect(identity.orthogonality).toBeLessThan(1e-15);
    const u = [1, 2, 3, 4];
    const rankOne = Float64Array.from({ length: 16 }, (_, k) => (u[k >> 2] as number) * (u[k & 3] as number));
    const { values, residual } = check(rankOne, 4);
    expect(values[0]).toBeCloseTo(30, 12);
    expect(Math.abs(values[3] as number)).toBeLessThan(1e-12);
    expect(residual).toBeLessThan(1e-12);
  });

  it('refuses non-finite values and a wrong size', () => {
    expect(() => symmetricEigen(Float64Array.from([1, Number.NaN, Number.NaN, 1]), 2)).toThrow('non-finite');
    expect(() => symmetricEigen(new Float64Array(3), 2)).toThrow('Expected a 2 × 2 matrix');
  });
});
