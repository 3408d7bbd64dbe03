// AssemblyScript, compiled by `asc` for the limma-voom bench (tests/bench/de-wasm-kernel.ts);
// not part of the app. Two kernels, operation for operation as genomics/de does them in
// JavaScript:
// - fitGenes: the weighted least-squares fit of every gene (limma's lmFit with voom's
//   weights): drop the observations with a missing value or a non-positive weight, scale the
//   rows by √w, LINPACK Householder QR with R's limited pivoting (tol 1e-7), Q'y,
//   back-substitution, diag((R'R)⁻¹), residual sd;
// - voomFitGenes: the whole "fit" step of the pipeline for every gene: its log-CPM, its voom
//   weights from the unweighted fit and the trend (bucketed linear interpolation), then the
//   weighted fit above.
// Matrices gene-major (g·n + s), the design column-major (j·n + s).

export function alloc(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}

@inline function ld(ptr: usize, i: i32): f64 {
  return load<f64>(ptr + (<usize>i << 3));
}

@inline function st(ptr: usize, i: i32, v: f64): void {
  store<f64>(ptr + (<usize>i << 3), v);
}

function norm2(x: usize, from: i32, to: i32): f64 {
  let sum: f64 = 0;
  for (let i = from; i < to; i++) {
    const v = ld(x, i);
    sum += v * v;
  }
  return Math.sqrt(sum);
}

/** Decomposes rows × p of x (column stride n); answers the rank. */
function decompose(x: usize, n: i32, rows: i32, p: i32, qraux: usize, work1: usize, work2: usize, pivot: usize): i32 {
  for (let j = 0; j < p; j++) {
    const norm = norm2(x, j * n, j * n + rows);
    st(qraux, j, norm);
    st(work1, j, norm);
    st(work2, j, norm == 0 ? 1 : norm);
    st(pivot, j, <f64>j);
  }
  const lup = min(rows, p);
  let k = p;
  for (let l = 0; l < lup; l++) {
    while (l < k && ld(qraux, l) < ld(work2, l) * 1e-7) {
      for (let i = 0; i < rows; i++) {
        const t = ld(x, l * n + i);
        for (let j = l + 1; j < p; j++) st(x, (j - 1) * n + i, ld(x, j * n + i));
        st(x, (p - 1) * n + i, t);
      }
      const mp = ld(pivot, l);
      const ma = ld(qraux, l);
      const m1 = ld(work1, l);
      const m2 = ld(work2, l);
      for (let j = l + 1; j < p; j++) {
        st(pivot, j - 1, ld(pivot, j));
        st(qraux, j - 1, ld(qraux, j));
        st(work1, j - 1, ld(work1, j));
        st(work2, j - 1, ld(work2, j));
      }
      st(pivot, p - 1, mp);
      st(qraux, p - 1, ma);
      st(work1, p - 1, m1);
      st(work2, p - 1, m2);
      k--;
    }
    if (l == rows - 1) break;
    const ll = l * n + l;
    const end = l * n + rows;
    let nrmxl = norm2(x, ll, end);
    if (nrmxl == 0) continue;
    if (ld(x, ll) != 0) nrmxl = ld(x, ll) < 0 ? -Math.abs(nrmxl) : Math.abs(nrmxl);
    const scale = 1 / nrmxl;
    for (let i = ll; i < end; i++) st(x, i, ld(x, i) * scale);
    st(x, ll, 1 + ld(x, ll));
    for (let j = l + 1; j < p; j++) {
      const jl = j * n + l;
      let dot: f64 = 0;
      for (let i = 0; i < rows - l; i++) dot += ld(x, ll + i) * ld(x, jl + i);
      const t = -dot / ld(x, ll);
      for (let i = 0; i < rows - l; i++) st(x, jl + i, ld(x, jl + i) + t * ld(x, ll + i));
      const normJ = ld(qraux, j);
      if (normJ != 0) {
        const ratio = Math.abs(ld(x, jl)) / normJ;
        const tt = max(1 - ratio * ratio, 0);
        if (Math.abs(tt) < 1e-6) {
          const fresh = norm2(x, jl + 1, j * n + rows);
          st(qraux, j, fresh);
          st(work1, j, fresh);
        } else st(qraux, j, normJ * Math.sqrt(tt));
      }
    }
    st(qraux, l, ld(x, ll));
    st(x, ll, -nrmxl);
  }
  return min(k, rows);
}

/** Fits one gene from its expression e[eOff …] and weights w[wOff …]; writes row g of the outputs. */
function fitOne(
  e: usize,
  w: usize,
  design: usize,
  n: i32,
  p: i32,
  g: i32,
  coef: usize,
  su: usize,
  sigma: usize,
  df: usize,
  work: usize,
): void {
  const x = work;
  const y = x + (<usize>(n * p) << 3);
  const qraux = y + (<usize>n << 3);
  const work1 = qraux + (<usize>p << 3);
  const work2 = work1 + (<usize>p << 3);
  const pivot = work2 + (<usize>p << 3);
  const b = pivot + (<usize>p << 3);
  const scratch = b + (<usize>p << 3);
  let rows = 0;
  for (let s = 0; s < n; s++) {
    const value = ld(e, s);
    const weight = ld(w, s);
    if (isNaN(value) || !(weight > 0 && weight < Infinity)) continue;
    const root = Math.sqrt(weight);
    for (let j = 0; j < p; j++) st(x, j * n + rows, ld(design, j * n + s) * root);
    st(y, rows, value * root);
    rows++;
  }
  if (rows == 0) {
    for (let j = 0; j < p; j++) {
      st(coef, g * p + j, NaN);
      st(su, g * p + j, NaN);
    }
    st(sigma, g, NaN);
    st(df, g, 0);
    return;
  }
  const rank = decompose(x, n, rows, p, qraux, work1, work2, pivot);
  // Q'y
  const ju = min(rank, rows - 1);
  for (let j = 0; j < ju; j++) {
    const aux = ld(qraux, j);
    if (aux == 0) continue;
    const jj = j * n + j;
    const diagonal = ld(x, jj);
    st(x, jj, aux);
    let dot: f64 = 0;
    for (let i = j; i < rows; i++) dot += ld(x, jj - j + i) * ld(y, i);
    const t = -dot / aux;
    for (let i = j; i < rows; i++) st(y, i, ld(y, i) + t * ld(x, jj - j + i));
    st(x, jj, diagonal);
  }
  // R b = (Q'y)[0, rank)
  for (let j = 0; j < rank; j++) st(b, j, ld(y, j));
  for (let j = rank - 1; j >= 0; j--) {
    st(b, j, ld(b, j) / ld(x, j * n + j));
    const t = -ld(b, j);
    for (let i = 0; i < j; i++) st(b, i, ld(b, i) + t * ld(x, j * n + i));
  }
  for (let j = 0; j < p; j++) {
    const original = <i32>ld(pivot, j);
    st(coef, g * p + original, j < rank ? ld(b, j) : NaN);
    st(su, g * p + original, NaN);
  }
  // diag((R'R)⁻¹)
  for (let i = 0; i < rank; i++) {
    let variance: f64 = 0;
    for (let j = 0; j < rank; j++) st(scratch, j, 0);
    for (let j = i; j < rank; j++) {
      let s: f64 = j == i ? 1 : 0;
      for (let m = i; m < j; m++) s -= ld(scratch, m) * ld(x, j * n + m);
      const value = s / ld(x, j * n + j);
      st(scratch, j, value);
      variance += value * value;
    }
    st(su, g * p + <i32>ld(pivot, i), Math.sqrt(variance));
  }
  const dfg = rows - rank;
  st(df, g, <f64>dfg);
  if (dfg > 0) {
    let total: f64 = 0;
    for (let i = rank; i < rows; i++) total += ld(y, i) * ld(y, i);
    st(sigma, g, Math.sqrt(total / <f64>dfg));
  } else st(sigma, g, NaN);
}

/** Work space: (n·p + n + 6p) doubles. */
export function fitGenes(
  e: usize,
  w: usize,
  design: usize,
  n: i32,
  p: i32,
  genes: i32,
  coef: usize,
  su: usize,
  sigma: usize,
  df: usize,
  work: usize,
): void {
  for (let g = 0; g < genes; g++) {
    const offset = <usize>(g * n) << 3;
    fitOne(e + offset, w + offset, design, n, p, g, coef, su, sigma, df, work);
  }
}

/** The trend: knots, their y, and the bucket table of genomics/de/lowess.ts's LinearInterpolator. */
function interpolate(v: f64, knotX: usize, knotY: usize, knots: i32, starts: usize, buckets: i32, first: f64, last: f64, scale: f64): f64 {
  if (v < first) return ld(knotY, 0);
  if (v > last) return ld(knotY, knots - 1);
  let i = load<i32>(starts + (<usize>min(buckets - 1, <i32>Math.floor((v - first) * scale)) << 2));
  while (i > 0 && ld(knotX, i) > v) i--;
  while (i + 1 < knots && ld(knotX, i + 1) <= v) i++;
  const xi = ld(knotX, i);
  if (v == xi || i + 1 == knots) return ld(knotY, i);
  const yi = ld(knotY, i);
  return yi + (ld(knotY, i + 1) - yi) * ((v - xi) / (ld(knotX, i + 1) - xi));
}

/** Work space: (n·p + 3n + 6p) doubles. */
export function voomFitGenes(
  counts: usize,
  libPlusOne: usize,
  shift: usize,
  unweighted: usize,
  knotX: usize,
  knotY: usize,
  knots: i32,
  starts: usize,
  buckets: i32,
  first: f64,
  last: f64,
  scale: f64,
  design: usize,
  n: i32,
  p: i32,
  genes: i32,
  coef: usize,
  su: usize,
  sigma: usize,
  df: usize,
  work: usize,
): void {
  const e = work;
  const w = e + (<usize>n << 3);
  const fitWork = w + (<usize>n << 3);
  for (let g = 0; g < genes; g++) {
    for (let s = 0; s < n; s++) {
      st(e, s, Math.log2(((ld(counts, g * n + s) + 0.5) / ld(libPlusOne, s)) * 1e6));
      let fitted: f64 = 0;
      for (let j = 0; j < p; j++) {
        const beta = ld(unweighted, g * p + j);
        if (!isNaN(beta)) fitted += beta * ld(design, j * n + s);
      }
      const root = interpolate(fitted + ld(shift, s), knotX, knotY, knots, starts, buckets, first, last, scale);
      const square = root * root;
      st(w, s, 1 / (square * square));
    }
    fitOne(e, w, design, n, p, g, coef, su, sigma, df, fitWork);
  }
}
