import { describe, expect, it } from 'vitest';
import type { GeneAnnotation } from '../../../../../server/imports/archive-types';
import { deriveSequenceDistribution } from '../../../../../server/imports/compute/derived-sequence-distribution';

const gene = (geneId: string, biotype: string | null): GeneAnnotation => ({
  geneId,
  symbol: null,
  description: null,
  biotype,
});

describe('deriveSequenceDistribution', () => {
  // 8 genes × 2 samples.
  const m = {
    geneIds: ['pc1', 'pc2', 'lnc', 'pseudo1', 'pseudo2', 'sno', 'blank', 'unlisted'],
    sampleNames: ['A', 'B'],
    values: Float64Array.from([10, 1, 5, 0, 3, 2, 1, 1, 2, 0, 4, 0, 6, 6, 8, 9]),
  };
  const genes = [
    gene('pc1', 'protein_coding'),
    gene('pc2', 'protein-coding'),
    gene('lnc', 'lincRNA'),
    gene('pseudo1', 'processed_pseudogene'),
    gene('pseudo2', 'pseudo'),
    gene('sno', 'snoRNA'),
    gene('blank', ''),
  ];

  it('splits each sample’s assigned reads by gene biotype, summing to the library size', () => {
    expect(deriveSequenceDistribution(m, genes)).toEqual([
      { sample: 'A', category: 'protein_coding', reads: 15 },
      { sample: 'A', category: 'lncRNA', reads: 3 },
      { sample: 'A', category: 'pseudogene', reads: 3 },
      { sample: 'A', category: 'other_biotype', reads: 4 },
      { sample: 'A', category: 'no_biotype', reads: 14 },
      { sample: 'B', category: 'protein_coding', reads: 1 },
      { sample: 'B', category: 'lncRNA', reads: 2 },
      { sample: 'B', category: 'pseudogene', reads: 1 },
      { sample: 'B', category: 'other_biotype', reads: 0 },
      { sample: 'B', category: 'no_biotype', reads: 15 },
    ]);
  });

  it('lists only the categories some gene falls in', () => {
    const rows = deriveSequenceDistribution(m, [gene('pc1', 'protein_coding')]);
    expect(rows.map((r) => r.category)).toEqual([
      'protein_coding',
      'no_biotype',
      'protein_coding',
      'no_biotype',
    ]);
  });

  it('puts every read in no_biotype without a genes file', () => {
    expect(deriveSequenceDistribution(m, null)).toEqual([
      { sample: 'A', category: 'no_biotype', reads: 39 },
      { sample: 'B', category: 'no_biotype', reads: 19 },
    ]);
  });
});
