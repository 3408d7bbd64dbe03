/**
 * R's `hclust(dist(x), "average")` for the heatmap: merges, heights and leaf order of the rows
 * of a matrix, in WebAssembly where it runs, else in JavaScript (hclust-average.ts, the same
 * algorithm bit for bit).
 *
 * Memory is the condensed distance triangle, n(n − 1)/2 numbers. Up to 128 MiB of float64
 * (5,793 rows) the distances are exact and the result is R's. Beyond, they are stored as float32
 * (10,000 rows: 191 MiB instead of 381) and only decide the merges; each merge's height is then
 * recomputed exactly, as the mean distance between its two clusters' rows, so the heights are
 * R's to ~1e-14 whenever the merges are, which float32 changes only between two candidate
 * merges closer than one part in ten million.
 */
import { jsLinkage, type LinkageJob, type LinkageKernels, type Merges } from './hclust-average';
import { wasmLinkageKernels } from './hclust-wasm';

export interface Dendrogram {
  /** R's hclust merge matrix, n − 1 rows: negative = leaf (−1-based index), positive = earlier merge (1-based). */
  merge: Int32Array;
  heights: Float64Array;
  /** Leaves left to right. */
  order: Int32Array;
}

/** Beyond this many rows the distances are float32 and the heights recomputed (see above). */
export const HCLUST_FLOAT64_MAX_ROWS = 5_793;
/** What the worker clusters one by one: the float32 triangle of 10,000 rows is 191 MiB. */
export const HCLUST_MAX_ROWS = 10_000;

let fastest: LinkageKernels | undefined;

/** WebAssembly's kernels where they compile, else JavaScript's. */
export function bestLinkageKernels(): LinkageKernels {
  fastest ??= wasmLinkageKernels() ?? jsLinkage;
  return fastest;
}

export interface HclustOptions {
  kernels?: LinkageKernels;
  /** Float32 distances and exact heights; by default beyond HCLUST_FLOAT64_MAX_ROWS. */
  float32?: boolean;
}

export function hclustAverage(
  values: Float64Array,
  rows: number,
  cols: number,
  { kernels = bestLinkageKernels(), float32 = rows > HCLUST_FLOAT64_MAX_ROWS }: HclustOptions = {},
): Dendrogram {
  const n = rows;
  if (n < 2) return { merge: new Int32Array(0), heights: new Float64Array(0), order: new Int32Array(n) };
  if (n > HCLUST_MAX_ROWS) throw new RangeError(`hclust of ${n} rows: at most ${HCLUST_MAX_ROWS}`);
  const job = kernels(finite(values), n, cols, !float32);
  const merges = float32 ? exactMerges(job, job.merges(), n) : job.merges();
  const merge = mergeMatrix(merges, n);
  return { merge, heights: merges.height, order: leafOrder(merge, n) };
}

/** The values, or a copy where a missing value (NaN) counts as 0, a z-score's centre. */
function finite(values: Float64Array): Float64Array {
  return values.every(Number.isFinite) ? values : values.map((value) => (Number.isFinite(value) ? value : 0));
}

/** R's hcass2: merge s joins the clusters last numbered at indices a[s] and b[s]; leaves first, then lower numbers. */
function mergeMatrix({ a, b }: Merges, n: number): Int32Array {
  const label = Int32Array.from({ length: n }, (_, i) => -(i + 1));
  const merge = new Int32Array(2 * (n - 1));
  for (let s = 0; s < n - 1; s++) {
    let x = label[a[s] as number] as number;
    let y = label[b[s] as number] as number;
    if ((x > 0 && y < 0) || (x > 0 && y > 0 && x > y)) [x, y] = [y, x];
    merge[2 * s] = x;
    merge[2 * s + 1] = y;
    label[a[s] as number] = s + 1;
  }
  return merge;
}

function leafOrder(merge: Int32Array, n: number): Int32Array {
  const order = new Int32Array(n);
  let k = 0;
  const stack: number[] = [n - 1];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    if (node < 0) {
      order[k++] = -node - 1;
      continue;
    }
    stack.push(merge[(node - 1) * 2 + 1] as number, merge[(node - 1) * 2] as number);
  }
  return order;
}

/**
 * The merges of a float32 run with exact heights: the rows laid out in leaf order, so that each
 * merge joins two adjacent blocks, whose mean distance is its height; then the merges in order of
 * those heights (a parent never before its children), as R lists them.
 */
function exactMerges(job: LinkageJob, merges: Merges, n: number): Merges {
  const merge = mergeMatrix(merges, n);
  const order = leafOrder(merge, n);
  const position = new Int32Array(n);
  order.forEach((leaf, p) => {
    position[leaf] = p;
  });
  const start = new Int32Array(n - 1);
  const end = new Int32Array(n - 1);
  const spans = new Int32Array(3 * (n - 1));
  const span = (node: number): [number, number] =>
    node < 0
      ? [position[-node - 1] as number, (position[-node - 1] as number) + 1]
      : [start[node - 1] as number, end[node - 1] as number];
  for (let s = 0; s < n - 1; s++) {
    const [from, split] = span(merge[2 * s] as number);
    const [, to] = span(merge[2 * s + 1] as number);
    start[s] = from;
    end[s] = to;
    spans.set([from, split, to], 3 * s);
  }
  const sums = job.blockSums(order, spans);
  const height = new Float64Array(n - 1);
  const key = new Float64Array(n - 1);
  for (let s = 0; s < n - 1; s++) {
    const from = spans[3 * s] as number;
    const split = spans[3 * s + 1] as number;
    const to = spans[3 * s + 2] as number;
    height[s] = (sums[s] as number) / ((split - from) * (to - split));
    let atLeast = height[s] as number;
    for (const child of [merge[2 * s] as number, merge[2 * s + 1] as number])
      if (child > 0) atLeast = Math.max(atLeast, key[child - 1] as number);
    key[s] = atLeast;
  }
  const steps = Int32Array.from({ length: n - 1 }, (_, s) => s).sort(
    (x, y) => (key[x] as number) - (key[y] as number) || x - y,
  );
  return {
    a: steps.map((s) => merges.a[s] as number),
    b: steps.map((s) => merges.b[s] as number),
    height: Float64Array.from(steps, (s) => height[s] as number),
  };
}
