/**
 * Normalised expression on the log2 scale: log2(count / sizeFactor[s] + 1), the values kept
 * per gene for box plots and heatmaps and the input of the PCA and sample correlation.
 *
 * Input: a count matrix, gene-major, finite and non-negative; one finite positive size factor
 * per sample (see `sizeFactors`).
 * Output: a gene-major Float64Array of the same shape (log2 of normalised counts + 1; a zero
 * count gives exactly 0). For storage, `Float32Array.from(result)` halves the size and keeps
 * 7 significant digits, ample for values that are only plotted; the PCA and correlation
 * kernels take the Float64 values.
 *
 * `out` may be `m.values` itself, turning the counts into expression in place (each value is
 * read before its place is written): the import's worker does so once nothing else needs the
 * counts, sparing a second matrix of 8 bytes a cell.
 */
import { type Counts, matrixShape } from './counts-shape';

export function expression(
  m: Counts,
  sizeFactors: ArrayLike<number>,
  out: Float64Array = new Float64Array(m.values.length),
): Float64Array {
  const { nGenes, nSamples } = matrixShape(m.values, m.sampleNames.length);
  if (sizeFactors.length !== nSamples) {
    throw new Error(`Expected ${nSamples} size factors, one per sample, got ${sizeFactors.length}`);
  }
  for (let s = 0; s < nSamples; s++) {
    const f = sizeFactors[s] as number;
    if (!(f > 0 && Number.isFinite(f))) {
      throw new Error(
        `The size factor of sample ${m.sampleNames[s]} is ${f}; it must be positive and finite`,
      );
    }
  }
  if (out.length !== m.values.length) {
    throw new Error(`Expected room for ${m.values.length} expression values, got ${out.length}`);
  }
  const v = m.values;
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    for (let s = 0; s < nSamples; s++) {
      // Division (not a product by 1 / factor) so values round as R's count / factor does.
      out[row + s] = Math.log2((v[row + s] as number) / (sizeFactors[s] as number) + 1);
    }
  }
  return out;
}
