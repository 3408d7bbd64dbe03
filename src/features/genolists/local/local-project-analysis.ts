import { correlationPairs } from '../../../../genomics/compute/correlation-pairs';
import { DERIVED_QC_RULE } from '../../../../genomics/compute/derived-qc';
import { PCA_COMPONENTS_KEPT, pcaAxes } from '../../../../genomics/compute/pca-axes';
import type { components } from '../../../../openapi/schema';
import type { LocalCounts } from './local-results-store';

type Schemas = components['schemas'];

/**
 * A result on this device answers the project results tab's cards (quality, PCA, sample
 * correlation) in the server's shapes (server/projects/analyses.ts), from what its counts gave
 * when it was kept (`LocalCounts.analysis`): the statuses by the derived rule (no qc file), the
 * PCA's first components, the correlation and its pairs. A sample's factors are its sample
 * sheet's columns, in the sheet's order; a level's id is its place among the sheet's levels.
 */

/** Each sample's level of every factor the sheet gives it, in the sheet's column order. */
function sampleFactors(counts: LocalCounts): Schemas['ProjectFactorLevel'][][] {
  let id = 0;
  const ids = counts.sheet.factors.map((factor) => new Map(factor.levels.map((level) => [level, ++id])));
  return counts.sampleNames.map((_, s) =>
    counts.sheet.factors.flatMap((factor, f) => {
      const level = factor.values[s];
      return level === null || level === undefined
        ? []
        : [{ id: ids[f]?.get(level) ?? 0, factor: factor.name, level }];
    }),
  );
}

export function localQuality(counts: LocalCounts): Schemas['QualityResult'] {
  const { analysis } = counts;
  const factors = sampleFactors(counts);
  const samples = counts.sampleNames.map((name, s): Schemas['QualitySample'] => ({
    sample_name: name,
    status: analysis.qc[s] ?? 'PASS',
    nuclear_transcripts: null,
    genes_detected: analysis.genesDetected[s] as number,
    library_size: analysis.librarySizes[s] as number,
    factors: factors[s] ?? [],
  }));
  return {
    nb_samples: samples.length,
    source: 'derived',
    rule: DERIVED_QC_RULE,
    passed_samples: samples.filter((sample) => sample.status === 'PASS').length,
    warning_samples: samples.filter((sample) => sample.status === 'WARNING'),
    failed_samples: samples.filter((sample) => sample.status === 'FAIL'),
  };
}

export function localPca(counts: LocalCounts): Schemas['PcaResult'] {
  const { pca } = counts.analysis;
  const n = counts.sampleNames.length;
  const variance = Array.from(pca.varianceExplained);
  const dimensions = pcaAxes(variance, Math.min(PCA_COMPONENTS_KEPT, pca.nComponents));
  const points = counts.sampleNames.map((sample, s) => ({
    sample,
    coordinates: dimensions.map((_, c) => pca.scores[c * n + s] as number),
  }));
  const factors = sampleFactors(counts);
  return {
    data: JSON.stringify(
      points.map((point) => ({
        sample: point.sample,
        ...Object.fromEntries(point.coordinates.map((value, k) => [`coord_dim_${k + 1}`, value])),
      })),
    ),
    points,
    sample_info: Object.fromEntries(
      counts.sampleNames.map((name, s) => [
        name,
        Object.fromEntries((factors[s] ?? []).map(({ factor, level }) => [factor, level])),
      ]),
    ),
    axis_titles: Object.fromEntries(dimensions.map((axis) => [axis.key, axis.title])),
    dimensions,
    factor_names: counts.sheet.factors.map((factor) => factor.name),
    variance_explained: { pc1: variance[0] ?? null, pc2: variance[1] ?? null },
    n_genes_used: pca.nGenesUsed,
  };
}

export function localCorrelation(counts: LocalCounts): Schemas['CorrelationResult'] {
  const { matrix, nGenes } = counts.analysis.correlation;
  const names = counts.sampleNames;
  const n = names.length;
  const pairs = correlationPairs(matrix, names);
  const pair = (p: typeof pairs.minPair) => (p ? { sample_a: p.sampleA, sample_b: p.sampleB, r: p.r } : null);
  return {
    correlation_matrix: names.map((_, i) =>
      Array.from(matrix.subarray(i * n, (i + 1) * n), (r) => (Number.isNaN(r) ? null : r)),
    ),
    sample_names: names,
    sample_count: n,
    n_genes: nGenes,
    pairs: {
      strong: pairs.strong,
      moderate: pairs.moderate,
      weak: pairs.weak,
      missing: pairs.missing,
      total: pairs.total,
    },
    min_pair: pair(pairs.minPair),
    max_pair: pair(pairs.maxPair),
  };
}
