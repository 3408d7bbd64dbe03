/**
 * What a count matrix gives on its own, computed once: the import derives it for every project
 * (server/imports/analyse.ts) and the browser for a researcher's own counts, so both show the
 * same numbers. Each step's rule is in its kernel's header: library sizes and genes detected
 * (`library-stats.ts`), DESeq2 size factors (`size-factors.ts`), log2 normalised expression
 * (`expression.ts`), the PCA of the 500 most variable genes (`pca.ts`) and the Pearson
 * correlation of the samples over the genes with a count (`sample-correlation.ts`).
 *
 * Input: a count matrix, gene-major, finite and non-negative (the readers refuse anything else).
 * With `reuseCounts`, the counts' values become the expression in place once nothing else
 * reads them, so the matrix is held once: the caller gives up `counts.values`.
 * Throws, with a readable message, when size factors cannot be computed (no gene counted in
 * every sample).
 */
import { type Counts, matrixShape } from './counts-shape';
import { deriveQc, type QcStatus } from './derived-qc';
import { expression } from './expression';
import { genesDetected, librarySizes } from './library-stats';
import { type PcaResult, pca } from './pca';
import { correlationOverGenes, genesWithCounts, type SampleCorrelation } from './sample-correlation';
import { sizeFactors } from './size-factors';

export interface CountAnalysis {
  librarySizes: Float64Array;
  genesDetected: Int32Array;
  sizeFactors: Float64Array;
  /** Gene-major log2(count / size factor + 1). */
  expression: Float64Array;
  pca: PcaResult;
  correlation: SampleCorrelation;
}

export function analyseCounts(counts: Counts, options: { reuseCounts?: boolean } = {}): CountAnalysis {
  const { nGenes, nSamples } = matrixShape(counts.values, counts.sampleNames.length);
  const sizes = librarySizes(counts);
  const detected = genesDetected(counts);
  const factors = sizeFactors(counts);
  const withCounts = genesWithCounts(counts);
  const expr = expression(counts, factors, options.reuseCounts ? counts.values : undefined);
  return {
    librarySizes: sizes,
    genesDetected: detected,
    sizeFactors: factors,
    expression: expr,
    pca: pca(expr, nGenes, nSamples),
    correlation: correlationOverGenes(expr, nSamples, withCounts),
  };
}

/**
 * The analysis as it is kept beside a researcher's own counts: the expression as float32 (7
 * significant digits, ample for values that are only plotted, and half the size, as the import
 * stores it), and each sample's QC status by the derived rule (`derived-qc.ts`: there is no qc
 * file to take it from).
 */
export interface KeptCountAnalysis extends Omit<CountAnalysis, 'expression'> {
  expression: Float32Array;
  qc: QcStatus[];
}

export function keptCountAnalysis(
  counts: Counts,
  options: { reuseCounts?: boolean } = {},
): KeptCountAnalysis {
  const analysis = analyseCounts(counts, options);
  return {
    ...analysis,
    expression: Float32Array.from(analysis.expression),
    qc: deriveQc(analysis.librarySizes, analysis.genesDetected),
  };
}
