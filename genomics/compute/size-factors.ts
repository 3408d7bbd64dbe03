/**
 * DESeq2 size factors by the median of ratios, as `DESeq2::estimateSizeFactorsForMatrix`
 * (type "ratio", no control genes, no supplied geometric means, so no re-centring):
 *   logGeoMean[g] = mean over samples of log(count[g, s]), for the genes with no zero count;
 *   sizeFactor[s] = exp(median over those genes of (log(count[g, s]) − logGeoMean[g])),
 * where the median of an even number of ratios averages the two middle ones, like R's.
 *
 * Input: a count matrix, gene-major, finite and non-negative (the archive reader refuses
 * anything else). Counts need not be integers.
 * Output: one positive factor per sample, in `sampleNames` order (dimensionless; a library
 * sequenced twice as deep gets about twice the factor).
 * Throws an Error with a readable message when no gene is counted in every sample (in
 * particular when a sample has no counts at all): the method is then undefined.
 */
import { type Counts, matrixShape } from './counts-shape';
import { medianInPlace } from './median';

// Samples whose ratios are gathered in one pass over the genes: reading a run of adjacent
// columns per gene row instead of one column at a time avoids a cache miss per count.
const SAMPLES_PER_PASS = 32;

export function sizeFactors(m: Counts): Float64Array {
  const { nGenes, nSamples } = matrixShape(m.values, m.sampleNames.length);
  const v = m.values;

  const usable = new Int32Array(nGenes);
  const logGeoMean = new Float64Array(nGenes);
  let nUsable = 0;
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    let sumLog = 0;
    let s = 0;
    for (; s < nSamples; s++) {
      const c = v[row + s] as number;
      if (!(c > 0)) break;
      sumLog += Math.log(c);
    }
    if (s < nSamples) continue;
    usable[nUsable] = g;
    logGeoMean[nUsable] = sumLog / nSamples;
    nUsable++;
  }
  if (nUsable === 0) throw new Error(noUsableGeneMessage(m, nGenes, nSamples));

  const factors = new Float64Array(nSamples);
  const width = Math.min(SAMPLES_PER_PASS, nSamples);
  const ratios = new Float64Array(width * nUsable);
  for (let s0 = 0; s0 < nSamples; s0 += width) {
    const w = Math.min(width, nSamples - s0);
    for (let k = 0; k < nUsable; k++) {
      const row = (usable[k] as number) * nSamples + s0;
      const lg = logGeoMean[k] as number;
      for (let c = 0; c < w; c++) ratios[c * nUsable + k] = Math.log(v[row + c] as number) - lg;
    }
    for (let c = 0; c < w; c++) {
      factors[s0 + c] = Math.exp(medianInPlace(ratios.subarray(c * nUsable, (c + 1) * nUsable)));
    }
  }
  return factors;
}

function noUsableGeneMessage(m: Counts, nGenes: number, nSamples: number): string {
  const prefix = 'Size factors (DESeq2 median of ratios) cannot be computed';
  const counted = new Uint8Array(nSamples);
  for (let i = 0; i < m.values.length; i++) if ((m.values[i] as number) > 0) counted[i % nSamples] = 1;
  const empty = m.sampleNames.filter((_, s) => counted[s] === 0);
  if (empty.length > 0) {
    const list =
      empty.length > 5 ? `${empty.slice(0, 5).join(', ')} and ${empty.length - 5} more` : empty.join(', ');
    return `${prefix}: ${empty.length === 1 ? 'sample' : 'samples'} ${list} ${empty.length === 1 ? 'has' : 'have'} no counts`;
  }
  return `${prefix}: each of the ${nGenes} genes has a zero count in at least one sample, so none has a geometric mean to compare with`;
}
