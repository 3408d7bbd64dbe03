import { correlationPairs } from '../../genomics/compute/correlation-pairs';
import { analyseCounts } from '../../genomics/compute/count-analysis';
import { DERIVED_QC_RULE, type DerivedQcRule, deriveQc } from '../../genomics/compute/derived-qc';
import { PCA_COMPONENTS_KEPT } from '../../genomics/compute/pca-axes';
import type { ParsedArchive, QcStatus, SequenceDistributionRow } from './archive-types';
import {
  DERIVED_SEQUENCE_DISTRIBUTION_RULE,
  deriveSequenceDistribution,
} from './compute/derived-sequence-distribution';
import { degCounts } from './compute/significant-counts';

export interface SampleStats {
  librarySize: number;
  genesDetected: number;
  sizeFactor: number;
  qcStatus: QcStatus;
  nuclearTranscripts: number | null;
  qcGenesDetected: number | null;
}

/** Everything computed from an archive at import (each defined in the header of its `compute/` kernel), ready to be written. */
export interface ProjectAnalysis {
  samples: SampleStats[];
  qcSource: 'archive' | 'derived';
  /** Gene-major log2(count / size factor + 1), as float32 for storage. */
  expression: Float32Array;
  pca: {
    variance_explained: number[];
    /** `coordinates[s][c]`: sample s on component c. */
    coordinates: number[][];
    n_genes_used: number;
    n_genes_nonzero_variance: number;
  };
  correlation: {
    sample_names: string[];
    matrix: number[][];
    n_genes: number;
    pairs: ReturnType<typeof correlationPairs>;
  };
  sequenceDistribution: {
    source: 'archive' | 'derived';
    rule: typeof DERIVED_SEQUENCE_DISTRIBUTION_RULE | null;
    rows: SequenceDistributionRow[];
  };
  qcRule: DerivedQcRule | null;
  /** DEG counts of each comparison with its own cutoffs. */
  degs: { pos: number; neg: number; total: number }[];
}

/**
 * What the analysis reads: an archive, or a data file's count matrix alone (no qc, genes,
 * sequence distribution or comparison), which then gets the derived QC and distribution.
 */
export type AnalysisInput = Pick<
  ParsedArchive,
  'counts' | 'qc' | 'genes' | 'sequenceDistribution' | 'comparisons'
>;

/**
 * `reuseCounts`: the counts' values become the expression in place once everything that reads
 * counts is done, so the matrix is held once (184 MB at 60,000 genes × 384 samples); the
 * caller gives up `archive.counts.values`.
 */
export function analyse(archive: AnalysisInput, options: { reuseCounts?: boolean } = {}): ProjectAnalysis {
  const { counts } = archive;
  const nSamples = counts.sampleNames.length;
  const sequenceDistribution = archive.sequenceDistribution
    ? { source: 'archive' as const, rule: null, rows: archive.sequenceDistribution }
    : {
        source: 'derived' as const,
        rule: DERIVED_SEQUENCE_DISTRIBUTION_RULE,
        rows: deriveSequenceDistribution(counts, archive.genes),
      };
  // Last: with `reuseCounts` the counts are the expression from here on.
  const {
    librarySizes: sizes,
    genesDetected: detected,
    sizeFactors: factors,
    expression: expr,
    pca: components,
    correlation,
  } = analyseCounts(counts, options);

  const qcByName = new Map(archive.qc?.map((row) => [row.sample, row]));
  const derived = archive.qc ? null : deriveQc(sizes, detected);
  const samples = counts.sampleNames.map((name, s): SampleStats => {
    const qc = qcByName.get(name);
    return {
      librarySize: sizes[s] as number,
      genesDetected: detected[s] as number,
      sizeFactor: factors[s] as number,
      qcStatus: qc?.status ?? derived?.[s] ?? 'PASS',
      nuclearTranscripts: qc?.nuclear_transcripts ?? null,
      qcGenesDetected: qc?.genes_detected ?? null,
    };
  });

  const kept = Math.min(PCA_COMPONENTS_KEPT, components.nComponents);
  const matrix = Array.from({ length: nSamples }, (_, i) =>
    Array.from(correlation.matrix.subarray(i * nSamples, (i + 1) * nSamples)),
  );
  return {
    samples,
    qcSource: archive.qc ? 'archive' : 'derived',
    qcRule: archive.qc ? null : DERIVED_QC_RULE,
    expression: Float32Array.from(expr),
    pca: {
      variance_explained: Array.from(components.varianceExplained),
      coordinates: counts.sampleNames.map((_, s) =>
        Array.from({ length: kept }, (_, c) => components.scores[c * nSamples + s] as number),
      ),
      n_genes_used: components.nGenesUsed,
      n_genes_nonzero_variance: components.nGenesNonzeroVariance,
    },
    correlation: {
      sample_names: counts.sampleNames,
      matrix,
      n_genes: correlation.nGenes,
      pairs: correlationPairs(correlation.matrix, counts.sampleNames),
    },
    sequenceDistribution,
    degs: archive.comparisons.map((c) =>
      degCounts(c.table.log2fc, c.table.padj, c.pvalue_cutoff, c.fold_change_cutoff),
    ),
  };
}
