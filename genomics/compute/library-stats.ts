/**
 * Library size and genes detected per sample.
 *
 * Input: a count matrix, gene-major (`values[g * nSamples + s]`), finite and non-negative: the
 * archive reader refuses missing or negative counts, so none reach here.
 * Output: one value per sample, in `sampleNames` order.
 * - `librarySizes`: column sum of the counts (reads or UMIs assigned to genes). Exact for
 *   integer counts up to 2^53.
 * - `genesDetected`: number of genes with a count > 0.
 */
import { type Counts, matrixShape } from './counts-shape';

export function librarySizes(m: Counts): Float64Array {
  const { nGenes, nSamples } = matrixShape(m.values, m.sampleNames.length);
  const sums = new Float64Array(nSamples);
  const v = m.values;
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    for (let s = 0; s < nSamples; s++) sums[s] = (sums[s] as number) + (v[row + s] as number);
  }
  return sums;
}

export function genesDetected(m: Counts): Int32Array {
  const { nGenes, nSamples } = matrixShape(m.values, m.sampleNames.length);
  const detected = new Int32Array(nSamples);
  const v = m.values;
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    for (let s = 0; s < nSamples; s++)
      if ((v[row + s] as number) > 0) detected[s] = (detected[s] as number) + 1;
  }
  return detected;
}
