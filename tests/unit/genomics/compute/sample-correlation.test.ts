import { describe, expect, it } from 'vitest';
import { sampleCorrelation } from '../../../../genomics/compute/sample-correlation';

const names = (n: number) => Array.from({ length: n }, (_, s) => `S${s + 1}`);

function pearson(a: number[], b: number[]): number {
  const ma = a.reduce((x, y) => x + y, 0) / a.length;
  const mb = b.reduce((x, y) => x + y, 0) / b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((x, k) => {
    ab += (x - ma) * ((b[k] as number) - mb);
    aa += (x - ma) ** 2;
    bb += ((b[k] as number) - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

describe('sampleCorrelation', () => {
  it('matches plain Pearson over the genes with counts, across gene blocks and odd sample counts', () => {
    let seed = 5;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const n = 9;
    const nGenes = 5000;
    const counts = new Float64Array(nGenes * n);
    for (let g = 0; g < nGenes; g++) {
      // One gene in ten is absent from every sample.
      if (g % 10 === 0) continue;
      const level = random() * 200;
      for (let s = 0; s < n; s++)
        counts[g * n + s] = Math.floor(level * (0.5 + random()) * (s < 4 ? 1 : 1.5));
    }
    const expr = counts.map((c) => Math.log2(c + 1));
    const { nGenes: used, matrix } = sampleCorrelation(expr, { sampleNames: names(n), values: counts });
    const kept = Array.from({ length: nGenes }, (_, g) => g).filter((g) =>
      counts.subarray(g * n, (g + 1) * n).some((c) => c > 0),
    );
    expect(used).toBe(kept.length);
    const column = (s: number) => kept.map((g) => expr[g * n + s] as number);
    for (let i = 0; i < n; i++) {
      expect(matrix[i * n + i]).toBe(1);
      for (let j = 0; j < n; j++) {
        expect(matrix[i * n + j]).toBe(matrix[j * n + i]);
        if (i !== j) expect(matrix[i * n + j]).toBeCloseTo(pearson(column(i), column(j)), 13);
      }
    }
  });

  it('leaves out the genes no sample counts', () => {
    // With the all-zero gene the two samples would correlate differently.
    const counts = Float64Array.from([0, 0, 1, 3, 2, 2, 3, 1]);
    const { nGenes, matrix } = sampleCorrelation(counts, { sampleNames: ['A', 'B'], values: counts });
    expect(nGenes).toBe(3);
    expect(matrix[1]).toBeCloseTo(-1, 15);
  });

  it('gives NaN for a sample with the same expression on every gene', () => {
    const counts = Float64Array.from([1, 4, 2, 2, 5, 2, 3, 6, 2]);
    const { matrix } = sampleCorrelation(counts, { sampleNames: ['A', 'B', 'C'], values: counts });
    expect(matrix[1]).toBeCloseTo(1, 15);
    expect(Array.from(matrix.subarray(6, 9))).toEqual([Number.NaN, Number.NaN, Number.NaN]);
    expect(matrix[2]).toBeNaN();
  });

  it('gives [1] for one sample', () => {
    const counts = Float64Array.from([1, 2, 3]);
    expect(Array.from(sampleCorrelation(counts, { sampleNames: ['A'], values: counts }).matrix)).toEqual([1]);
  });

  it('refuses expression of another shape', () => {
    expect(() =>
      sampleCorrelation(new Float64Array(3), { sampleNames: ['A', 'B'], values: new Float64Array(4) }),
    ).toThrow('Expected 4 expression values, like the counts, got 3');
  });
});
