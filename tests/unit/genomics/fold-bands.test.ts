/** The |log2FC| bands of the volcano's colours and the distribution's bars. */
import { describe, expect, it } from 'vitest';
import { FOLD_BANDS, foldBand } from '../../../genomics/fold-bands';

describe('fold bands', () => {
  it('puts |log2FC| in the bands 0.5, 1, 1.5, 2, 3, lower edges included', () => {
    expect([0, 0.49, 0.5, 0.99, 1, 1.5, 1.99, 2, 2.99, 3, 12].map(foldBand)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('has one band a lower edge, the last open above', () => {
    expect(FOLD_BANDS).toEqual([0, 0.5, 1, 1.5, 2, 3]);
    expect(foldBand(Number.POSITIVE_INFINITY)).toBe(FOLD_BANDS.length - 1);
  });
});
