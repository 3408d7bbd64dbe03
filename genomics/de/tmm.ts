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

/** Samples gathered per pass: 32 contiguous counts of a gene share a few cache lines. */
const BLOCK = 32;

/**
 * Calls `visit(s, column)` for every sample with its counts of `genes`, contiguous. The matrix
 * is gene-major, so reading one sample's column directly would touch a new cache line per gene;
 * gathering a block of samples per pass over the genes reads each line once.
 */
function forEachColumn(
  counts: Float64Array,
  nSamples: number,
  genes: Int32Array,
  visit: (s: number, column: Float64Array) => void,
): void {
  const n = genes.length;
  const block = new Float64Array(n * Math.min(BLOCK, nSamples));
  for (let from = 0; from < nSamples; from += BLOCK) {
    const width = Math.min(BLOCK, nSamples - from);
    for (let k = 0; k < n; k++) {
      const base = (genes[k] as number) * nSamples + from;
      for (let b = 0; b < width; b++) block[b * n + k] = counts[base + b] as number;
    }
    for (let b = 0; b < width; b++) visit(from + b, block.subarray(b * n, (b + 1) * n));
  }
}

export function calcNormFactors(
  counts: Float64Array,
  nGenes: number,
  nSamples: number,
  libSize: Float64Array = columnSums(counts, nGenes, nSamples),
): TmmResult {
  const expressedGenes: number[] = [];
  for (let g = 0; g < nGenes; g++) {
    const base = g * nSamples;
    for (let s = 0; s < nSamples; s++) {
      if ((counts[base + s] as number) > 0) {
        expressedGenes.push(g);
        break;
      }
    }
  }
  if (expressedGenes.length === 0 || nSamples === 1) {
    return { normFactors: new Float64Array(nSamples).fill(1), refColumn: 0 };
  }
  const expressed = Int32Array.from(expressedGenes);
  const upperQuartiles = new Float64Array(nSamples);
  const rootSums = new Float64Array(nSamples);
  const scratch = new Float64Array(expressed.length);
  forEachColumn(counts, nSamples, expressed, (s, column) => {
    let roots = 0;
    for (const count of column) roots += Math.sqrt(count);
    rootSums[s] = roots;
    scratch.set(column);
    upperQuartiles[s] = quantileInPlace(scratch, 0.75) / (libSize[s] as number);
  });
  let refColumn = 0;
  if (median(upperQuartiles) < 1e-20) {
    for (let s = 1; s < nSamples; s++)
      if ((rootSums[s] as number) > (rootSums[refColumn] as number)) refColumn = s;
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
  // Genes with a zero in the reference drop out of every pair (infinite log-ratio).
  const shared = expressed.filter((g) => (counts[g * nSamples + refColumn] as number) > 0);
  const reference = new TmmReference(
    Float64Array.from(shared, (g) => counts[g * nSamples + refColumn] as number),
    libSize[refColumn] as number,
  );
  const pairScratch = new TmmScratch(shared.length);
  const factors = new Float64Array(nSamples);
  forEachColumn(counts, nSamples, shared, (s, column) => {
    factors[s] = tmmFactor(column, libSize[s] as number, reference, pairScratch);
  });
  const geometricMean = Math.exp(mean(Float64Array.from(factors, Math.log)));
  for (let s = 0; s < nSamples; s++) factors[s] = (factors[s] as number) / geometricMean;
  return { normFactors: factors, refColumn };
}

/** The reference sample's counts of the genes it has, its library size, and what each pair reuses. */
class TmmReference {
  /** count / lib.size, and its log2. */
  readonly ratio: Float64Array;
  readonly log: Float64Array;
  constructor(
    readonly counts: Float64Array,
    readonly libSize: number,
  ) {
    this.ratio = Float64Array.from(counts, (count) => count / libSize);
    this.log = Float64Array.from(this.ratio, Math.log2);
  }
}

/** Counts below this get their log2(count / lib.size) remembered within a sample. */
const REMEMBERED = 4096;

class TmmScratch {
  readonly logR: Float64Array;
  readonly absE: Float64Array;
  readonly variance: Float64Array;
  readonly sorted: Float64Array;
  /**
   * log2(count / lib.size) of the current sample by integer count, valid where `stamp` holds the
   * sample's turn: the same expression computed once per distinct count instead of per gene.
   */
  readonly logs = new Float64Array(REMEMBERED);
  readonly stamp = new Int32Array(REMEMBERED);
  turn = 0;
  constructor(size: number) {
    this.logR = new Float64Array(size);
    this.absE = new Float64Array(size);
    this.variance = new Float64Array(size);
    this.sorted = new Float64Array(size);
  }
}

/**
 * The values whose average rank among `values[0, n)` lies in [lo, hi] (1-based ranks, lo ≤ hi,
 * lo + hi = n + 1) form one interval [low, high] of values: ranks grow with values, and ties
 * share one average rank. Found from the lo-th and hi-th smallest values (one copy, two
 * selections, the second within the part the first left above it) and one counting pass.
 */
function rankWindow(
  values: Float64Array,
  n: number,
  lo: number,
  hi: number,
  sorted: Float64Array,
): [number, number] {
  const view = sorted.subarray(0, n);
  view.set(values.subarray(0, n));
  const lowCandidate = selectInPlace(view, lo - 1);
  const highCandidate =
    hi - 1 >= lo ? selectInPlace(view.subarray(lo), hi - 1 - lo) : selectInPlace(view, hi - 1);
  let belowLow = 0;
  let equalLow = 0;
  let aboveLow = Number.POSITIVE_INFINITY;
  let belowHigh = 0;
  let equalHigh = 0;
  let underHigh = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if (v < lowCandidate) belowLow++;
    else if (v === lowCandidate) equalLow++;
    else if (v < aboveLow) aboveLow = v;
    if (v < highCandidate) {
      belowHigh++;
      if (v > underHigh) underHigh = v;
    } else if (v === highCandidate) equalHigh++;
  }
  // The lowest value whose average rank reaches lo: the candidate, or the next value up.
  const low = belowLow + (equalLow + 1) / 2 >= lo ? lowCandidate : aboveLow;
  const high = belowHigh + (equalHigh + 1) / 2 <= hi ? highCandidate : underHigh;
  return [low, high];
}

/**
 * edgeR's `.calcFactorTMM` of one sample (its counts of the reference's genes, its library
 * size) against the reference. The expressions are edgeR's own, operation for operation: a gene
 * on the edge of a trim must fall on the same side as in R.
 */
function tmmFactor(
  obsCounts: Float64Array,
  nO: number,
  reference: TmmReference,
  scratch: TmmScratch,
): number {
  const { counts: refCounts, libSize: nR, ratio: refRatio, log: refLog } = reference;
  const { logR, absE, variance, sorted, logs, stamp } = scratch;
  const turn = ++scratch.turn;
  let n = 0;
  let largest = 0;
  for (let k = 0; k < obsCounts.length; k++) {
    const obs = obsCounts[k] as number;
    if (obs === 0) continue;
    const refCount = refCounts[k] as number;
    const ratio = Math.log2(obs / nO / (refRatio[k] as number));
    let logObs: number;
    if (obs < REMEMBERED && obs === Math.floor(obs)) {
      if (stamp[obs] !== turn) {
        logs[obs] = Math.log2(obs / nO);
        stamp[obs] = turn;
      }
      logObs = logs[obs] as number;
    } else logObs = Math.log2(obs / nO);
    const average = (logObs + (refLog[k] as number)) / 2;
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
