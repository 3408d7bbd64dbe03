/**
 * R's `lowess(x, y, f, iter, delta)` (Cleveland's LOWESS, R's C routine `clowess` line for
 * line) and `approxfun(x, y, rule = 2, ties = list("ordered", mean))`, the two pieces of
 * voom's mean–variance trend.
 *
 * `lowess` input: two arrays of equal length n ≥ 1 of finite numbers, in any order. Output:
 * x sorted ascending (stable: tied x keep their input order, as R's `order` does) and the
 * fitted y at each. `f` is the fraction of points in each local fit, `iter` the number of
 * robustifying iterations, `delta` the distance within which points are interpolated instead of
 * fitted (R's default: 1 % of the range of x). No missing values: voom never passes any.
 *
 * `linearInterpolator` input: x ascending (ties allowed: their y are averaged, "ordered"), y.
 * Output: a function that interpolates linearly and is constant beyond both ends (rule = 2).
 */
import { mean } from './r-arithmetic';

export interface LowessOptions {
  f?: number;
  iter?: number;
  delta?: number;
}

export interface LowessCurve {
  x: Float64Array;
  y: Float64Array;
}

export function lowess(x: ArrayLike<number>, y: ArrayLike<number>, options: LowessOptions = {}): LowessCurve {
  const n = x.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (x[a] as number) - (x[b] as number) || a - b,
  );
  const xs = Float64Array.from(order, (i) => x[i] as number);
  const ys = Float64Array.from(order, (i) => y[i] as number);
  const range = n > 0 ? (xs[n - 1] as number) - (xs[0] as number) : 0;
  const fitted = clowess(xs, ys, options.f ?? 2 / 3, options.iter ?? 3, options.delta ?? 0.01 * range);
  return { x: xs, y: fitted };
}

/** The local weighted linear fit at `xs` over points nleft..nright (0-based), as `lowest` in R. */
function localFit(
  x: Float64Array,
  y: Float64Array,
  xs: number,
  nleft: number,
  nright: number,
  w: Float64Array,
  robustness: Float64Array | null,
): number | null {
  const n = x.length;
  const range = (x[n - 1] as number) - (x[0] as number);
  const h = Math.max(xs - (x[nleft] as number), (x[nright] as number) - xs);
  const h9 = 0.999 * h;
  const h1 = 0.001 * h;
  let a = 0;
  let j = nleft;
  // Weights of the window, picking up every tie on the right of nright.
  while (j < n) {
    w[j] = 0;
    const r = Math.abs((x[j] as number) - xs);
    if (r <= h9) {
      if (r <= h1) w[j] = 1;
      else {
        const q = r / h;
        const c = 1 - q * q * q;
        w[j] = c * c * c;
      }
      if (robustness) w[j] = (w[j] as number) * (robustness[j] as number);
      a += w[j] as number;
    } else if ((x[j] as number) > xs) break;
    j++;
  }
  const nrt = j - 1;
  if (a <= 0) return null;
  for (j = nleft; j <= nrt; j++) w[j] = (w[j] as number) / a;
  if (h > 0) {
    a = 0;
    for (j = nleft; j <= nrt; j++) a += (w[j] as number) * (x[j] as number);
    let b = xs - a;
    let c = 0;
    for (j = nleft; j <= nrt; j++) c += (w[j] as number) * ((x[j] as number) - a) * ((x[j] as number) - a);
    if (Math.sqrt(c) > 0.001 * range) {
      b /= c;
      for (j = nleft; j <= nrt; j++) w[j] = (w[j] as number) * (b * ((x[j] as number) - a) + 1);
    }
  }
  let ys = 0;
  for (j = nleft; j <= nrt; j++) ys += (w[j] as number) * (y[j] as number);
  return ys;
}

/** The k-th smallest (0-based) of `values`, which it reorders. */
export function selectInPlace(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const pivot = values[k] as number;
    let i = left;
    let j = right;
    do {
      while ((values[i] as number) < pivot) i++;
      while (pivot < (values[j] as number)) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) left = i;
    if (k < i) right = j;
  }
  return values[k] as number;
}

/** x sorted ascending. */
function clowess(x: Float64Array, y: Float64Array, f: number, nsteps: number, delta: number): Float64Array {
  const n = x.length;
  const ys = new Float64Array(n);
  if (n < 2) {
    ys.set(y);
    return ys;
  }
  const res = new Float64Array(n);
  const rw = new Float64Array(n);
  const sorted = new Float64Array(n);
  // At least two, at most n points in each local fit.
  const ns = Math.max(2, Math.min(n, Math.trunc(f * n + 1e-7)));
  for (let iteration = 1; iteration <= nsteps + 1; iteration++) {
    let nleft = 0;
    let nright = ns - 1;
    let last = -1;
    let i = 0;
    for (;;) {
      if (nright < n - 1) {
        // Move the window right while that does not widen it.
        const d1 = (x[i] as number) - (x[nleft] as number);
        const d2 = (x[nright + 1] as number) - (x[i] as number);
        if (d1 > d2) {
          nleft++;
          nright++;
          continue;
        }
      }
      const fit = localFit(x, y, x[i] as number, nleft, nright, res, iteration > 1 ? rw : null);
      ys[i] = fit ?? (y[i] as number);
      if (last < i - 1) {
        const denom = (x[i] as number) - (x[last] as number);
        for (let j = last + 1; j < i; j++) {
          const alpha = ((x[j] as number) - (x[last] as number)) / denom;
          ys[j] = alpha * (ys[i] as number) + (1 - alpha) * (ys[last] as number);
        }
      }
      last = i;
      const cut = (x[last] as number) + delta;
      for (i = last + 1; i < n; i++) {
        if ((x[i] as number) > cut) break;
        if (x[i] === x[last]) {
          ys[i] = ys[last] as number;
          last = i;
        }
      }
      i = Math.max(last + 1, i - 1);
      if (last >= n - 1) break;
    }
    for (let k = 0; k < n; k++) res[k] = (y[k] as number) - (ys[k] as number);
    let sc = 0;
    for (let k = 0; k < n; k++) sc += Math.abs(res[k] as number);
    sc /= n;
    if (iteration > nsteps) break;
    for (let k = 0; k < n; k++) sorted[k] = Math.abs(res[k] as number);
    // cmad = 6 × median |residual|.
    const m1 = Math.trunc(n / 2);
    let cmad: number;
    if (n % 2 === 0) {
      const m2 = n - m1 - 1;
      const upper = selectInPlace(sorted, m1);
      cmad = 3 * (upper + selectInPlace(sorted, m2));
    } else cmad = 6 * selectInPlace(sorted, m1);
    if (cmad < 1e-7 * sc) break;
    const c9 = 0.999 * cmad;
    const c1 = 0.001 * cmad;
    for (let k = 0; k < n; k++) {
      const r = Math.abs(res[k] as number);
      if (r <= c1) rw[k] = 1;
      else if (r <= c9) {
        const q = r / cmad;
        const c = 1 - q * q;
        rw[k] = c * c;
      } else rw[k] = 0;
    }
  }
  return ys;
}

/**
 * approxfun(x, y, rule = 2, ties = list("ordered", mean)) for x ascending. A lookup table of
 * evenly spaced buckets gives the segment of a value in a step or two instead of a bisection
 * (voom asks for every count of every gene: 23 million values at 60,000 × 384); the value
 * returned is R's `approx1`'s: y at a knot, else the linear interpolation on its segment.
 */
export class LinearInterpolator {
  /** The knots (distinct x, ascending) and their y. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly first: number;
  readonly last: number;
  /** Buckets per unit of x. */
  readonly scale: number;
  /** For each bucket, the last knot at or before its start. */
  readonly start: Int32Array;

  constructor(x: ArrayLike<number>, y: ArrayLike<number>) {
    const ux: number[] = [];
    const uy: number[] = [];
    for (let i = 0; i < x.length; ) {
      let j = i + 1;
      while (j < x.length && x[j] === x[i]) j++;
      ux.push(x[i] as number);
      uy.push(j - i === 1 ? (y[i] as number) : mean(Array.prototype.slice.call(y, i, j) as number[]));
      i = j;
    }
    this.x = Float64Array.from(ux);
    this.y = Float64Array.from(uy);
    const knots = this.x.length;
    this.first = this.x[0] as number;
    this.last = this.x[knots - 1] as number;
    const buckets = Math.max(1, knots);
    this.scale = this.last > this.first ? buckets / (this.last - this.first) : 0;
    this.start = new Int32Array(buckets + 1);
    let knot = 0;
    for (let b = 0; b <= buckets; b++) {
      const from = this.first + b / this.scale;
      while (knot + 1 < knots && (this.x[knot + 1] as number) <= from) knot++;
      this.start[b] = knot;
    }
  }

  at(v: number): number {
    const { x, y } = this;
    if (v < this.first) return y[0] as number;
    if (v > this.last) return y[y.length - 1] as number;
    if (Number.isNaN(v)) return v;
    let i = this.start[Math.min(this.start.length - 1, Math.floor((v - this.first) * this.scale))] as number;
    // The bucket's start may round a hair past v: step back, then forward to x[i] ≤ v < x[i + 1].
    while (i > 0 && (x[i] as number) > v) i--;
    while (i + 1 < x.length && (x[i + 1] as number) <= v) i++;
    const xi = x[i] as number;
    if (v === xi || i + 1 === x.length) return y[i] as number;
    const yi = y[i] as number;
    return yi + ((y[i + 1] as number) - yi) * ((v - xi) / ((x[i + 1] as number) - xi));
  }
}
