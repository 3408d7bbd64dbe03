/**
 * The design matrix and contrast of a two-level comparison, as a limma user writes them:
 * `model.matrix(~0 + factor + covariate1 + …)` (one column per level of the factor, then the
 * treatment-coded columns of each covariate: every level but its first) and the contrast
 * numerator − reference (`makeContrasts(factorNUM - factorREF)`).
 *
 * Input: per sample, its level of the factor and of each covariate (strings; categorical only —
 * a batch, a run, a donor). Levels are ordered as R's `factor()` orders them (sorted with the
 * collation of an English locale), so column names and the dropped reference level of each
 * covariate are R's. Every sample and every level take part in the fit; the contrast picks two.
 * Output: the matrix column-major (n samples × p columns), its column names and the contrast.
 *
 * Refused with a `DeInputError` naming the problem: an unknown or repeated level, a covariate
 * equal to the factor, a missing value, fewer than 3 samples.
 */

import { TableError, type TableErrorCode, type TableErrorParams } from '../formats/table-error';

export interface Variable {
  name: string;
  /** One value per sample, in sample order. */
  values: readonly string[];
}

export interface ComparisonSpec {
  factor: Variable;
  covariates: readonly Variable[];
  /** Level of the factor in the numerator of the fold change. */
  numerator: string;
  /** Reference level. */
  reference: string;
}

export interface Design {
  n: number;
  p: number;
  /** Column-major: element (sample i, column j) at j·n + i. */
  matrix: Float64Array;
  columns: string[];
  contrast: Float64Array;
  /** Levels of the factor and of each covariate, in column order. */
  levels: Record<string, string[]>;
}

/**
 * Bad input to the differential-expression pipeline, with a message a user can act on: a coded
 * `TableError` (no file or line: the problem is in the data as a whole), so a screen shows it in
 * the user's language as it does a reader's refusal.
 */
export class DeInputError extends TableError {
  constructor(code: TableErrorCode & `de-${string}`, params: TableErrorParams = {}) {
    super(code, params);
    this.name = 'DeInputError';
  }
}

const collator = new Intl.Collator('en');

export function levelsOf(variable: Variable): string[] {
  for (const [i, value] of variable.values.entries()) {
    if (value === '')
      throw new DeInputError('de-sample-no-value', { sample: i + 1, variable: variable.name });
  }
  return [...new Set(variable.values)].sort(collator.compare);
}

export function buildDesign(spec: ComparisonSpec): Design {
  const { factor, covariates, numerator, reference } = spec;
  const n = factor.values.length;
  if (n < 3) throw new DeInputError('de-too-few-samples', { found: n });
  const factorLevels = levelsOf(factor);
  for (const level of [numerator, reference]) {
    if (!factorLevels.includes(level)) {
      throw new DeInputError('de-not-a-level', { level, factor: factor.name, levels: factorLevels });
    }
  }
  if (numerator === reference) throw new DeInputError('de-same-levels');
  const seen = new Set([factor.name]);
  for (const covariate of covariates) {
    if (seen.has(covariate.name)) {
      throw new DeInputError(
        covariate.name === factor.name ? 'de-factor-as-covariate' : 'de-covariate-twice',
        { covariate: covariate.name },
      );
    }
    seen.add(covariate.name);
    if (covariate.values.length !== n) {
      throw new DeInputError('de-covariate-length', {
        covariate: covariate.name,
        values: covariate.values.length,
        samples: n,
      });
    }
  }
  const columns: string[] = [];
  const filled: number[][] = [];
  const levels: Record<string, string[]> = { [factor.name]: factorLevels };
  for (const level of factorLevels) {
    columns.push(`${factor.name}${level}`);
    filled.push(factor.values.map((value) => (value === level ? 1 : 0)));
  }
  for (const covariate of covariates) {
    const covariateLevels = levelsOf(covariate);
    levels[covariate.name] = covariateLevels;
    for (const level of covariateLevels.slice(1)) {
      columns.push(`${covariate.name}${level}`);
      filled.push(covariate.values.map((value) => (value === level ? 1 : 0)));
    }
  }
  const p = columns.length;
  const contrast = new Float64Array(p);
  contrast[factorLevels.indexOf(numerator)] = 1;
  contrast[factorLevels.indexOf(reference)] = -1;
  return { n, p, matrix: Float64Array.from(filled.flat()), columns, contrast, levels };
}
