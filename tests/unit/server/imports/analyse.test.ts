/**
 * The import's worker turns the counts into the expression in place (one matrix instead of two
 * at 60,000 × 384): the analysis must come out the same, to the bit, as with a separate matrix.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expression } from '../../../../genomics/compute/expression';
import { analyse } from '../../../../server/imports/analyse';
import { readArchive } from '../../../../server/imports/archive/read-archive';
import { DEMO } from '../../../support/archives';

describe('expression in place', () => {
  it('writes over the counts it reads, value for value', () => {
    const counts = { sampleNames: ['A', 'B'], values: Float64Array.from([0, 6, 3, 0]) };
    const separate = expression(counts, [1, 2]);
    const out = expression(counts, [1, 2], counts.values);
    expect(out).toBe(counts.values);
    expect(Array.from(out)).toEqual(Array.from(separate));
  });

  it('refuses an output of another size', () => {
    const counts = { sampleNames: ['A', 'B'], values: Float64Array.from([0, 6, 3, 0]) };
    expect(() => expression(counts, [1, 2], new Float64Array(2))).toThrow(
      'Expected room for 4 expression values, got 2',
    );
  });
});

describe('analyse with reuseCounts', () => {
  it('gives the same analysis as with the counts kept (SLC002)', async () => {
    const kept = await readArchive(DEMO.SLC002, basename(DEMO.SLC002));
    const reused = await readArchive(DEMO.SLC002, basename(DEMO.SLC002));
    const expected = analyse(kept);
    const counts = Float64Array.from(kept.counts.values);
    expect(kept.counts.values).toEqual(counts);
    const actual = analyse(reused, { reuseCounts: true });
    expect(actual).toEqual(expected);
    expect(reused.counts.values).not.toEqual(counts);
  }, 60_000);
});
