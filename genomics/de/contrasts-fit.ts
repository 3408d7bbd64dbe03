/**
 * limma's `contrasts.fit(fit, contrast)` for one contrast: the estimate Σ βⱼcⱼ per gene and its
 * unscaled standard error.
 *
 * Input: an `lmFit` result and a contrast vector over the design's columns. When the design's
 * coefficients are uncorrelated the standard error is √Σ(sⱼcⱼ)²; otherwise limma's rule: the
 * correlation of the unweighted design's coefficients (restricted to those the contrast uses)
 * combines the per-gene standard errors, `R · diag(s) · c` with R the Cholesky factor. A gene
 * whose fit could not estimate a coefficient the contrast uses gets NaN for both.
 * Output: per gene `coefficient` and `stdevUnscaled`; sigma, df and amean pass through.
 *
 * A contrast on a column the design cannot estimate (collinear with others) is refused.
 */
import { DeInputError } from './design';
import type { LinearModelFit } from './lm-fit';

export interface ContrastFit {
  nGenes: number;
  coefficient: Float64Array;
  stdevUnscaled: Float64Array;
  sigma: Float64Array;
  dfResidual: Float64Array;
  amean: Float64Array;
}

/** Upper-triangular R with R'R = a (row-major, size × size), as R's `chol`. */
function cholesky(a: Float64Array, size: number): Float64Array {
  const r = new Float64Array(size * size);
  for (let j = 0; j < size; j++) {
    let diagonal = a[j * size + j] as number;
    for (let k = 0; k < j; k++) diagonal -= (r[k * size + j] as number) ** 2;
    if (!(diagonal > 0)) throw new DeInputError('de-collinear');
    const root = Math.sqrt(diagonal);
    r[j * size + j] = root;
    for (let i = j + 1; i < size; i++) {
      let value = a[j * size + i] as number;
      for (let k = 0; k < j; k++) value -= (r[k * size + j] as number) * (r[k * size + i] as number);
      r[j * size + i] = value / root;
    }
  }
  return r;
}

export function contrastsFit(fit: LinearModelFit, contrast: Float64Array, columns?: string[]): ContrastFit {
  const { nGenes, p, estimable, covCoefficients } = fit;
  const rank = estimable.length;
  for (let j = 0; j < p; j++) {
    if (contrast[j] !== 0 && !estimable.includes(j)) {
      throw columns
        ? new DeInputError('de-contrast-column-not-estimable', { column: columns[j] as string })
        : new DeInputError('de-contrast-coefficient-not-estimable', { index: j + 1 });
    }
  }
  // The estimable coefficients the contrast uses (limma drops the all-zero contrast rows).
  const used: number[] = [];
  const usedPositions: number[] = [];
  for (const [position, j] of estimable.entries()) {
    if (contrast[j] !== 0) {
      used.push(j);
      usedPositions.push(position);
    }
  }
  const m = used.length;
  const weights = Float64Array.from(used, (j) => contrast[j] as number);
  const correlation = new Float64Array(m * m);
  let orthogonal = true;
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < m; b++) {
      const pa = usedPositions[a] as number;
      const pb = usedPositions[b] as number;
      const value =
        a === b
          ? 1
          : Math.sqrt(1 / (covCoefficients[pa * rank + pa] as number)) *
            (covCoefficients[pa * rank + pb] as number) *
            Math.sqrt(1 / (covCoefficients[pb * rank + pb] as number));
      correlation[a * m + b] = value;
      if (a > b && !(Math.abs(value) < 1e-14)) orthogonal = false;
    }
  }
  const chol = orthogonal ? null : cholesky(correlation, m);
  const coefficient = new Float64Array(nGenes);
  const stdevUnscaled = new Float64Array(nGenes);
  const scaled = new Float64Array(m);
  for (let g = 0; g < nGenes; g++) {
    let estimate = 0;
    let missing = false;
    for (let a = 0; a < m; a++) {
      let beta = fit.coefficients[g * p + (used[a] as number)] as number;
      let se = fit.stdevUnscaled[g * p + (used[a] as number)] as number;
      if (Number.isNaN(beta)) {
        missing = true;
        beta = 0;
        se = 1e30;
      }
      estimate += beta * (weights[a] as number);
      scaled[a] = se;
    }
    let se: number;
    if (chol === null) {
      let total = 0;
      for (let a = 0; a < m; a++) {
        const c = weights[a] as number;
        total += (scaled[a] as number) * (scaled[a] as number) * (c * c);
      }
      se = Math.sqrt(total);
    } else {
      let total = 0;
      for (let a = 0; a < m; a++) {
        let row = 0;
        for (let b = a; b < m; b++)
          row += (chol[a * m + b] as number) * ((scaled[b] as number) * (weights[b] as number));
        total += row * row;
      }
      se = Math.sqrt(total);
    }
    if (missing && se > 1e20) {
      coefficient[g] = Number.NaN;
      stdevUnscaled[g] = Number.NaN;
    } else {
      coefficient[g] = estimate;
      stdevUnscaled[g] = se;
    }
  }
  return {
    nGenes,
    coefficient,
    stdevUnscaled,
    sigma: fit.sigma,
    dfResidual: fit.dfResidual,
    amean: fit.amean,
  };
}
