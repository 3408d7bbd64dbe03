import { describe, expect, it } from 'vitest';
import { sizeFactors } from '../../../../genomics/compute/size-factors';

const names = (n: number) => Array.from({ length: n }, (_, s) => `S${s + 1}`);

/** The definition written out plainly, with a sort-based median. */
function naiveSizeFactors(values: Float64Array, n: number): number[] {
  const rows: number[][] = [];
  for (let g = 0; g < values.length / n; g++) rows.push(Array.from(values.subarray(g * n, (g + 1) * n)));
  const usable = rows.filter((row) => row.every((c) => c > 0));
  const logGeo = usable.map((row) => row.reduce((sum, c) => sum + Math.log(c), 0) / n);
  return Array.from({ length: n }, (_, s) => {
    const ratios = usable
      .map((row, k) => Math.log(row[s] as number) - (logGeo[k] as number))
      .sort((a, b) => a - b);
    const h = ratios.length >> 1;
    const med =
      ratios.length % 2 ? (ratios[h] as number) : ((ratios[h - 1] as number) + (ratios[h] as number)) / 2;
    return Math.exp(med);
  });
}

describe('sizeFactors (DESeq2 median of ratios)', () => {
  it('uses only genes counted in every sample', () => {
    // Sample B is sequenced twice as deep as A on every usable gene; the zero gene takes no part.
    const values = Float64Array.from([10, 20, 4, 8, 0, 100, 7, 14]);
    const [a, b] = sizeFactors({ sampleNames: ['A', 'B'], values });
    expect(a).toBeCloseTo(Math.SQRT1_2, 14);
    expect(b).toBeCloseTo(Math.SQRT2, 14);
  });

  it('averages the two middle ratios of an even number of genes, like R', () => {
    // A / B = 1/4, 1, 4, 16: log ratios to the geometric mean for A are −ln 2, 0, ln 2, 2 ln 2,
    // whose median is ln 2 / 2, so A gets √2 (not 1 or 2, the lower or upper middle).
    const values = Float64Array.from([1, 4, 3, 3, 4, 1, 16, 1, 0, 5]);
    const [a, b] = sizeFactors({ sampleNames: ['A', 'B'], values });
    expect(a).toBeCloseTo(Math.SQRT2, 14);
    expect(b).toBeCloseTo(Math.SQRT1_2, 14);
  });

  it('matches the plain definition on random counts over many samples', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // 70 samples: more than one pass of adjacent sample columns.
    const n = 70;
    const values = Float64Array.from({ length: 400 * n }, () =>
      random() < 0.05 ? 0 : Math.floor(random() * 1000),
    );
    const factors = sizeFactors({ sampleNames: names(n), values });
    naiveSizeFactors(values, n).forEach((expected, s) => {
      expect(factors[s]).toBeCloseTo(expected, 12);
    });
  });

  it('names the samples that have no counts', () => {
    const values = Float64Array.from([5, 0, 3, 0, 2, 0]);
    expect(() => sizeFactors({ sampleNames: ['A', 'B'], values })).toThrow(
      'Size factors (DESeq2 median of ratios) cannot be computed: sample B has no counts',
    );
  });

  it('explains when every gene has a zero somewhere', () => {
    const values = Float64Array.from([5, 0, 0, 3]);
    expect(() => sizeFactors({ sampleNames: ['A', 'B'], values })).toThrow(
      'each of the 2 genes has a zero count in at least one sample',
    );
  });
});
