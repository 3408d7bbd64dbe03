/**
 * Least squares by Householder QR as R does it for `lm.fit`, `lm.wfit` and `qr()`: LINPACK's
 * `dqrdc2` with R's limited column pivoting (a column whose remaining norm falls below
 * `tol` × its original norm is moved to the end and left out of the rank, tol = 1e-7), then
 * `dqrsl` for Q'y and the back-substitution.
 *
 * Matrices are column-major Float64Arrays: element (i, j) of an n × p matrix is at j·n + i.
 * Inputs must be finite (callers drop missing observations first). `pivot[k]` is the original
 * column at position k; the first `rank` positions are the estimable columns, in their original
 * order, since pivoting only moves negligible columns to the end.
 */

export interface QrWorkspace {
  readonly n: number;
  readonly p: number;
  /** The decomposition: R in the upper triangle, the Householder vectors below it. */
  readonly qr: Float64Array;
  readonly qraux: Float64Array;
  readonly pivot: Int32Array;
  rank: number;
  /** Column norms: as they shrink during the reduction, and at the start. */
  readonly norms: Float64Array;
  readonly originalNorms: Float64Array;
  /** Scratch for the back-substitution. */
  readonly solution: Float64Array;
}

export function qrWorkspace(n: number, p: number): QrWorkspace {
  return {
    n,
    p,
    qr: new Float64Array(n * p),
    qraux: new Float64Array(p),
    pivot: new Int32Array(p),
    rank: 0,
    norms: new Float64Array(p),
    originalNorms: new Float64Array(p),
    solution: new Float64Array(p),
  };
}

function norm2(x: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (x[i] as number) * (x[i] as number);
  return Math.sqrt(sum);
}

/**
 * Decomposes the first `rows` rows × p columns held in `ws.qr` (column stride `ws.n`), in place.
 * `rows` ≤ n lets a per-gene fit leave missing observations out without reallocating.
 */
export function decompose(ws: QrWorkspace, rows = ws.n, tol = 1e-7): void {
  const { n: stride, p, qr: x, qraux, pivot, norms: work1, originalNorms: work2 } = ws;
  const n = rows;
  for (let j = 0; j < p; j++) {
    const norm = norm2(x, j * stride, j * stride + n);
    qraux[j] = norm;
    work1[j] = norm;
    work2[j] = norm === 0 ? 1 : norm;
    pivot[j] = j;
  }
  const lup = Math.min(n, p);
  let k = p;
  for (let l = 0; l < lup; l++) {
    // Cycle negligible columns to the end; `l < k` stops once only they remain.
    while (l < k && (qraux[l] as number) < (work2[l] as number) * tol) {
      const base = l * stride;
      for (let i = 0; i < n; i++) {
        const t = x[base + i] as number;
        for (let j = l + 1; j < p; j++) x[(j - 1) * stride + i] = x[j * stride + i] as number;
        x[(p - 1) * stride + i] = t;
      }
      const movedPivot = pivot[l] as number;
      const movedAux = qraux[l] as number;
      const moved1 = work1[l] as number;
      const moved2 = work2[l] as number;
      for (let j = l + 1; j < p; j++) {
        pivot[j - 1] = pivot[j] as number;
        qraux[j - 1] = qraux[j] as number;
        work1[j - 1] = work1[j] as number;
        work2[j - 1] = work2[j] as number;
      }
      pivot[p - 1] = movedPivot;
      qraux[p - 1] = movedAux;
      work1[p - 1] = moved1;
      work2[p - 1] = moved2;
      k--;
    }
    if (l === n - 1) break;
    const ll = l * stride + l;
    const end = l * stride + n;
    let nrmxl = norm2(x, ll, end);
    if (nrmxl === 0) continue;
    if (x[ll] !== 0) nrmxl = Math.sign(x[ll] as number) * Math.abs(nrmxl);
    const scale = 1 / nrmxl;
    for (let i = ll; i < end; i++) x[i] = (x[i] as number) * scale;
    x[ll] = 1 + (x[ll] as number);
    for (let j = l + 1; j < p; j++) {
      const jl = j * stride + l;
      let dot = 0;
      for (let i = 0; i < n - l; i++) dot += (x[ll + i] as number) * (x[jl + i] as number);
      const t = -dot / (x[ll] as number);
      for (let i = 0; i < n - l; i++) x[jl + i] = (x[jl + i] as number) + t * (x[ll + i] as number);
      const normJ = qraux[j] as number;
      if (normJ !== 0) {
        const ratio = Math.abs(x[jl] as number) / normJ;
        const tt = Math.max(1 - ratio * ratio, 0);
        if (Math.abs(tt) < 1e-6) {
          const fresh = norm2(x, jl + 1, j * stride + n);
          qraux[j] = fresh;
          work1[j] = fresh;
        } else qraux[j] = normJ * Math.sqrt(tt);
      }
    }
    qraux[l] = x[ll] as number;
    x[ll] = -nrmxl;
  }
  ws.rank = Math.min(k, n);
}

/** Q'y in place over the first `rows` entries of y: the "effects" of `lm.fit`. */
export function applyQt(ws: QrWorkspace, y: Float64Array, rows = ws.n): void {
  const { n: stride, qr: x, qraux } = ws;
  const ju = Math.min(ws.rank, rows - 1);
  for (let j = 0; j < ju; j++) {
    const aux = qraux[j] as number;
    if (aux === 0) continue;
    const jj = j * stride + j;
    const diagonal = x[jj] as number;
    x[jj] = aux;
    let dot = 0;
    for (let i = j; i < rows; i++) dot += (x[jj - j + i] as number) * (y[i] as number);
    const t = -dot / aux;
    for (let i = j; i < rows; i++) y[i] = (y[i] as number) + t * (x[jj - j + i] as number);
    x[jj] = diagonal;
  }
}

/** Q·y in place (the reverse reflections), as `qr.qy`. */
export function applyQ(ws: QrWorkspace, y: Float64Array, rows = ws.n): void {
  const { n: stride, qr: x, qraux } = ws;
  const ju = Math.min(ws.rank, rows - 1);
  for (let j = ju - 1; j >= 0; j--) {
    const aux = qraux[j] as number;
    if (aux === 0) continue;
    const jj = j * stride + j;
    const diagonal = x[jj] as number;
    x[jj] = aux;
    let dot = 0;
    for (let i = j; i < rows; i++) dot += (x[jj - j + i] as number) * (y[i] as number);
    const t = -dot / aux;
    for (let i = j; i < rows; i++) y[i] = (y[i] as number) + t * (x[jj - j + i] as number);
    x[jj] = diagonal;
  }
}

/**
 * Coefficients from the effects (Q'y): R b = (Q'y)[0, rank), written to `out` in the original
 * column order, NaN for the columns left out of the rank.
 */
export function solveCoefficients(
  ws: QrWorkspace,
  effects: Float64Array,
  out: Float64Array,
  outOffset = 0,
): void {
  const { n: stride, p, qr: x, pivot, rank } = ws;
  const b = ws.solution;
  for (let j = 0; j < rank; j++) b[j] = effects[j] as number;
  for (let j = rank - 1; j >= 0; j--) {
    b[j] = (b[j] as number) / (x[j * stride + j] as number);
    const t = -(b[j] as number);
    for (let i = 0; i < j; i++) b[i] = (b[i] as number) + t * (x[j * stride + i] as number);
  }
  for (let j = 0; j < p; j++)
    out[outOffset + (pivot[j] as number)] = j < rank ? (b[j] as number) : Number.NaN;
}

/**
 * `chol2inv(qr, size = rank)`: (R'R)⁻¹ over the estimable columns, rank × rank row-major in
 * pivoted order, from R⁻¹ (upper triangular, by back-substitution).
 */
export function unscaledCovariance(ws: QrWorkspace): Float64Array {
  const { n: stride, qr: x, rank } = ws;
  const inverse = new Float64Array(rank * rank);
  for (let j = 0; j < rank; j++) {
    inverse[j * rank + j] = 1 / (x[j * stride + j] as number);
    for (let i = j - 1; i >= 0; i--) {
      let s = 0;
      for (let m = i + 1; m <= j; m++) s += (x[m * stride + i] as number) * (inverse[m * rank + j] as number);
      inverse[i * rank + j] = -s / (x[i * stride + i] as number);
    }
  }
  const covariance = new Float64Array(rank * rank);
  for (let i = 0; i < rank; i++) {
    for (let j = i; j < rank; j++) {
      let s = 0;
      for (let m = j; m < rank; m++)
        s += (inverse[i * rank + m] as number) * (inverse[j * rank + m] as number);
      covariance[i * rank + j] = s;
      covariance[j * rank + i] = s;
    }
  }
  return covariance;
}

/**
 * diag((R'R)⁻¹) for a fit's estimable columns, written to `out` at their original column
 * (NaN elsewhere): limma's `stdev.unscaled` squared. Uses `scratch` (length ≥ rank).
 */
export function unscaledVariances(
  ws: QrWorkspace,
  out: Float64Array,
  outOffset: number,
  scratch: Float64Array,
): void {
  const { n: stride, p, qr: x, pivot, rank } = ws;
  for (let j = 0; j < p; j++) out[outOffset + j] = Number.NaN;
  // Row i of R⁻¹ solves e_i' = r' R, one forward pass per row; its squared norm is the variance.
  for (let i = 0; i < rank; i++) {
    let variance = 0;
    for (let j = 0; j < rank; j++) scratch[j] = 0;
    for (let j = i; j < rank; j++) {
      let s = j === i ? 1 : 0;
      for (let m = i; m < j; m++) s -= (scratch[m] as number) * (x[j * stride + m] as number);
      const value = s / (x[j * stride + j] as number);
      scratch[j] = value;
      variance += value * value;
    }
    out[outOffset + (pivot[i] as number)] = variance;
  }
}
