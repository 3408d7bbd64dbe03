/**
 * The whole limma-voom pipeline (genomics/de/limma-voom.ts) against R (make-reference.R):
 * SLC001 ~condition DHT vs control, SLC002 ~0 + tissue + run Liver vs Kidney with and without
 * filterByExpr, and made-up cases (2 samples per group with a gene zero everywhere and one zero
 * in a group; a 3-level factor with a batch, filtered). logFC, AveExpr, t, P.Value, adj.P.Val
 * and B to 1e-6 relative (1e-12 absolute near 0), TMM factors to 1e-9, eBayes's priors.
 */
import { describe, expect, it } from 'vitest';
import { DeInputError } from '../../../../genomics/de/design';
import { type LimmaVoomProgress, limmaVoomSteps, runLimmaVoom } from '../../../../genomics/de/limma-voom';
import { describeTableError } from '../../../../genomics/formats/table-error';
import french from '../../../../locales/fr/formats.json' with { type: 'json' };
import { expectClose, PIPELINE_CASES, pipelineRequest, readReference } from '../../../support/de-reference';

describe('limma-voom against R', () => {
  for (const name of PIPELINE_CASES) {
    it(`gives limma's table on ${name}`, { timeout: 60_000 }, async () => {
      const ref = readReference(name);
      const result = runLimmaVoom(await pipelineRequest(ref));
      expect(Array.from(result.genes)).toEqual(ref.kept);
      expect(result.filtered).toBe(ref.filter);
      expect(result.designColumns.slice().sort()).toEqual(ref.design_columns.slice().sort());
      expectClose(result.normFactors, ref.norm_factors, 1e-9, 0, 'norm factors');
      expectClose(
        [result.dfPrior, result.s2Prior, result.varPrior],
        [ref.df_prior, ref.s2_prior, ref.var_prior],
        1e-9,
        0,
        'priors',
      );
      for (const [column, values] of [
        ['logFC', result.logFC],
        ['AveExpr', result.aveExpr],
        ['t', result.t],
        ['P.Value', result.pValue],
        ['adj.P.Val', result.adjPValue],
        ['B', result.b],
      ] as const) {
        expectClose(values, ref.table[column], 1e-6, 1e-12, column);
      }
    });
  }

  it('puts SLC002’s liver genes on top: ALB and APOA2 up in liver', async () => {
    const ref = readReference('slc002');
    const request = await pipelineRequest(ref);
    const result = runLimmaVoom(request);
    const ids: string[] = ref.table.gene_id;
    for (const id of ['ENSG00000163631', 'ENSG00000158874']) {
      const row = ids.indexOf(id);
      expect(result.logFC[row]).toBeGreaterThan(5);
      expect(result.adjPValue[row]).toBeLessThan(1e-6);
    }
  });
});

describe('limma-voom progress and refusals', () => {
  it('reports every step in order, with a fraction that only grows to 1', async () => {
    const request = await pipelineRequest(readReference('covariates'));
    const reports: LimmaVoomProgress[] = [];
    runLimmaVoom(request, (progress) => reports.push(progress));
    expect([...new Set(reports.map((report) => report.step))]).toEqual([
      'filter',
      'normalise',
      'voom',
      'trend',
      'fit',
      'moderate',
    ]);
    for (let i = 1; i < reports.length; i++) {
      expect((reports[i] as LimmaVoomProgress).fraction).toBeGreaterThanOrEqual(
        (reports[i - 1] as LimmaVoomProgress).fraction,
      );
    }
    expect((reports.at(-1) as LimmaVoomProgress).fraction).toBeLessThan(1);
  });

  it('stops between two reports when the caller stops asking', async () => {
    const steps = limmaVoomSteps(await pipelineRequest(readReference('two-per-group')));
    expect(steps.next().done).toBe(false);
    expect(steps.return(undefined as never).done).toBe(true);
  });

  const base = {
    counts: Float64Array.from({ length: 12 }, (_, i) => 10 + i),
    nGenes: 3,
    nSamples: 4,
    comparison: {
      factor: { name: 'group', values: ['a', 'a', 'b', 'b'] },
      covariates: [],
      numerator: 'b',
      reference: 'a',
    },
  };
  for (const [what, change, message] of [
    [
      'an unknown level',
      { comparison: { ...base.comparison, numerator: 'c' } },
      '"c" is not a level of "group" (levels: "a", "b")',
    ],
    [
      'a negative count',
      { counts: Float64Array.from(base.counts, (v, i) => (i === 5 ? -1 : v)) },
      'gene 2, sample 2: -1 is not a count',
    ],
    [
      'a sample without counts',
      { counts: Float64Array.from(base.counts, (v, i) => (i % 4 === 3 ? 0 : v)) },
      'sample 4 has no counts',
    ],
    [
      'no replicates left',
      { comparison: { ...base.comparison, covariates: [{ name: 'donor', values: ['x', 'y', 'x', 'z'] }] } },
      'no residual degrees of freedom: the design’s 4 independent columns (',
    ],
  ] as const) {
    it(`refuses ${what} with a message naming it`, () => {
      const run = () => runLimmaVoom({ ...base, ...change } as Parameters<typeof runLimmaVoom>[0]);
      expect(run).toThrow(DeInputError);
      expect(run).toThrow(message);
    });
  }

  it('says the refusal in French from its code and parameters', () => {
    const change = {
      comparison: { ...base.comparison, covariates: [{ name: 'donor', values: ['x', 'y', 'x', 'z'] }] },
    };
    let refusal: unknown;
    try {
      runLimmaVoom({ ...base, ...change } as Parameters<typeof runLimmaVoom>[0]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DeInputError);
    expect(describeTableError((refusal as DeInputError).info, french)).toMatch(
      /^aucun degré de liberté résiduel : les 4 colonnes indépendantes du plan \(.+\) épuisent tous les échantillons \(n = 4\) ; ajoutez des réplicats ou retirez une covariable$/,
    );
  });

  it('leaves out a covariate level confounded with the factor, and says which', () => {
    const result = runLimmaVoom({
      ...base,
      counts: Float64Array.from({ length: 15 }, (_, i) => 10 + ((i * 7) % 11)),
      nSamples: 5,
      comparison: {
        factor: { name: 'group', values: ['a', 'a', 'b', 'c', 'c'] },
        covariates: [{ name: 'batch', values: ['x', 'x', 'y', 'y', 'y'] }],
        numerator: 'b',
        reference: 'a',
      },
    });
    expect(result.notEstimable).toEqual(['batchy']);
    expect(result.dfResidual[0]).toBe(2);
  });
});
