/**
 * limma's `lmFit(object, design, weights)` for the ordinary least-squares method (limma's
 * `lm.series`): one linear model per gene, weighted when weights are given.
 *
 * Inputs: expression gene-major (`E[g * n + s]`, log2 scale), optional weights of the same
 * shape, the design column-major (n × p). A missing expression (NaN) or a weight that is not a
 * finite positive number leaves that observation out of the gene's fit, as limma does; a gene
 * with no observation left has NaN coefficients and sigma and 0 residual df. A coefficient
 * that a gene's observations cannot estimate (its column is zero or collinear once the missing
 * ones are out) is NaN, with its standard error.
 *
 * Outputs, gene-major (`coefficients[g * p + j]`): coefficients, `stdevUnscaled` (square roots
 * of the diagonal of (X'WX)⁻¹), `sigma` (residual standard deviation), `dfResidual`, `amean`
 * (mean expression, NaN ignored), and `covCoefficients` of the unweighted design over its
 * estimable columns (`estimable`), which `contrastsFit` needs.
 */
import type { Design } from './design';
import {
  applyQt,
  decompose,
  type QrWorkspace,
  qrWorkspace,
  solveCoefficients,
  unscaledCovariance,
  unscaledVariances,
} from './qr';
import { mean, sum } from './r-arithmetic';

export interface LinearModelFit {
  nGenes: number;
  p: number;
  coefficients: Float64Array;
  stdevUnscaled: Float64Array;
  sigma: Float64Array;
  dfResidual: Float64Array;
  amean: Float64Array;
  /** (X'X)⁻¹ of the unweighted design over its estimable columns, rank × rank row-major. */
  covCoefficients: Float64Array;
  /** The design's estimable columns (all of them unless some are collinear), ascending. */
  estimable: Int32Array;
}

export function emptyFit(nGenes: number, design: Design): LinearModelFit {
  const ws = qrWorkspace(design.n, design.p);
  ws.qr.set(design.matrix);
  decompose(ws);
  return {
    nGenes,
    p: design.p,
    coefficients: new Float64Array(nGenes * design.p),
    stdevUnscaled: new Float64Array(nGenes * design.p),
    sigma: new Float64Array(nGenes),
    dfResidual: new Float64Array(nGenes),
    amean: new Float64Array(nGenes),
    covCoefficients: unscaledCovariance(ws),
    estimable: ws.pivot.slice(0, ws.rank),
  };
}

/**
 * Fits genes one at a time, reusing its buffers. With no weights and no missing value a gene
 * shares the design's one decomposition (limma does the same with one `lm.fit` for all genes);
 * otherwise its own weighted rows are decomposed.
 */
export class GeneFitter {
  private readonly shared: QrWorkspace;
  private readonly own: QrWorkspace;
  private readonly y: Float64Array;
  private readonly scratch: Float64Array;
  private readonly squares: Float64Array;

  constructor(private readonly design: Design) {
    this.shared = qrWorkspace(design.n, design.p);
    this.shared.qr.set(design.matrix);
    decompose(this.shared);
    this.own = qrWorkspace(design.n, design.p);
    this.y = new Float64Array(design.n);
    this.scratch = new Float64Array(design.p);
    this.squares = new Float64Array(design.n);
  }

  /** The decomposition of the whole design, for fitted values (`lm.fit` on complete rows). */
  get designQr(): QrWorkspace {
    return this.shared;
  }

  /**
   * Fits gene g of `fit` from its expression row `e` (length n, from `offset`) and optional
   * weights row `w`.
   */
  fit(fit: LinearModelFit, g: number, e: Float64Array, w: Float64Array | null, offset = 0): void {
    const { n, p, matrix } = this.design;
    const y = this.y;
    let complete = true;
    for (let s = 0; s < n; s++) {
      const weight = w === null ? 1 : (w[offset + s] as number);
      if (Number.isNaN(e[offset + s] as number) || !(weight > 0 && weight < Number.POSITIVE_INFINITY)) {
        complete = false;
        break;
      }
    }
    fit.amean[g] = this.rowMean(e, offset);
    let ws: QrWorkspace;
    let rows: number;
    if (w === null && complete) {
      ws = this.shared;
      rows = n;
      for (let s = 0; s < n; s++) y[s] = e[offset + s] as number;
    } else {
      ws = this.own;
      rows = 0;
      const x = ws.qr;
      for (let s = 0; s < n; s++) {
        const value = e[offset + s] as number;
        const weight = w === null ? 1 : (w[offset + s] as number);
        if (Number.isNaN(value) || !(weight > 0 && weight < Number.POSITIVE_INFINITY)) continue;
        const root = Math.sqrt(weight);
        for (let j = 0; j < p; j++) x[j * n + rows] = (matrix[j * n + s] as number) * root;
        y[rows] = value * root;
        rows++;
      }
      if (rows === 0) {
        fit.coefficients.fill(Number.NaN, g * p, g * p + p);
        fit.stdevUnscaled.fill(Number.NaN, g * p, g * p + p);
        fit.sigma[g] = Number.NaN;
        fit.dfResidual[g] = 0;
        return;
      }
      decompose(ws, rows);
    }
    applyQt(ws, y, rows);
    solveCoefficients(ws, y, fit.coefficients, g * p);
    unscaledVariances(ws, fit.stdevUnscaled, g * p, this.scratch);
    for (let j = 0; j < p; j++) {
      fit.stdevUnscaled[g * p + j] = Math.sqrt(fit.stdevUnscaled[g * p + j] as number);
    }
    const df = rows - ws.rank;
    fit.dfResidual[g] = df;
    if (df > 0) {
      const squares = this.squares;
      for (let i = ws.rank; i < rows; i++) squares[i - ws.rank] = (y[i] as number) * (y[i] as number);
      fit.sigma[g] = Math.sqrt(mean(squares, 0, df));
    } else fit.sigma[g] = Number.NaN;
  }

  /** R's `rowMeans(E, na.rm = TRUE)` of one row: weights play no part. */
  private rowMean(e: Float64Array, offset: number): number {
    const n = this.design.n;
    let observed = 0;
    for (let s = 0; s < n; s++) {
      const value = e[offset + s] as number;
      if (!Number.isNaN(value)) this.squares[observed++] = value;
    }
    return observed === 0 ? Number.NaN : sum(this.squares, 0, observed) / observed;
  }
}

/** `lmFit(E, design, weights = w)` over every gene. */
export function lmFit(
  expression: Float64Array,
  weights: Float64Array | null,
  design: Design,
  nGenes: number,
): LinearModelFit {
  const fit = emptyFit(nGenes, design);
  const fitter = new GeneFitter(design);
  for (let g = 0; g < nGenes; g++) fitter.fit(fit, g, expression, weights, g * design.n);
  return fit;
}
