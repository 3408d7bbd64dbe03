/**
 * voom (genomics/de/voom.ts) against limma, given the library sizes R normalised with: log-CPM
 * and precision weights of a few genes (the first ones include a gene zero everywhere and one
 * zero in a whole group), and the lowess mean–variance curve at every point (an evenly spaced
 * subset of SLC001's 27,000).
 */
import { describe, expect, it } from 'vitest';
import { buildDesign } from '../../../../genomics/de/design';
import { voom } from '../../../../genomics/de/voom';
import { expectClose, PIPELINE_CASES, pipelineRequest, readReference } from '../../../support/de-reference';

describe('voom', () => {
  for (const name of PIPELINE_CASES) {
    it(`matches limma on ${name}`, { timeout: 60_000 }, async () => {
      const ref = readReference(name);
      const request = await pipelineRequest(ref);
      const n = request.nSamples;
      const kept: number[] = ref.kept;
      const counts = new Float64Array(kept.length * n);
      for (const [k, g] of kept.entries()) counts.set(request.counts.subarray(g * n, (g + 1) * n), k * n);
      const libSize = Float64Array.from(
        ref.lib_size as number[],
        (size, s) => size * (ref.norm_factors[s] as number),
      );
      const result = voom(counts, kept.length, libSize, buildDesign(request.comparison));

      const rows = (matrix: Float64Array) =>
        (ref.probe_genes as number[]).flatMap((g) => Array.from(matrix.subarray(g * n, (g + 1) * n)));
      expectClose(rows(result.E), ref.E, 1e-12, 1e-12, 'E');
      expectClose(rows(result.weights), ref.weights, 1e-9, 1e-12, 'weights');

      const { curve } = result.trend;
      expect(curve.x.length).toBe(ref.lowess.n);
      const at: number[] = ref.lowess.at;
      expectClose(
        at.map((i) => curve.x[i] as number),
        ref.lowess.x,
        1e-12,
        1e-12,
        'trend x',
      );
      expectClose(
        at.map((i) => curve.y[i] as number),
        ref.lowess.y,
        1e-9,
        1e-12,
        'lowess',
      );
    });
  }
});
