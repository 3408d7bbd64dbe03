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
 */
import { type Counts, matrixShape } from './counts-shape';

export function expression(m: Counts, sizeFactors: ArrayLike<number>): Float64Array {
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
  const v = m.values;
  const out = new Float64Array(v.length);
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    for (let s = 0; s < nSamples; s++) {
      // Division (not a product by 1 / factor) so values round as R's count / factor does.
      out[row + s] = Math.log2((v[row + s] as number) / (sizeFactors[s] as number) + 1);
    }
  }
  return out;
}
