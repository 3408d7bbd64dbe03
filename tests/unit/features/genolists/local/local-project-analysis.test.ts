import { describe, expect, it } from 'vitest';
import { DERIVED_QC_RULE } from '../../../../../genomics/compute/derived-qc';
import {
  localCorrelation,
  localPca,
  localQuality,
} from '../../../../../src/features/genolists/local/local-project-analysis';
import { localCounts, TISSUE_AND_RUN } from '../../../../support/local-counts';

/**
 * A result on this device answers the quality, PCA and correlation cards as the server answers
 * them for a project, from the analysis kept with its counts.
 */

const SAMPLES = ['L1', 'L2', 'K1', 'K2'];
// Four genes × four samples; K2 has a tenth of the others' reads.
const values = Float64Array.from([500, 520, 100, 12, 40, 38, 300, 29, 90, 95, 85, 9, 7, 0, 60, 5]);
const counts = localCounts({
  samples: SAMPLES,
  geneIds: ['G1', 'G2', 'G3', 'G4'],
  values,
  factors: TISSUE_AND_RUN,
});

describe('localQuality', () => {
  it('gives each sample its derived status, library size, genes detected and sheet levels', () => {
    const quality = localQuality(counts);
    expect(quality).toMatchObject({ nb_samples: 4, source: 'derived', rule: DERIVED_QC_RULE });
    expect(quality.failed_samples.map((sample) => sample.sample_name)).toEqual(['K2']);
    expect(quality.passed_samples + quality.warning_samples.length).toBe(3);
    const [k2] = quality.failed_samples;
    expect(k2).toMatchObject({ library_size: 55, genes_detected: 4, nuclear_transcripts: null });
    // No run for K2 in the sheet: only its tissue; ids tell the levels apart across factors.
    expect(k2?.factors).toEqual([{ id: 2, factor: 'tissue', level: 'Kidney' }]);
  });
});

describe('localPca', () => {
  it('places every sample on the components that explain something, with the sheet to colour them', () => {
    const pca = localPca(counts);
    expect(pca.points.map((point) => point.sample)).toEqual(SAMPLES);
    expect(pca.dimensions.length).toBeGreaterThan(0);
    expect(pca.dimensions.length).toBeLessThanOrEqual(3);
    for (const point of pca.points) expect(point.coordinates).toHaveLength(pca.dimensions.length);
    expect(pca.points[0]?.coordinates[0]).toBe(counts.analysis.pca.scores[0]);
    expect(pca.variance_explained.pc1).toBe(counts.analysis.pca.varianceExplained[0]);
    expect(pca.factor_names).toEqual(['tissue', 'run']);
    expect(pca.sample_info.K2).toEqual({ tissue: 'Kidney' });
    expect(JSON.parse(pca.data)[1]).toEqual({
      sample: 'L2',
      ...Object.fromEntries(pca.points[1]?.coordinates.map((v, k) => [`coord_dim_${k + 1}`, v]) ?? []),
    });
  });
});

describe('localCorrelation', () => {
  it('answers the matrix row by row, and the pairs by strength', () => {
    const correlation = localCorrelation(counts);
    expect(correlation.sample_names).toEqual(SAMPLES);
    expect(correlation.sample_count).toBe(4);
    expect(correlation.n_genes).toBe(4);
    expect(correlation.correlation_matrix).toHaveLength(4);
    expect(correlation.correlation_matrix[1]?.[1]).toBe(1);
    expect(correlation.correlation_matrix[0]?.[2]).toBe(counts.analysis.correlation.matrix[2]);
    expect(correlation.pairs.total).toBe(6);
    expect(correlation.max_pair?.sample_a).toBe('L1');
    expect(correlation.max_pair?.sample_b).toBe('L2');
  });
});
