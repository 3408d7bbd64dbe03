/**
 * limma's `voom(counts, design, lib.size)`: log2-counts-per-million and a precision weight
 * for every count, from the lowess trend of √(residual sd) against mean log-count.
 *
 * Inputs: counts gene-major (`counts[g * n + s]`, finite, non-negative), the library sizes as
 * voom receives them from a DGEList (lib.size × TMM norm factor), the design.
 * - E = log2((count + 0.5) / (lib.size + 1) × 10⁶), one row per gene.
 * - An unweighted fit of every gene gives its mean E and residual sd; genes that are zero in
 *   every sample take no part in the trend (they still get weights).
 * - The trend: `lowess(x = mean E + mean(log2(lib.size + 1)) − log2(10⁶), y = √sd, f = 0.5)`,
 *   R's default 3 robustness iterations and delta of 1 % of the x range.
 * - weight = 1 / trend(log2 fitted count)⁴, the trend interpolated linearly and held constant
 *   beyond its ends, where fitted count = fitted CPM × (lib.size + 1) / 10⁶.
 *
 * The row functions let the pipeline stream gene by gene (E and weights are never held whole
 * for 60,000 × 384); `voom` builds the whole matrices, as limma returns them.
 */
import type { Design } from './design';
import { emptyFit, GeneFitter, type LinearModelFit } from './lm-fit';
import { LinearInterpolator, type LowessCurve, lowess } from './lowess';
import { mean } from './r-arithmetic';

/** log2-CPM of gene row `offset` into `out`; `libPlusOne[s]` = lib.size + 1. */
export function logCpmRow(
  counts: Float64Array,
  offset: number,
  libPlusOne: Float64Array,
  out: Float64Array,
  outOffset = 0,
): void {
  for (let s = 0; s < libPlusOne.length; s++) {
    out[outOffset + s] = Math.log2(
      (((counts[offset + s] as number) + 0.5) / (libPlusOne[s] as number)) * 1e6,
    );
  }
}

export interface VoomTrend {
  /** Per gene that is not all zero: mean log2 count and √(residual sd) — the voom plot. */
  x: Float64Array;
  y: Float64Array;
  curve: LowessCurve;
  interpolator: LinearInterpolator;
}

/** The mean–variance trend from the unweighted fit's means and residual sds. */
export function voomTrend(fit: LinearModelFit, allZero: Uint8Array, libSize: Float64Array): VoomTrend {
  const shift = mean(Float64Array.from(libSize, (size) => Math.log2(size + 1))) - Math.log2(1e6);
  const x: number[] = [];
  const y: number[] = [];
  for (let g = 0; g < fit.nGenes; g++) {
    if (allZero[g]) continue;
    x.push((fit.amean[g] as number) + shift);
    y.push(Math.sqrt(fit.sigma[g] as number));
  }
  const curve = lowess(x, y, { f: 0.5 });
  return {
    x: Float64Array.from(x),
    y: Float64Array.from(y),
    curve,
    interpolator: new LinearInterpolator(curve.x, curve.y),
  };
}

/** log2(10⁻⁶ × (lib.size + 1)): fitted log-count = fitted log-CPM + this, per sample. */
export function logCountShift(libPlusOne: Float64Array): Float64Array {
  return Float64Array.from(libPlusOne, (size) => Math.log2(1e-6 * size));
}

/**
 * The weights of one gene from its unweighted coefficients (`coefficients[offset …]`, NaN for
 * the design's inestimable columns, which are skipped as voom skips them). limma computes
 * log2(10⁻⁶ · 2^fitted · (lib.size + 1)); adding the log of the library factor instead is the
 * same number to the last bit or two, without an exp2 and a log2 per count.
 */
export function voomWeightsRow(
  design: Design,
  coefficients: Float64Array,
  offset: number,
  shift: Float64Array,
  trend: LinearInterpolator,
  out: Float64Array,
  outOffset = 0,
): void {
  const { n, p, matrix } = design;
  for (let s = 0; s < n; s++) {
    let fitted = 0;
    for (let j = 0; j < p; j++) {
      const beta = coefficients[offset + j] as number;
      if (!Number.isNaN(beta)) fitted += beta * (matrix[j * n + s] as number);
    }
    const root = trend.at(fitted + (shift[s] as number));
    const square = root * root;
    out[outOffset + s] = 1 / (square * square);
  }
}

export function rowIsZero(counts: Float64Array, offset: number, n: number): boolean {
  for (let s = 0; s < n; s++) if ((counts[offset + s] as number) !== 0) return false;
  return true;
}

export interface Voom {
  E: Float64Array;
  weights: Float64Array;
  trend: VoomTrend;
}

export function voom(counts: Float64Array, nGenes: number, libSize: Float64Array, design: Design): Voom {
  const n = design.n;
  const libPlusOne = Float64Array.from(libSize, (size) => size + 1);
  const E = new Float64Array(nGenes * n);
  const allZero = new Uint8Array(nGenes);
  const fit = emptyFit(nGenes, design);
  const fitter = new GeneFitter(design);
  for (let g = 0; g < nGenes; g++) {
    logCpmRow(counts, g * n, libPlusOne, E, g * n);
    allZero[g] = rowIsZero(counts, g * n, n) ? 1 : 0;
    fitter.fit(fit, g, E, null, g * n);
  }
  const trend = voomTrend(fit, allZero, libSize);
  const weights = new Float64Array(nGenes * n);
  const shift = logCountShift(libPlusOne);
  for (let g = 0; g < nGenes; g++) {
    voomWeightsRow(design, fit.coefficients, g * design.p, shift, trend.interpolator, weights, g * n);
  }
  return { E, weights, trend };
}
