/**
 * The whole limma-voom analysis of one comparison, as a limma user writes it in R:
 *
 *   y <- DGEList(counts)
 *   [keep <- filterByExpr(y, design); y <- y[keep, , keep.lib.sizes = FALSE]]   # optional
 *   y <- calcNormFactors(y)                                                     # TMM
 *   v <- voom(y, design)
 *   fit <- eBayes(contrasts.fit(lmFit(v, design), contrast))
 *   topTable(fit, number = Inf, sort.by = "none")
 *
 * with design `~0 + factor + covariates` and contrast numerator − reference (./design.ts).
 *
 * Input: counts gene-major (`counts[g * nSamples + s]`, finite, non-negative), the samples'
 * levels, whether to filter. Output: the table in input gene order (the kept genes only when
 * filtered, `genes` giving each row's input index), and what a reader of the result needs to
 * judge it: library sizes, TMM factors, the priors, the voom trend.
 *
 * `limmaVoomSteps` is a generator that yields its progress every few thousand genes, so a
 * worker can report it and stop between two yields; `runLimmaVoom` runs it through.
 */
import { contrastsFit } from './contrasts-fit';
import { buildDesign, type ComparisonSpec, DeInputError, type Design } from './design';
import { eBayes } from './ebayes';
import { filterByExpr } from './filter-by-expr';
import { emptyFit, GeneFitter } from './lm-fit';
import { decompose, qrWorkspace } from './qr';
import { calcNormFactors, columnSums } from './tmm';
import { type TopTable, topTable } from './top-table';
import { logCountShift, logCpmRow, rowIsZero, voomTrend, voomWeightsRow } from './voom';

export interface LimmaVoomRequest {
  counts: Float64Array;
  nGenes: number;
  nSamples: number;
  /** Sample names, for messages. */
  sampleNames?: readonly string[];
  comparison: ComparisonSpec;
  /** Keep only the genes edgeR's `filterByExpr` keeps (off by default). */
  filter?: boolean;
}

export interface LimmaVoomResult extends TopTable {
  /** Input index of each row, ascending. */
  genes: Int32Array;
  filtered: boolean;
  designColumns: string[];
  /** Design columns left out as collinear with others (a covariate confounded with the factor). */
  notEstimable: string[];
  contrast: Float64Array;
  /** Column sums of the counts analysed (after filtering), and their TMM factors. */
  libSize: Float64Array;
  normFactors: Float64Array;
  dfResidual: Float64Array;
  dfPrior: number;
  s2Prior: number;
  varPrior: number;
  /** The voom plot: each analysed gene not zero everywhere, and the lowess curve through them. */
  trend: { x: Float64Array; y: Float64Array; curveX: Float64Array; curveY: Float64Array };
}

export type LimmaVoomStep = 'filter' | 'normalise' | 'voom' | 'trend' | 'fit' | 'moderate';

export interface LimmaVoomProgress {
  step: LimmaVoomStep;
  /** Of the whole analysis, 0 to 1. */
  fraction: number;
}

/** Each step's share of the running time (measured at 60,000 genes × 384 samples). */
const SHARES: Record<LimmaVoomStep, [number, number]> = {
  filter: [0, 0.02],
  normalise: [0.02, 0.12],
  voom: [0.12, 0.42],
  trend: [0.42, 0.45],
  fit: [0.45, 0.97],
  moderate: [0.97, 1],
};

function progress(step: LimmaVoomStep, done: number, total: number): LimmaVoomProgress {
  const [from, to] = SHARES[step];
  return { step, fraction: from + ((to - from) * done) / Math.max(1, total) };
}

/** Genes between two progress reports: about a million counts. */
function chunkOf(nSamples: number): number {
  return Math.max(64, Math.floor(1_000_000 / nSamples));
}

/**
 * The design's columns that are collinear with earlier ones, which the fit leaves out (limma
 * prints "Coefficients not estimable"): a covariate level confounded with the factor. The
 * factor's own columns come first and are never among them.
 */
export function checkDesign(design: Design): string[] {
  const ws = qrWorkspace(design.n, design.p);
  ws.qr.set(design.matrix);
  decompose(ws);
  if (ws.rank >= design.n) {
    throw new DeInputError('de-design-saturated', {
      samples: design.n,
      rank: ws.rank,
      columns: design.columns.join(', '),
    });
  }
  return Array.from(ws.pivot.subarray(ws.rank), (j) => design.columns[j] as string);
}

function checkCounts(request: LimmaVoomRequest): void {
  const { counts, nGenes, nSamples } = request;
  if (nGenes < 2) throw new DeInputError('de-too-few-genes', { found: nGenes });
  if (counts.length !== nGenes * nSamples) {
    throw new DeInputError('de-counts-size', { counts: counts.length, genes: nGenes, samples: nSamples });
  }
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] as number;
    if (!(count >= 0 && count < Number.POSITIVE_INFINITY)) {
      throw new DeInputError('de-not-a-count', {
        gene: Math.floor(i / nSamples) + 1,
        sample: sampleName(request, i % nSamples),
        value: count,
      });
    }
  }
}

function sampleName(request: LimmaVoomRequest, s: number): string {
  const name = request.sampleNames?.[s];
  return name === undefined ? String(s + 1) : `"${name}"`;
}

export function* limmaVoomSteps(request: LimmaVoomRequest): Generator<LimmaVoomProgress, LimmaVoomResult> {
  const { nSamples } = request;
  const design = buildDesign(request.comparison);
  if (design.n !== nSamples) {
    throw new DeInputError('de-sheet-size', { sheet: design.n, columns: nSamples });
  }
  const notEstimable = checkDesign(design);
  checkCounts(request);
  const chunk = chunkOf(nSamples);

  let counts = request.counts;
  let genes = Int32Array.from({ length: request.nGenes }, (_, g) => g);
  const filtered = request.filter === true;
  if (filtered) {
    yield progress('filter', 0, 1);
    const keep = filterByExpr(counts, request.nGenes, columnSums(counts, request.nGenes, nSamples), design);
    const kept: number[] = [];
    for (let g = 0; g < request.nGenes; g++) if (keep[g]) kept.push(g);
    if (kept.length < 2) {
      throw new DeInputError('de-filter-too-few', { kept: kept.length, genes: request.nGenes });
    }
    genes = Int32Array.from(kept);
    const subset = new Float64Array(kept.length * nSamples);
    for (const [k, g] of kept.entries())
      subset.set(counts.subarray(g * nSamples, (g + 1) * nSamples), k * nSamples);
    counts = subset;
  }
  const nGenes = genes.length;

  yield progress('normalise', 0, 1);
  const libSize = columnSums(counts, nGenes, nSamples);
  for (let s = 0; s < nSamples; s++) {
    if (!((libSize[s] as number) > 0)) {
      throw new DeInputError(filtered ? 'de-sample-no-counts-kept' : 'de-sample-no-counts', {
        sample: sampleName(request, s),
      });
    }
  }
  const { normFactors } = calcNormFactors(counts, nGenes, nSamples, libSize);
  const effective = Float64Array.from(libSize, (size, s) => size * (normFactors[s] as number));
  const libPlusOne = Float64Array.from(effective, (size) => size + 1);

  // voom: log-CPM and an unweighted fit of every gene, for the trend.
  const unweighted = emptyFit(nGenes, design);
  const fitter = new GeneFitter(design);
  const row = new Float64Array(nSamples);
  const allZero = new Uint8Array(nGenes);
  for (let g = 0; g < nGenes; g++) {
    if (g % chunk === 0) yield progress('voom', g, nGenes);
    logCpmRow(counts, g * nSamples, libPlusOne, row);
    allZero[g] = rowIsZero(counts, g * nSamples, nSamples) ? 1 : 0;
    fitter.fit(unweighted, g, row, null);
  }
  yield progress('trend', 0, 1);
  const trend = voomTrend(unweighted, allZero, effective);

  // lmFit(v, design): the weighted fit of every gene, its weights made as it goes.
  const fit = emptyFit(nGenes, design);
  const weights = new Float64Array(nSamples);
  const shift = logCountShift(libPlusOne);
  for (let g = 0; g < nGenes; g++) {
    if (g % chunk === 0) yield progress('fit', g, nGenes);
    logCpmRow(counts, g * nSamples, libPlusOne, row);
    voomWeightsRow(design, unweighted.coefficients, g * design.p, shift, trend.interpolator, weights);
    fitter.fit(fit, g, row, weights);
  }

  yield progress('moderate', 0, 1);
  const contrastFit = contrastsFit(fit, design.contrast, design.columns);
  const moderated = eBayes(contrastFit);
  return {
    ...topTable(contrastFit, moderated),
    genes,
    filtered,
    designColumns: design.columns,
    notEstimable,
    contrast: design.contrast,
    libSize,
    normFactors,
    dfResidual: fit.dfResidual,
    dfPrior: moderated.dfPrior,
    s2Prior: moderated.s2Prior,
    varPrior: moderated.varPrior,
    trend: { x: trend.x, y: trend.y, curveX: trend.curve.x, curveY: trend.curve.y },
  };
}

/** Runs the analysis to its end, calling `onProgress` at each report. */
export function runLimmaVoom(
  request: LimmaVoomRequest,
  onProgress?: (progress: LimmaVoomProgress) => void,
): LimmaVoomResult {
  const steps = limmaVoomSteps(request);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    onProgress?.(next.value);
  }
}
