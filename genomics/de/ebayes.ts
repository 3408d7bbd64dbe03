/**
 * limma's empirical Bayes moderation, `eBayes(fit, proportion = 0.01, stdev.coef.lim =
 * c(0.1, 4))` with robust = FALSE and no trend, for one contrast: `squeezeVar` (the residual
 * variances shrunk towards a prior fitted by `fitFDist`: a scaled F distribution, its df from
 * the inverse trigamma of the excess variance of log s²), moderated t and its p-value on
 * df.residual + df.prior (capped at the pooled residual df), and the B-statistic, whose prior
 * variance of the non-null log fold changes comes from limma's `tmixture`.
 *
 * Inputs per gene: coefficient, unscaled standard error, sigma and residual df of
 * `contrastsFit`; NaN where a gene has no estimate (its t, p and B are NaN) and sigma NaN
 * where df is 0 (such genes take the prior variance). Units: log2 for coefficients.
 * Outputs per gene: t, p-value, B (log-odds), df.total, posterior variance; and the priors.
 */
import type { ContrastFit } from './contrasts-fit';
import { DeInputError } from './design';
import { mean, median, sum } from './r-arithmetic';
import { digamma, tetragamma, trigamma } from './special-functions';
import { pt, qt } from './t-distribution';

/** R's `trigammaInverse`: y with trigamma(y) = x, by Newton's method on 1/trigamma. */
export function trigammaInverse(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 0) return Number.NaN;
  if (x > 1e7) return 1 / Math.sqrt(x);
  if (x < 1e-6) return 1 / x;
  let y = 0.5 + 1 / x;
  for (let iteration = 1; ; iteration++) {
    const tri = trigamma(y);
    const step = (tri * (1 - tri / x)) / tetragamma(y);
    y += step;
    if (-step / y < 1e-8 || iteration > 50) return y;
  }
}

export interface FDistFit {
  scale: number;
  df2: number;
}

/** limma's `fitFDist(x, df1)` without covariate: moments of log x against a scaled F. */
export function fitFDist(x: Float64Array, df1: Float64Array): FDistFit {
  const n = x.length;
  if (n === 0) return { scale: Number.NaN, df2: Number.NaN };
  if (n === 1) return { scale: x[0] as number, df2: 0 };
  const kept: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = df1[i] as number;
    const value = x[i] as number;
    if (Number.isFinite(d) && d > 1e-15 && Number.isFinite(value) && value > -1e-15) kept.push(i);
  }
  const nok = kept.length;
  if (nok === 0) throw new DeInputError('de-no-residual-variance');
  if (nok === 1) return { scale: x[kept[0] as number] as number, df2: 0 };
  const values = Float64Array.from(kept, (i) => Math.max(x[i] as number, 0));
  const dfs = Float64Array.from(kept, (i) => df1[i] as number);
  let m = median(values);
  // More than half the variances exactly zero: limma carries on with 1 (and warns).
  if (m === 0) m = 1;
  const floor = 1e-5 * m;
  const e = new Float64Array(nok);
  const trigammas = new Float64Array(nok);
  for (let i = 0; i < nok; i++) {
    const value = Math.max(values[i] as number, floor);
    values[i] = value;
    const half = (dfs[i] as number) / 2;
    e[i] = Math.log(value) - digamma(half) + Math.log(half);
    trigammas[i] = trigamma(half);
  }
  const emean = mean(e);
  const deviations = Float64Array.from(e, (value) => (value - emean) * (value - emean));
  const evar = sum(deviations) / (nok - 1) - mean(trigammas);
  if (evar > 0) {
    const df2 = 2 * trigammaInverse(evar);
    return { scale: Math.exp(emean + digamma(df2 / 2) - Math.log(df2 / 2)), df2 };
  }
  return { scale: mean(values), df2: Number.POSITIVE_INFINITY };
}

export interface SqueezedVariances {
  dfPrior: number;
  varPrior: number;
  varPost: Float64Array;
}

/** limma's `squeezeVar(var, df)` (robust = FALSE, no covariate). */
export function squeezeVar(variances: Float64Array, df: Float64Array): SqueezedVariances {
  const n = variances.length;
  if (n === 1) return { dfPrior: 0, varPrior: variances[0] as number, varPost: variances.slice() };
  const v = Float64Array.from(variances, (value, i) => (df[i] === 0 ? 0 : value));
  const { scale, df2 } = fitFDist(v, df);
  if (Number.isNaN(df2)) throw new DeInputError('de-prior-df');
  const varPost = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const d = df[i] as number;
    varPost[i] = Number.isFinite(df2) ? (d * (v[i] as number) + df2 * scale) / (d + df2) : scale;
  }
  return { dfPrior: df2, varPrior: scale, varPost };
}

/**
 * limma's `tmixture.vector`: the prior variance of the non-null coefficients, from the genes
 * with the largest |t| (a `proportion` / 2 of them), each converted to the largest df first.
 */
export function tmixture(
  t: Float64Array,
  stdevUnscaled: Float64Array,
  df: Float64Array,
  proportion: number,
  limits: [number, number],
): number {
  const kept: number[] = [];
  for (let i = 0; i < t.length; i++) if (!Number.isNaN(t[i] as number)) kept.push(i);
  const ngenes = kept.length;
  const ntarget = Math.ceil((proportion / 2) * ngenes);
  if (ntarget < 1) return Number.NaN;
  const p = Math.max(ntarget / ngenes, proportion);
  const tstat = Float64Array.from(kept, (i) => Math.abs(t[i] as number));
  let maxDf = Number.NEGATIVE_INFINITY;
  for (const i of kept) maxDf = Math.max(maxDf, df[i] as number);
  for (const [k, i] of kept.entries()) {
    const d = df[i] as number;
    if (d < maxDf) tstat[k] = qt(pt(tstat[k] as number, d, false, true), maxDf, false, true);
  }
  // order(tstat, decreasing = TRUE): ties keep their order.
  const order = Array.from({ length: ngenes }, (_, k) => k)
    .sort((a, b) => (tstat[b] as number) - (tstat[a] as number) || a - b)
    .slice(0, ntarget);
  const v0 = new Float64Array(ntarget);
  for (const [r, k] of order.entries()) {
    const tk = tstat[k] as number;
    const su = stdevUnscaled[kept[k] as number] as number;
    const v1 = su * su;
    const p0 = 2 * pt(tk, maxDf, false);
    const ptarget = ((r + 1 - 0.5) / ngenes - (1 - p) * p0) / p;
    let value = 0;
    if (ptarget > p0) {
      const qtarget = qt(ptarget / 2, maxDf, false);
      const ratio = tk / qtarget;
      value = v1 * (ratio * ratio - 1);
    }
    v0[r] = Math.min(Math.max(value, limits[0]), limits[1]);
  }
  return mean(v0);
}

export interface EbayesOptions {
  proportion?: number;
  stdevCoefLim?: [number, number];
}

export interface ModeratedFit {
  t: Float64Array;
  pValue: Float64Array;
  /** B-statistic: log-odds that the gene is differentially expressed. */
  lods: Float64Array;
  dfTotal: Float64Array;
  s2Post: Float64Array;
  dfPrior: number;
  s2Prior: number;
  varPrior: number;
}

export function eBayes(fit: ContrastFit, options: EbayesOptions = {}): ModeratedFit {
  const proportion = options.proportion ?? 0.01;
  const [lowLimit, highLimit] = options.stdevCoefLim ?? [0.1, 4];
  const { nGenes, coefficient, stdevUnscaled, sigma, dfResidual } = fit;
  let maxDf = 0;
  let anyFiniteSigma = false;
  for (let g = 0; g < nGenes; g++) {
    maxDf = Math.max(maxDf, dfResidual[g] as number);
    if (Number.isFinite(sigma[g] as number)) anyFiniteSigma = true;
  }
  if (maxDf === 0) {
    throw new DeInputError('de-no-replicates');
  }
  if (!anyFiniteSigma) throw new DeInputError('de-no-finite-sigma');
  const squeezed = squeezeVar(
    Float64Array.from(sigma, (s) => s * s),
    dfResidual,
  );
  const { dfPrior, varPrior: s2Prior, varPost: s2Post } = squeezed;
  const dfPooled = sum(dfResidual);
  const t = new Float64Array(nGenes);
  const dfTotal = new Float64Array(nGenes);
  const pValue = new Float64Array(nGenes);
  for (let g = 0; g < nGenes; g++) {
    t[g] = (coefficient[g] as number) / (stdevUnscaled[g] as number) / Math.sqrt(s2Post[g] as number);
    dfTotal[g] = Math.min((dfResidual[g] as number) + dfPrior, dfPooled);
    pValue[g] = 2 * pt(-Math.abs(t[g] as number), dfTotal[g] as number);
  }
  let varPrior = tmixture(t, stdevUnscaled, dfTotal, proportion, [
    (lowLimit * lowLimit) / s2Prior,
    (highLimit * highLimit) / s2Prior,
  ]);
  if (Number.isNaN(varPrior)) varPrior = 1 / s2Prior;
  const lods = new Float64Array(nGenes);
  const logPriorOdds = Math.log(proportion / (1 - proportion));
  const infiniteDf = dfPrior > 1e6;
  for (let g = 0; g < nGenes; g++) {
    const su2 = (stdevUnscaled[g] as number) * (stdevUnscaled[g] as number);
    const r = (su2 + varPrior) / su2;
    const t2 = (t[g] as number) * (t[g] as number);
    const d = dfTotal[g] as number;
    const kernel = infiniteDf ? (t2 * (1 - 1 / r)) / 2 : ((1 + d) / 2) * Math.log((t2 + d) / (t2 / r + d));
    lods[g] = logPriorOdds - Math.log(r) / 2 + kernel;
  }
  return { t, pValue, lods, dfTotal, s2Post, dfPrior, s2Prior, varPrior };
}
