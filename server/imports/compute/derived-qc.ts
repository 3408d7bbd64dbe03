/**
 * Quality-control status of each sample when the archive has no qc file (DESIGN.md: "from
 * library size and genes detected, by a rule the README states"). The rule is relative to the
 * project's own samples, because what counts as a good library size or gene count depends on
 * the protocol (full-length vs 3′ / BRB-seq, depth, organism): a sample is judged against the
 * median of the project. `DERIVED_QC_RULE` states it for the README and the UI.
 *
 * Input: library size (sum of counts) and genes detected (count > 0) per sample, same order
 * and length (see `librarySizes`, `genesDetected`).
 * Output: one status per sample. With a single sample there is nothing to compare with, so it
 * passes unless it has no counts.
 */
import type { QcStatus } from '../archive-types';
import { medianInPlace } from './median';

/** Fractions of the project's median below which a sample gets the status. */
export const DERIVED_QC_THRESHOLDS = {
  libraryFail: 0.25,
  libraryWarning: 0.5,
  genesFail: 0.5,
  genesWarning: 0.75,
} as const;

const pct = (fraction: number) => `${fraction * 100} %`;
const t = DERIVED_QC_THRESHOLDS;

export const DERIVED_QC_RULE =
  'No quality-control file was given: each sample is judged against the median of the ' +
  "project's samples, since good absolute values depend on the protocol. " +
  `FAIL when its library size (sum of its counts) is below ${pct(t.libraryFail)} of the median ` +
  `library size, or its genes detected (genes with a count above 0) below ${pct(t.genesFail)} of ` +
  'the median, or it has no counts; ' +
  `WARNING when its library size is below ${pct(t.libraryWarning)} of the median or its genes ` +
  `detected below ${pct(t.genesWarning)} of the median; PASS otherwise.`;

export function deriveQc(librarySize: ArrayLike<number>, genesDetected: ArrayLike<number>): QcStatus[] {
  const n = librarySize.length;
  if (genesDetected.length !== n) {
    throw new Error(`Expected genes detected for ${n} samples, got ${genesDetected.length}`);
  }
  const medianLibrary = medianInPlace(Float64Array.from(librarySize));
  const medianGenes = medianInPlace(Float64Array.from(genesDetected));
  const statuses: QcStatus[] = [];
  for (let s = 0; s < n; s++) {
    const library = librarySize[s] as number;
    const genes = genesDetected[s] as number;
    if (library <= 0 || library < t.libraryFail * medianLibrary || genes < t.genesFail * medianGenes) {
      statuses.push('FAIL');
    } else if (library < t.libraryWarning * medianLibrary || genes < t.genesWarning * medianGenes) {
      statuses.push('WARNING');
    } else {
      statuses.push('PASS');
    }
  }
  return statuses;
}
