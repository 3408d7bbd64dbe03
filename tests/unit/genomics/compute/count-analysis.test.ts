/**
 * A researcher's own counts get, in the browser, what the import stores for a project from the
 * same counts: the same kernels, so the same numbers to the bit.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptCountAnalysis } from '../../../../genomics/compute/count-analysis';
import { analyse } from '../../../../server/imports/analyse';
import { readArchive } from '../../../../server/imports/archive/read-archive';
import { DEMO } from '../../../support/archives';

describe('keptCountAnalysis', () => {
  it('gives what the import computes from the same counts (SLC002)', async () => {
    const archive = await readArchive(DEMO.SLC002, basename(DEMO.SLC002));
    const imported = analyse({ ...archive, qc: null });
    const nSamples = archive.counts.sampleNames.length;
    const kept = keptCountAnalysis({
      sampleNames: archive.counts.sampleNames,
      values: Float64Array.from(archive.counts.values),
    });
    expect(kept.expression).toEqual(imported.expression);
    expect(Array.from(kept.librarySizes)).toEqual(imported.samples.map((s) => s.librarySize));
    expect(Array.from(kept.genesDetected)).toEqual(imported.samples.map((s) => s.genesDetected));
    expect(Array.from(kept.sizeFactors)).toEqual(imported.samples.map((s) => s.sizeFactor));
    expect(kept.qc).toEqual(imported.samples.map((s) => s.qcStatus));
    expect(Array.from(kept.pca.varianceExplained)).toEqual(imported.pca.variance_explained);
    expect(kept.pca.nGenesUsed).toBe(imported.pca.n_genes_used);
    const scores = imported.pca.coordinates.map((sample, s) =>
      sample.map((_, c) => kept.pca.scores[c * nSamples + s]),
    );
    expect(scores).toEqual(imported.pca.coordinates);
    expect(kept.correlation.nGenes).toBe(imported.correlation.n_genes);
    expect(Array.from(kept.correlation.matrix)).toEqual(imported.correlation.matrix.flat());
  }, 60_000);

  it('turns the counts into the expression in place when asked, with the same result', () => {
    const values = Float64Array.from([10, 20, 0, 5, 7, 9, 100, 80, 60, 3, 0, 1]);
    const apart = keptCountAnalysis({ sampleNames: ['A', 'B', 'C'], values: values.slice() });
    const inPlace = { sampleNames: ['A', 'B', 'C'], values };
    expect(keptCountAnalysis(inPlace, { reuseCounts: true })).toEqual(apart);
    expect(Array.from(values)).not.toEqual([10, 20, 0, 5, 7, 9, 100, 80, 60, 3, 0, 1]);
  });
});
