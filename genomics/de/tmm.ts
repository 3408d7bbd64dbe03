/**
 * edgeR's TMM normalisation, `calcNormFactors(y)` with its defaults (method "TMM",
 * logratioTrim 0.3, sumTrim 0.05, doWeighting TRUE, Acutoff −1e10, refColumn chosen by the
 * upper quartile), as edgeR 3.40 computes it.
 *
 * Input: counts gene-major (`counts[g * nSamples + s]`), finite and non-negative, and the
 * library sizes (edgeR's default: column sums). Output: one factor per sample, scaled so their
 * geometric mean is 1; the effective library size is lib.size × factor. Genes with a zero in
 * either sample of a pair drop out of that pair's trimmed mean (their log-ratio is infinite),
 * as do genes that are zero everywhere.
 *
 * The trims keep a gene when the average rank (R's `rank`, ties averaged) of its log-ratio and
 * of its mean log-expression fall inside the bounds; each bound is found by selection rather
 * than a full sort, so 384 samples × 60,000 genes cost a few linear passes per sample.
 */
import { selectInPlace } from './lowess';
import { mean, median } from './r-arithmetic';

export interface TmmResult {
  normFactors: Float64Array;
  /** 0-based index of the reference sample every other sample is compared with. */
  refColumn: number;
}

export function columnSums(counts: Float64Array, nGenes: number, nSamples: number): Float64Array {
  const sums = new Float64Array(nSamples);
  for (let g = 0; g < nGenes; g++) {
    const base = g * nSamples;
    for (let s = 0; s < nSamples; s++) sums[s] = (sums[s] as number) + (counts[base + s] as number);
  }
  return sums;
}

/** R's `quantile(x, p)` (type 7) of the values in `values`, which it reorders. */
function quantileInPlace(values: Float64Array, p: number): number {
  const index = (values.length - 1) * p;
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  const low = selectInPlace(values, lo);
  if (hi === lo) return low;
  let high = Number.POSITIVE_INFINITY;
  for (let i = lo + 1; i < values.length; i++) if ((values[i] as number) < high) high = values[i] as number;
  const h = index - lo;
  return high === low ? low : (1 - h) * low + h * high;
}

export function calcNormFactors(
  counts: Float64Array,
  nGenes: number,
  nSamples: number,
  libSize: Float64Array = columnSums(counts, nGenes, nSamples),
): TmmResult {
  const expressed: number[] = [];
  for (let g = 0; g < nGenes; g++) {
    const base = g * nSamples;
    for (let s = 0; s < nSamples; s++) {
      if ((counts[base + s] as number) > 0) {
        expressed.push(g);
        break;
      }
    }
  }
  if (expressed.length === 0 || nSamples === 1) {
    return { normFactors: new Float64Array(nSamples).fill(1), refColumn: 0 };
  }
  const column = new Float64Array(expressed.length);
  const upperQuartiles = new Float64Array(nSamples);
  for (let s = 0; s < nSamples; s++) {
    for (const [k, g] of expressed.entries()) column[k] = counts[g * nSamples + s] as number;
    upperQuartiles[s] = quantileInPlace(column, 0.75) / (libSize[s] as number);
  }
  let refColumn = 0;
  if (median(upperQuartiles) < 1e-20) {
    let best = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < nSamples; s++) {
      let total = 0;
      for (const g of expressed) total += Math.sqrt(counts[g * nSamples + s] as number);
      if (total > best) {
        best = total;
        refColumn = s;
      }
    }
  } else {
    const average = mean(upperQuartiles);
    let best = Number.POSITIVE_INFINITY;
    for (let s = 0; s < nSamples; s++) {
      const distance = Math.abs((upperQuartiles[s] as number) - average);
      if (distance < best) {
        best = distance;
        refColumn = s;
      }
    }
  }
  const scratch = new TmmScratch(expressed.length);
  const factors = new Float64Array(nSamples);
  for (let s = 0; s < nSamples; s++) {
    factors[s] = tmmFactor(counts, nSamples, expressed, s, refColumn, libSize, scratch);
  }
  const geometricMean = Math.exp(mean(Float64Array.from(factors, Math.log)));
  for (let s = 0; s < nSamples; s++) factors[s] = (factors[s] as number) / geometricMean;
  return { normFactors: factors, refColumn };
}

class TmmScratch {
  readonly logR: Float64Array;
  readonly absE: Float64Array;
  readonly variance: Float64Array;
  readonly sorted: Float64Array;
  constructor(size: number) {
    this.logR = new Float64Array(size);
    this.absE = new Float64Array(size);
    this.variance = new Float64Array(size);
    this.sorted = new Float64Array(size);
  }
}

/**
 * The values whose average rank among `values[0, n)` lies in [lo, hi] (1-based ranks) form
 * one interval [low, high] of values; ranks grow with values, ties share one average rank.
 */
function rankWindow(
  values: Float64Array,
  n: number,
  lo: number,
  hi: number,
  sorted: Float64Array,
): [number, number] {
  return [rankBound(values, n, lo, sorted, true), rankBound(values, n, hi, sorted, false)];
}

/**
 * The smallest value whose average rank is ≥ `rank` (from below), or the largest whose average
 * rank is ≤ `rank` (from above).
 */
function rankBound(
  values: Float64Array,
  n: number,
  rank: number,
  sorted: Float64Array,
  fromBelow: boolean,
): number {
  const view = sorted.subarray(0, n);
  view.set(values.subarray(0, n));
  const candidate = selectInPlace(view, rank - 1);
  let below = 0;
  let equal = 0;
  let nextUp = Number.POSITIVE_INFINITY;
  let nextDown = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if (v < candidate) {
      below++;
      if (v > nextDown) nextDown = v;
    } else if (v === candidate) equal++;
    else if (v < nextUp) nextUp = v;
  }
  const averageRank = below + (equal + 1) / 2;
  if (fromBelow) return averageRank >= rank ? candidate : nextUp;
  return averageRank <= rank ? candidate : nextDown;
}

/** edgeR's `.calcFactorTMM` of sample `s` against `ref`, over the genes that are not all zero. */
function tmmFactor(
  counts: Float64Array,
  nSamples: number,
  genes: number[],
  s: number,
  ref: number,
  libSize: Float64Array,
  scratch: TmmScratch,
): number {
  const nO = libSize[s] as number;
  const nR = libSize[ref] as number;
  const { logR, absE, variance, sorted } = scratch;
  let n = 0;
  let largest = 0;
  for (const g of genes) {
    const obs = counts[g * nSamples + s] as number;
    const refCount = counts[g * nSamples + ref] as number;
    const ratio = Math.log2(obs / nO / (refCount / nR));
    const average = (Math.log2(obs / nO) + Math.log2(refCount / nR)) / 2;
    // Acutoff is −1e10: every finite average passes.
    if (!Number.isFinite(ratio) || !Number.isFinite(average) || !(average > -1e10)) continue;
    logR[n] = ratio;
    absE[n] = average;
    variance[n] = (nO - obs) / nO / obs + (nR - refCount) / nR / refCount;
    if (Math.abs(ratio) > largest) largest = Math.abs(ratio);
    n++;
  }
  if (n === 0 || largest < 1e-6) return 1;
  const loL = Math.floor(n * 0.3) + 1;
  const hiL = n + 1 - loL;
  const loS = Math.floor(n * 0.05) + 1;
  const hiS = n + 1 - loS;
  const [ratioLow, ratioHigh] = rankWindow(logR, n, loL, hiL, sorted);
  const [averageLow, averageHigh] = rankWindow(absE, n, loS, hiS, sorted);
  let weighted = 0;
  let weights = 0;
  for (let i = 0; i < n; i++) {
    const ratio = logR[i] as number;
    const average = absE[i] as number;
    if (ratio < ratioLow || ratio > ratioHigh || average < averageLow || average > averageHigh) continue;
    weighted += ratio / (variance[i] as number);
    weights += 1 / (variance[i] as number);
  }
  const f = weighted / weights;
  return 2 ** (Number.isNaN(f) ? 0 : f);
}
