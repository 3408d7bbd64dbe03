import { describe, expect, it } from 'vitest';
import { medianInPlace } from '../../../../genomics/compute/median';

function sortedMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2;
}

describe('medianInPlace', () => {
  it('averages the two middle values of an even count, like R', () => {
    expect(medianInPlace(Float64Array.from([4, 1, 3, 2]))).toBe(2.5);
    expect(medianInPlace(Float64Array.from([3, 1, 2]))).toBe(2);
    expect(medianInPlace(Float64Array.from([7]))).toBe(7);
    expect(medianInPlace(Float64Array.from([7, 8]))).toBe(7.5);
    expect(medianInPlace(new Float64Array(0))).toBeNaN();
  });

  it('agrees with sorting on random arrays, with many ties', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let length = 1; length <= 300; length++) {
      const values = Array.from({ length }, () =>
        length % 3 === 0 ? Math.floor(random() * 5) : random() - 0.5,
      );
      expect(medianInPlace(Float64Array.from(values))).toBe(sortedMedian(values));
    }
  });
});
