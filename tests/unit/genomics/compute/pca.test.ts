import { describe, expect, it } from 'vitest';
import { pca } from '../../../../genomics/compute/pca';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('pca', () => {
  it('puts all the variance of 2 samples on PC1, half their distance each side', () => {
    // 3 genes × 2 samples; the sample with the largest absolute coordinate is positive (the first on ties).
    const x = Float64Array.from([1, 4, 2, 2, 0, 4]);
    const result = pca(x, 3, 2);
    expect(result.nGenesNonzeroVariance).toBe(2);
    expect(result.nGenesUsed).toBe(2);
    expect(result.nComponents).toBe(2);
    expect(Array.from(result.varianceExplained)).toEqual([100, 0]);
    expect(result.scores[0]).toBeCloseTo(2.5, 14);
    expect(result.scores[1]).toBeCloseTo(-2.5, 14);
    expect(Math.abs(result.scores[2] as number)).toBeLessThan(1e-14);
  });

  it('ranks genes by variance, ties in gene order, and reports the cut', () => {
    // Variances (n − 1) over 3 samples: 1, 4, 4, 0 (constant, exactly), 2.25.
    const x = Float64Array.from([0, 1, 2, 0, 2, 4, 1, 3, 5, 0.1, 0.1, 0.1, 0, 1.5, 3]);
    const result = pca(x, 5, 3, { top: 3 });
    expect(result.nGenesNonzeroVariance).toBe(4);
    expect(Array.from(result.genesUsed)).toEqual([1, 2, 4]);
    expect(result.varianceOfLastGeneUsed).toBeCloseTo(2.25, 14);
    expect(result.varianceOfFirstGeneLeftOut).toBeCloseTo(1, 14);
  });

  it('uses every varying gene when fewer than `top` vary', () => {
    const x = Float64Array.from([0, 0, 0, 0, 1, 2, 3, 5, 7, 7, 7, 7, 2, 1, 0, 0]);
    const result = pca(x, 4, 4);
    expect(result.nGenesUsed).toBe(2);
    expect(result.varianceOfFirstGeneLeftOut).toBeNull();
    expect(result.nComponents).toBe(2);
  });

  it('preserves sample distances and splits the variance like prcomp', () => {
    const next = random(3);
    const nGenes = 40;
    const n = 9;
    const x = Float64Array.from({ length: nGenes * n }, () => next() * 10);
    const result = pca(x, nGenes, n, { top: nGenes });
    expect(result.nComponents).toBe(n);
    const score = (c: number, s: number) => result.scores[c * n + s] as number;
    // Scores are centred and uncorrelated, with sums of squares proportional to the variance explained.
    const squares: number[] = [];
    for (let c = 0; c < n; c++) {
      let sum = 0;
      let sq = 0;
      for (let s = 0; s < n; s++) {
        sum += score(c, s);
        sq += score(c, s) ** 2;
      }
      expect(Math.abs(sum)).toBeLessThan(1e-10);
      squares.push(sq);
      for (let d = 0; d < c; d++) {
        let dot = 0;
        for (let s = 0; s < n; s++) dot += score(c, s) * score(d, s);
        expect(Math.abs(dot)).toBeLessThan(1e-9);
      }
    }
    const total = squares.reduce((a, b) => a + b, 0);
    squares.forEach((sq, c) => {
      expect(result.varianceExplained[c]).toBeCloseTo((sq / total) * 100, 10);
    });
    // The total variance is the sum of the gene variances, and distances between samples survive.
    let geneVariances = 0;
    for (let g = 0; g < nGenes; g++) {
      const row = Array.from(x.subarray(g * n, (g + 1) * n));
      const mean = row.reduce((a, b) => a + b, 0) / n;
      geneVariances += row.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
    }
    expect(total / (n - 1)).toBeCloseTo(geneVariances, 9);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < i; j++) {
        let inGenes = 0;
        let inScores = 0;
        for (let g = 0; g < nGenes; g++)
          inGenes += ((x[g * n + i] as number) - (x[g * n + j] as number)) ** 2;
        for (let c = 0; c < n; c++) inScores += (score(c, i) - score(c, j)) ** 2;
        expect(inScores).toBeCloseTo(inGenes, 9);
      }
    }
  });

  it('has no components with one sample or no varying gene', () => {
    expect(pca(Float64Array.from([1, 2, 3]), 3, 1)).toMatchObject({
      nGenesNonzeroVariance: 0,
      nComponents: 0,
    });
    const flat = pca(Float64Array.from([2, 2, 0, 0]), 2, 2);
    expect(flat).toMatchObject({ nGenesUsed: 0, nComponents: 0, varianceOfLastGeneUsed: null });
    expect(flat.scores).toHaveLength(0);
  });

  it('refuses a shape that does not match the values', () => {
    expect(() => pca(new Float64Array(6), 2, 2)).toThrow('Expected 2 × 2 expression values, got 6');
  });
});
