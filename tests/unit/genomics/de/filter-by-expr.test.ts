/**
 * edgeR's filterByExpr (genomics/de/filter-by-expr.ts) against R: the same genes kept, with a
 * 3-level factor and a batch (the smallest group set by the design's leverages), and on SLC002.
 */
import { describe, expect, it } from 'vitest';
import { buildDesign } from '../../../../genomics/de/design';
import { filterByExpr, leverages } from '../../../../genomics/de/filter-by-expr';
import { columnSums } from '../../../../genomics/de/tmm';
import { pipelineRequest, readReference } from '../../../support/de-reference';

describe('filterByExpr', () => {
  for (const name of ['covariates', 'slc002-filtered']) {
    it(`keeps the genes edgeR keeps on ${name}`, async () => {
      const ref = readReference(name);
      const { counts, nGenes, nSamples, comparison } = await pipelineRequest(ref);
      const keep = filterByExpr(
        counts,
        nGenes,
        columnSums(counts, nGenes, nSamples),
        buildDesign(comparison),
      );
      const kept = [...keep.keys()].filter((g) => keep[g] === 1);
      expect(kept.length).toBeLessThan(nGenes);
      expect(kept).toEqual(ref.kept);
    });
  }

  it('takes the smallest group from the design: leverages of ~0 + group are 1 / group size', () => {
    const design = buildDesign({
      factor: { name: 'g', values: ['a', 'a', 'b', 'b', 'b', 'c'] },
      covariates: [],
      numerator: 'b',
      reference: 'a',
    });
    expect(Array.from(leverages(design), (h) => Number(h.toFixed(12)))).toEqual(
      [0.5, 0.5, 1 / 3, 1 / 3, 1 / 3, 1].map((h) => Number(h.toFixed(12))),
    );
  });
});
