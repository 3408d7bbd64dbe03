/**
 * Eigen-decomposition of a real symmetric matrix: Householder reduction to tridiagonal form,
 * then the implicitly shifted QL algorithm (EISPACK tred2 / tql2, in the form popularised by
 * JAMA). Backward stable like Jacobi, and much cheaper on the 384 × 384 sample Gram matrix of
 * a large project: ≈ 0.25 s, where a cyclic Jacobi needed 11 sweeps and ≈ 2.2 s.
 *
 * Input: an n × n symmetric matrix, row-major (`a[i * n + j]`), finite; only the lower
 * triangle is read. Not modified.
 * Output: eigenvalues in decreasing order, and the matching orthonormal eigenvectors as
 * columns (`vectors[i * n + k]` is component i of eigenvector k). Each eigenvector's sign is
 * arbitrary. Throws on non-finite input, or if QL fails to converge (not expected for finite input).
 */
export interface SymmetricEigen {
  values: Float64Array;
  vectors: Float64Array;
}

// LAPACK's dsteqr allows 30 QL iterations per eigenvalue; two or three are typical.
const MAX_ITERATIONS_PER_VALUE = 30;

export function symmetricEigen(a: Float64Array, n: number): SymmetricEigen {
  if (a.length !== n * n) throw new Error(`Expected a ${n} × ${n} matrix, got ${a.length} values`);
  for (let i = 0; i < a.length; i++) {
    if (!Number.isFinite(a[i] as number)) throw new Error('The matrix to decompose has non-finite values');
  }
  const v = Float64Array.from(a);
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  if (n > 0) {
    tridiagonalize(v, d, e, n);
    diagonalize(v, d, e, n);
  }
  return sortDecreasing(v, d, n);
}

/** Householder reduction (tred2): on return d is the diagonal, e[1..n) the sub-diagonal, and v
 * the orthogonal transformation. */
function tridiagonalize(v: Float64Array, d: Float64Array, e: Float64Array, n: number): void {
  for (let j = 0; j < n; j++) d[j] = v[(n - 1) * n + j] as number;
  for (let i = n - 1; i > 0; i--) {
    // Scale the row to avoid under- and overflow.
    let scale = 0;
    let h = 0;
    for (let k = 0; k < i; k++) scale += Math.abs(d[k] as number);
    if (scale === 0) {
      e[i] = d[i - 1] as number;
      for (let j = 0; j < i; j++) {
        d[j] = v[(i - 1) * n + j] as number;
        v[i * n + j] = 0;
        v[j * n + i] = 0;
      }
    } else {
      // Householder vector.
      for (let k = 0; k < i; k++) {
        const dk = (d[k] as number) / scale;
        d[k] = dk;
        h += dk * dk;
      }
      let f = d[i - 1] as number;
      let g = f > 0 ? -Math.sqrt(h) : Math.sqrt(h);
      e[i] = scale * g;
      h -= f * g;
      d[i - 1] = f - g;
      for (let j = 0; j < i; j++) e[j] = 0;
      // Similarity transformation of the remaining columns.
      for (let j = 0; j < i; j++) {
        f = d[j] as number;
        v[j * n + i] = f;
        g = (e[j] as number) + (v[j * n + j] as number) * f;
        for (let k = j + 1; k <= i - 1; k++) {
          const vkj = v[k * n + j] as number;
          g += vkj * (d[k] as number);
          e[k] = (e[k] as number) + vkj * f;
        }
        e[j] = g;
      }
      f = 0;
      for (let j = 0; j < i; j++) {
        const ej = (e[j] as number) / h;
        e[j] = ej;
        f += ej * (d[j] as number);
      }
      const hh = f / (h + h);
      for (let j = 0; j < i; j++) e[j] = (e[j] as number) - hh * (d[j] as number);
      for (let j = 0; j < i; j++) {
        f = d[j] as number;
        g = e[j] as number;
        for (let k = j; k <= i - 1; k++) {
          v[k * n + j] = (v[k * n + j] as number) - (f * (e[k] as number) + g * (d[k] as number));
        }
        d[j] = v[(i - 1) * n + j] as number;
        v[i * n + j] = 0;
      }
    }
    d[i] = h;
  }
  // Accumulate the transformations.
  for (let i = 0; i < n - 1; i++) {
    v[(n - 1) * n + i] = v[i * n + i] as number;
    v[i * n + i] = 1;
    const h = d[i + 1] as number;
    if (h !== 0) {
      for (let k = 0; k <= i; k++) d[k] = (v[k * n + i + 1] as number) / h;
      for (let j = 0; j <= i; j++) {
        let g = 0;
        for (let k = 0; k <= i; k++) g += (v[k * n + i + 1] as number) * (v[k * n + j] as number);
        for (let k = 0; k <= i; k++) v[k * n + j] = (v[k * n + j] as number) - g * (d[k] as number);
      }
    }
    for (let k = 0; k <= i; k++) v[k * n + i + 1] = 0;
  }
  for (let j = 0; j < n; j++) {
    d[j] = v[(n - 1) * n + j] as number;
    v[(n - 1) * n + j] = 0;
  }
  v[(n - 1) * n + (n - 1)] = 1;
  e[0] = 0;
}

/** Implicit QL on the tridiagonal matrix (tql2): on return d holds the eigenvalues and v the
 * eigenvectors, both unsorted. */
function diagonalize(v: Float64Array, d: Float64Array, e: Float64Array, n: number): void {
  for (let i = 1; i < n; i++) e[i - 1] = e[i] as number;
  e[n - 1] = 0;
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  for (let l = 0; l < n; l++) {
    // Find a negligible sub-diagonal element: it splits the matrix.
    tst1 = Math.max(tst1, Math.abs(d[l] as number) + Math.abs(e[l] as number));
    let m = l;
    while (m < n - 1 && Math.abs(e[m] as number) > eps * tst1) m++;
    if (m > l) {
      let iterations = 0;
      do {
        if (++iterations > MAX_ITERATIONS_PER_VALUE) throw new Error('Eigen-decomposition did not converge');
        // Implicit shift.
        let g = d[l] as number;
        let p = ((d[l + 1] as number) - g) / (2 * (e[l] as number));
        let r = hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = (e[l] as number) / (p + r);
        d[l + 1] = (e[l] as number) * (p + r);
        const dl1 = d[l + 1] as number;
        let h = g - (d[l] as number);
        for (let i = l + 2; i < n; i++) d[i] = (d[i] as number) - h;
        f += h;
        // Implicit QL transformation.
        p = d[m] as number;
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1] as number;
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          const ei = e[i] as number;
          const di = d[i] as number;
          g = c * ei;
          h = c * p;
          r = hypot(p, ei);
          e[i + 1] = s * r;
          s = ei / r;
          c = p / r;
          p = c * di - s * g;
          d[i + 1] = h + s * (c * g + s * di);
          // Accumulate the rotation into the eigenvectors (columns i and i + 1).
          for (let k = 0, row = 0; k < n; k++, row += n) {
            const vi = v[row + i] as number;
            const vi1 = v[row + i + 1] as number;
            v[row + i + 1] = s * vi + c * vi1;
            v[row + i] = c * vi - s * vi1;
          }
        }
        p = (-s * s2 * c3 * el1 * (e[l] as number)) / dl1;
        e[l] = s * p;
        d[l] = c * p;
      } while (Math.abs(e[l] as number) > eps * tst1);
    }
    d[l] = (d[l] as number) + f;
    e[l] = 0;
  }
}

function sortDecreasing(v: Float64Array, d: Float64Array, n: number): SymmetricEigen {
  const order = Array.from({ length: n }, (_, k) => k).sort((x, y) => (d[y] as number) - (d[x] as number));
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * n);
  for (let k = 0; k < n; k++) {
    const from = order[k] as number;
    values[k] = d[from] as number;
    for (let i = 0; i < n; i++) vectors[i * n + k] = v[i * n + from] as number;
  }
  return { values, vectors };
}

/** sqrt(a² + b²) without overflow or underflow (Math.hypot is variadic, and slower in this hot loop). */
function hypot(a: number, b: number): number {
  const x = Math.abs(a);
  const y = Math.abs(b);
  const big = Math.max(x, y);
  if (big === 0) return 0;
  const ratio = Math.min(x, y) / big;
  return big * Math.sqrt(1 + ratio * ratio);
}
