import { describe, expect, it } from 'vitest';
import { foldDistribution } from '../../../../../src/features/genolists/distribution/distribution';

function frame(rows: [number, number][]) {
  return {
    n: rows.length,
    log2fc: Float64Array.from(rows.map(([fold]) => fold)),
    padj: Float64Array.from(rows.map(([, padj]) => padj)),
  };
}

describe('expression distribution', () => {
  it('counts significant genes by |log2FC| band, up and down apart', () => {
    const bands = foldDistribution(
      frame([
        [0.2, 0.01],
        [-0.7, 0.05],
        [1.2, 0.001],
        [-1.2, 0],
        [3.5, 1e-20],
        [-4, 0.04],
        [2.5, 0.2], // not significant
        [5, Number.NaN], // padj missing: not significant
        [Number.NaN, 0.01], // fold change missing
        [0, 0.01], // no direction
      ]),
    );
    expect(bands.map((band) => [band.from, band.to, band.up, band.down])).toEqual([
      [0, 0.5, 1, 0],
      [0.5, 1, 0, 1],
      [1, 1.5, 1, 1],
      [1.5, 2, 0, 0],
      [2, 3, 0, 0],
      [3, null, 1, 1],
    ]);
  });
});
