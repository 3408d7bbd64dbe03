/**
 * Quality-control status of each sample when the archive has no qc file, from
 * library size and genes detected. The rule is relative to the
 * project's own samples, because what counts as a good library size or gene count depends on
 * the protocol (full-length vs 3′ / BRB-seq, depth, organism): a sample is judged against the
 * median of the project: FAIL when its library size is below 25 % of the median library size,
 * or its genes detected below 50 % of the median, or it has no counts; WARNING below 50 % and
 * 75 %; PASS otherwise (`DERIVED_QC_RULE`, stored with the project).
 *
 * Input: library size (sum of counts) and genes detected (count > 0) per sample, same order
 * and length (see `librarySizes`, `genesDetected`).
 * Output: one status per sample. With a single sample there is nothing to compare with, so it
 * passes unless it has no counts.
 */
import { medianInPlace } from './median';

/** A sample's quality: from the archive's qc file, or derived here. */
export type QcStatus = 'PASS' | 'WARNING' | 'FAIL';

/**
 * The rule as it is stored with the project: a code and its parameters, the fractions of the
 * project's median below which a sample gets the status. Each reader words it in its own
 * language (the quality card, the PDF report), so nothing English is stored.
 */
export interface DerivedQcRule {
  code: 'median_relative';
  library_fail: number;
  library_warning: number;
  genes_fail: number;
  genes_warning: number;
}

export const DERIVED_QC_RULE: DerivedQcRule = {
  code: 'median_relative',
  library_fail: 0.25,
  library_warning: 0.5,
  genes_fail: 0.5,
  genes_warning: 0.75,
};

export function deriveQc(librarySize: ArrayLike<number>, genesDetected: ArrayLike<number>): QcStatus[] {
  const n = librarySize.length;
  if (genesDetected.length !== n) {
    throw new Error(`Expected genes detected for ${n} samples, got ${genesDetected.length}`);
  }
  const rule = DERIVED_QC_RULE;
  const medianLibrary = medianInPlace(Float64Array.from(librarySize));
  const medianGenes = medianInPlace(Float64Array.from(genesDetected));
  const statuses: QcStatus[] = [];
  for (let s = 0; s < n; s++) {
    const library = librarySize[s] as number;
    const genes = genesDetected[s] as number;
    if (
      library <= 0 ||
      library < rule.library_fail * medianLibrary ||
      genes < rule.genes_fail * medianGenes
    ) {
      statuses.push('FAIL');
    } else if (library < rule.library_warning * medianLibrary || genes < rule.genes_warning * medianGenes) {
      statuses.push('WARNING');
    } else {
      statuses.push('PASS');
    }
  }
  return statuses;
}
