/**
 * Average-linkage hierarchical clustering on Euclidean distances, as R's `hclust(dist(x),
 * "average")` computes it, in plain JavaScript: the fallback where WebAssembly is missing and the
 * reference the WebAssembly kernel (workers/wasm/hclust.ts) is tested against, step for step.
 *
 * The algorithm is R's own (Murtagh's nearest-neighbour list): each cluster keeps its nearest
 * neighbour among the clusters after it, the closest pair merges, the Lance–Williams update
 * averages the two rows, and only the neighbour lists that pointed at the merged pair are
 * rescanned. Rescans read one row of the triangle (contiguous), the update one row and one
 * column; ties go to the lowest index, as in R, so merges and leaf order are R's.
 *
 * The distances live in a condensed upper triangle, row after row. A dead cluster's column holds
 * +Infinity, so a rescan needs no liveness test; updates walk a list of the live clusters.
 */

export type Condensed = Float32Array | Float64Array;

/** Merges as R's Fortran reports them: cluster `a[s]` (the lower index) absorbs `b[s]` at `height[s]`. */
export interface Merges {
  a: Int32Array;
  b: Int32Array;
  height: Float64Array;
}

/** Index of (i, i + 1) in the condensed triangle, minus i + 1: entry (i, j > i) is at rowBase(i) + j. */
export function rowBase(i: number, n: number): number {
  return i * n - (i * (i + 1)) / 2 - i - 1;
}

/**
 * Euclidean distances between the rows of a row-major matrix (`stride` numbers a row, the last
 * `stride − cols` of them zero), into `out`. Even and odd columns are summed apart and added at
 * the end, as the two lanes of the WebAssembly kernel do, so that both give the same bits.
 */
export function condensedDistances(values: Float64Array, n: number, stride: number, out: Condensed): void {
  for (let i = 0; i < n; i++) {
    const a = i * stride;
    let p = rowBase(i, n) + i + 1;
    for (let j = i + 1; j < n; j++) out[p++] = pairDistance(values, a, j * stride, stride);
  }
}

function pairDistance(values: Float64Array, a: number, b: number, stride: number): number {
  let even = 0;
  let odd = 0;
  for (let c = 0; c < stride; c += 2) {
    const t0 = (values[a + c] as number) - (values[b + c] as number);
    const t1 = (values[a + c + 1] as number) - (values[b + c + 1] as number);
    even += t0 * t0;
    odd += t1 * t1;
  }
  return Math.sqrt(even + odd);
}

/**
 * Sum of the distances between every row of [from, split) and every row of [split, to): the
 * exact height of a merge whose clusters' rows were laid out there, once divided by the count.
 */
export function blockDistanceSum(
  values: Float64Array,
  stride: number,
  from: number,
  split: number,
  to: number,
): number {
  let sum = 0;
  for (let i = from; i < split; i++) {
    let row = 0;
    for (let j = split; j < to; j++) row += pairDistance(values, i * stride, j * stride, stride);
    sum += row;
  }
  return sum;
}

/**
 * R's hclust, method "average", on a condensed distance triangle, which it overwrites. Decisions
 * use the distances as stored (rounded to float32 in a Float32Array).
 */
export function averageLinkage(d: Condensed, n: number): Merges {
  const merges: Merges = {
    a: new Int32Array(Math.max(0, n - 1)),
    b: new Int32Array(Math.max(0, n - 1)),
    height: new Float64Array(Math.max(0, n - 1)),
  };
  const base = new Float64Array(n);
  for (let i = 0; i < n; i++) base[i] = rowBase(i, n);
  const size = new Float64Array(n).fill(1);
  const nn = new Int32Array(n).fill(-1);
  const nnDistance = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const rescan = (i: number) => {
    let best = Number.POSITIVE_INFINITY;
    let at = -1;
    const row = base[i] as number;
    for (let j = i + 1; j < n; j++) {
      const v = d[row + j] as number;
      if (v < best) {
        best = v;
        at = j;
      }
    }
    nn[i] = at;
    nnDistance[i] = best;
  };
  for (let i = 0; i < n - 1; i++) rescan(i);
  // The live clusters in increasing order: updates read no dead column.
  const live = Int32Array.from({ length: n }, (_, i) => i);
  let count = n;
  for (let step = 0; step < n - 1; step++) {
    let least = Number.POSITIVE_INFINITY;
    let im = -1;
    for (let p = 0; p < count; p++) {
      const i = live[p] as number;
      if ((nnDistance[i] as number) < least) {
        least = nnDistance[i] as number;
        im = i;
      }
    }
    const i2 = Math.min(im, nn[im] as number);
    const j2 = Math.max(im, nn[im] as number);
    merges.a[step] = i2;
    merges.b[step] = j2;
    merges.height[step] = least;
    const s1 = size[i2] as number;
    const s2 = size[j2] as number;
    const total = s1 + s2;
    const rowI = base[i2] as number;
    const rowJ = base[j2] as number;
    let best = Number.POSITIVE_INFINITY;
    let at = -1;
    let dead = -1;
    for (let p = 0; p < count; p++) {
      const k = live[p] as number;
      if (k < i2) {
        const rowK = base[k] as number;
        d[rowK + i2] = (s1 * (d[rowK + i2] as number) + s2 * (d[rowK + j2] as number)) / total;
        d[rowK + j2] = Number.POSITIVE_INFINITY;
        const stored = d[rowK + i2] as number;
        // R's fix for a merged cluster that comes closer to an earlier one than its neighbour.
        if (stored < (nnDistance[k] as number)) {
          nnDistance[k] = stored;
          nn[k] = i2;
        }
      } else if (k === i2) {
      } else if (k < j2) {
        const rowK = base[k] as number;
        d[rowI + k] = (s1 * (d[rowI + k] as number) + s2 * (d[rowK + j2] as number)) / total;
        d[rowK + j2] = Number.POSITIVE_INFINITY;
        const stored = d[rowI + k] as number;
        if (stored < best) {
          best = stored;
          at = k;
        }
      } else if (k === j2) {
        dead = p;
      } else {
        d[rowI + k] = (s1 * (d[rowI + k] as number) + s2 * (d[rowJ + k] as number)) / total;
        const stored = d[rowI + k] as number;
        if (stored < best) {
          best = stored;
          at = k;
        }
      }
    }
    d[rowI + j2] = Number.POSITIVE_INFINITY;
    live.copyWithin(dead, dead + 1, count);
    count--;
    size[i2] = total;
    nn[i2] = at;
    nnDistance[i2] = best;
    nn[j2] = -1;
    nnDistance[j2] = Number.POSITIVE_INFINITY;
    for (let p = 0; p < count; p++) {
      const i = live[p] as number;
      if (nn[i] === i2 || nn[i] === j2) rescan(i);
    }
  }
  return merges;
}

/**
 * One clustering's distance work: the merges from the rows' distances, then sums of distances
 * between blocks of rows (the exact heights of a float32 run). JavaScript and WebAssembly each
 * provide one; `values` is row-major with `stride` (even) numbers a row, padded with zeros.
 */
export interface LinkageJob {
  merges(): Merges;
  /** Rows laid out in `order`; per merge s, the distances between rows [spans[3s], spans[3s+1]) and [spans[3s+1], spans[3s+2]). */
  blockSums(order: Int32Array, spans: Int32Array): Float64Array;
}

/**
 * A job on the rows of `values` (n × cols, row-major, finite), with float64 distances when
 * `precise`, float32 otherwise.
 */
export type LinkageKernels = (values: Float64Array, n: number, cols: number, precise: boolean) => LinkageJob;

/** Numbers a row in the kernels' copy: even, for two-lane SIMD; the padding is zero. */
export const strideOf = (cols: number) => cols + (cols % 2);

/** The rows copied `strideOf(cols)` numbers apart into `out`, zero-padded. */
export function padRows(values: Float64Array, n: number, cols: number, out: Float64Array): void {
  const stride = strideOf(cols);
  for (let r = 0; r < n; r++) out.set(values.subarray(r * cols, r * cols + cols), r * stride);
}

/** Rows laid out in `order`, `stride` numbers apart. */
export function permuteRows(
  values: Float64Array,
  stride: number,
  order: Int32Array,
  out: Float64Array,
): void {
  order.forEach((row, position) => {
    out.set(values.subarray(row * stride, row * stride + stride), position * stride);
  });
}

export const jsLinkage: LinkageKernels = (values, n, cols, precise) => {
  const stride = strideOf(cols);
  const padded = new Float64Array(n * stride);
  padRows(values, n, cols, padded);
  return {
    merges() {
      const m = (n * (n - 1)) / 2;
      const d = precise ? new Float64Array(m) : new Float32Array(m);
      condensedDistances(padded, n, stride, d);
      return averageLinkage(d, n);
    },
    blockSums(order, spans) {
      const laidOut = new Float64Array(padded.length);
      permuteRows(padded, stride, order, laidOut);
      const sums = new Float64Array(spans.length / 3);
      for (let s = 0; s < sums.length; s++)
        sums[s] = blockDistanceSum(
          laidOut,
          stride,
          spans[3 * s] as number,
          spans[3 * s + 1] as number,
          spans[3 * s + 2] as number,
        );
      return sums;
    },
  };
};
