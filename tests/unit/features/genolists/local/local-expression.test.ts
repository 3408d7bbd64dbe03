import { describe, expect, it } from 'vitest';
import { localBoxplot, localExpression } from '../../../../../src/features/genolists/local/local-expression';
import { localCounts } from '../../../../support/local-counts';

/**
 * A result on this device answers the heatmap and the box plot as the server does: the
 * comparison's numerator first, its reference next, the other samples last, each in the
 * matrix's order; a gene found through its frame row, which may skip matrix rows (filterByExpr).
 */

const SAMPLES = ['K1', 'L1', 'X1', 'K2', 'L2'];
const TISSUE = ['Kidney', 'Liver', 'Lung', 'Kidney', 'Liver'];
// Three genes × five samples; the result kept the first and the third (the second filtered out).
const values = Float64Array.from([10, 200, 5, 12, 180, 0, 1, 0, 0, 2, 50, 40, 45, 60, 35]);
const counts = localCounts({
  samples: SAMPLES,
  geneIds: ['G1', 'G2', 'G3'],
  symbols: ['ALB', null, 'APOA2'],
  values,
  factors: [{ name: 'tissue', values: TISSUE, levels: ['Kidney', 'Liver', 'Lung'], numeric: false }],
  frameGenes: Int32Array.of(0, 2),
});
const frame = { geneId: ['G1', 'G3'], symbol: ['ALB', 'APOA2'] };
const comparison = { factor: 'tissue', numerator: 'Liver', reference: 'Kidney' };
const kept = (gene: number, sample: number) => counts.analysis.expression[gene * 5 + sample] as number;

describe('localExpression', () => {
  it('lists the numerator, the reference, then the others, and each gene asked once in order', () => {
    const answer = localExpression(counts, frame, comparison, -7, [2, 1, 2, 3]);
    expect(answer.samples).toEqual([
      { id: 2, name: 'L1', condition: 1, level: 'Liver' },
      { id: 5, name: 'L2', condition: 1, level: 'Liver' },
      { id: 1, name: 'K1', condition: 2, level: 'Kidney' },
      { id: 4, name: 'K2', condition: 2, level: 'Kidney' },
      { id: 3, name: 'X1', condition: null, level: 'Lung' },
    ]);
    expect(answer).toMatchObject({
      genolist_id: -7,
      factor: 'tissue',
      condition_1_name: 'Liver',
      condition_2_name: 'Kidney',
      missing_gene_ref_ids: [3],
    });
    expect(answer.genes.map((gene) => [gene.gene_ref_id, gene.gene_id, gene.symbol])).toEqual([
      [2, 'G3', 'APOA2'],
      [1, 'G1', 'ALB'],
    ]);
    // The frame's second gene is the matrix's third: its expression, in the samples' order.
    expect(answer.genes[0]?.values).toEqual([1, 4, 0, 3, 2].map((s) => Number(kept(2, s).toPrecision(7))));
  });

  it('is log2(count / size factor + 1), as the import stores it', () => {
    const factor = counts.analysis.sizeFactors[1] as number;
    const [gene] = localExpression(counts, frame, comparison, -7, [1]).genes;
    expect(gene?.values[0]).toBeCloseTo(Math.log2(200 / factor + 1), 5);
  });
});

describe('localBoxplot', () => {
  it('splits a gene’s samples by the two levels compared, the others apart with their level', () => {
    const answer = localBoxplot(counts, frame, comparison, -7, 1);
    expect(answer?.gene).toEqual({ id: 1, symbol: 'ALB', gene_id: 'G1' });
    expect(answer?.condition_1_values).toEqual([
      { sample: 'L1', sample_id: 2, value: kept(0, 1) },
      { sample: 'L2', sample_id: 5, value: kept(0, 4) },
    ]);
    expect(answer?.condition_2_values.map((point) => point.sample)).toEqual(['K1', 'K2']);
    expect(answer?.other_values).toEqual([{ sample: 'X1', sample_id: 3, value: kept(0, 2), level: 'Lung' }]);
  });

  it('has no box plot for a gene the result does not hold', () => {
    expect(localBoxplot(counts, frame, comparison, -7, 3)).toBeUndefined();
    expect(localBoxplot(counts, frame, comparison, -7, 0)).toBeUndefined();
  });
});
