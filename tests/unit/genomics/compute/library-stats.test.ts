import { describe, expect, it } from 'vitest';
import { genesDetected, librarySizes } from '../../../../genomics/compute/library-stats';

// 4 genes × 3 samples, gene-major; gene 2 is zero everywhere, sample C has no counts.
const m = {
  sampleNames: ['A', 'B', 'C'],
  values: Float64Array.from([5, 0, 0, 1, 2, 0, 0, 0, 0, 10, 3.5, 0]),
};

describe('librarySizes and genesDetected', () => {
  it('sum each sample column and count its genes above 0', () => {
    expect(Array.from(librarySizes(m))).toEqual([16, 5.5, 0]);
    expect(Array.from(genesDetected(m))).toEqual([3, 2, 0]);
  });

  it('refuse values that do not fill whole rows', () => {
    expect(() => librarySizes({ sampleNames: ['A', 'B'], values: new Float64Array(3) })).toThrow(
      'not a whole number of rows of 2 samples',
    );
    expect(() => genesDetected({ sampleNames: [], values: new Float64Array(0) })).toThrow('no sample');
  });
});
