/**
 * edgeR's TMM (genomics/de/tmm.ts) against calcNormFactors in R, to 1e-9: a sparse matrix of
 * fractional counts whose upper quartiles are zero (the reference sample is then the one with
 * the largest sum of square roots), and every pipeline case's counts as R normalised them
 * (after filterByExpr when the case filters).
 */
import { describe, expect, it } from 'vitest';
import { calcNormFactors } from '../../../../genomics/de/tmm';
import {
  expectClose,
  numbers,
  PIPELINE_CASES,
  pipelineRequest,
  readReference,
} from '../../../support/de-reference';

describe('calcNormFactors (TMM)', () => {
  it('falls back to the largest sum of square roots when the upper quartiles are zero, with fractional counts', () => {
    const ref = readReference('tmm-sparse');
    const quartiles = [...ref.quantile75].sort((a, b) => a - b);
    expect((quartiles[2] + quartiles[3]) / 2).toBe(0);
    const { normFactors } = calcNormFactors(numbers(ref.counts), ref.genes.length, ref.samples.length);
    expectClose(normFactors, ref.norm_factors, 1e-9, 0, 'norm factors');
  });

  for (const name of PIPELINE_CASES) {
    it(`matches edgeR on ${name}`, { timeout: 60_000 }, async () => {
      const ref = readReference(name);
      const { counts, nSamples } = await pipelineRequest(ref);
      const kept: number[] = ref.kept;
      const subset = new Float64Array(kept.length * nSamples);
      for (const [k, g] of kept.entries())
        subset.set(counts.subarray(g * nSamples, (g + 1) * nSamples), k * nSamples);
      const { normFactors } = calcNormFactors(subset, kept.length, nSamples, numbers(ref.lib_size));
      expectClose(normFactors, ref.norm_factors, 1e-9, 0, 'norm factors');
    });
  }
});
