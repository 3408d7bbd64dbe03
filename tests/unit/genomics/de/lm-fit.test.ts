/**
 * lmFit, contrasts.fit, eBayes and topTable (genomics/de) against limma on a made-up matrix
 * with given weights and every awkward gene: all weights zero (gene 3), some zero (4), missing
 * values (5), a whole group missing so its coefficient is not estimable (6), a single control
 * observation left (7), no variance at all (8); design ~0 + group + batch, treat − ctrl.
 */
import { describe, expect, it } from 'vitest';
import { contrastsFit } from '../../../../genomics/de/contrasts-fit';
import { buildDesign } from '../../../../genomics/de/design';
import { eBayes } from '../../../../genomics/de/ebayes';
import { lmFit } from '../../../../genomics/de/lm-fit';
import { topTable } from '../../../../genomics/de/top-table';
import { expectClose, numbers, readReference } from '../../../support/de-reference';

const ref = readReference('lmfit-weights');
const design = buildDesign({
  factor: { name: 'group', values: ref.group },
  covariates: [{ name: 'batch', values: ref.batch }],
  numerator: ref.numerator,
  reference: ref.reference,
});
const fit = lmFit(numbers(ref.E), numbers(ref.weights), design, ref.n_genes);
const contrast = contrastsFit(fit, design.contrast, design.columns);
const moderated = eBayes(contrast);

describe('lmFit with weights and missing values', () => {
  it('builds R’s design columns', () => {
    expect(design.columns).toEqual(ref.design_columns);
  });

  it('gives limma’s coefficients, unscaled standard errors, sigma, residual df and means', () => {
    expectClose(fit.coefficients, ref.coefficients, 1e-10, 1e-12, 'coefficients');
    expectClose(fit.stdevUnscaled, ref.stdev_unscaled, 1e-10, 1e-12, 'stdev.unscaled');
    expectClose(fit.sigma, ref.sigma, 1e-10, 1e-12, 'sigma');
    expectClose(fit.dfResidual, ref.df_residual, 0, 0, 'df.residual');
    expectClose(fit.amean, ref.amean, 1e-12, 1e-12, 'Amean');
  });

  it('takes the contrast as contrasts.fit does, NA where a coefficient is missing', () => {
    expectClose(contrast.coefficient, ref.contrast_coefficient, 1e-10, 1e-12, 'contrast');
    expectClose(contrast.stdevUnscaled, ref.contrast_stdev_unscaled, 1e-10, 1e-12, 'contrast stdev.unscaled');
    expect(Number.isNaN(contrast.coefficient[5] as number)).toBe(true);
  });

  it('moderates as eBayes does: prior df, prior variance, prior variance of the log fold changes', () => {
    expectClose(
      [moderated.dfPrior, moderated.s2Prior, moderated.varPrior],
      [ref.df_prior, ref.s2_prior, ref.var_prior],
      1e-9,
      0,
      'priors',
    );
  });

  it('gives topTable’s columns', () => {
    const table = topTable(contrast, moderated);
    for (const [column, values] of [
      ['logFC', table.logFC],
      ['AveExpr', table.aveExpr],
      ['t', table.t],
      ['P.Value', table.pValue],
      ['adj.P.Val', table.adjPValue],
      ['B', table.b],
    ] as const) {
      expectClose(values, ref.table[column], 1e-6, 1e-12, column);
    }
  });
});
