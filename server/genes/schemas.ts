import { type Static, Type } from 'typebox';
import { Nullable } from '../http/schemas';

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A genolist's comparison (the factor and its two levels), null when it has none. */
export const GenolistComparison = Nullable(
  Type.Object({
    name: Type.String(),
    factor: Type.String(),
    condition_1: Type.String({ description: 'Numerator of the fold change' }),
    condition_2: Type.String({ description: 'Reference' }),
  }),
);

export const GeneInGenolistSchema = Type.Object(
  {
    genolist: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      type_genolist: Type.String(),
      pvalue_cutoff: Type.Number(),
      fold_change_cutoff: Type.Number({ description: 'Linear' }),
    }),
    project: Named,
    comparison: GenolistComparison,
    log2_fold_change: Nullable(Type.Number()),
    pvalue: Nullable(
      Type.Number({
        description: "Unadjusted p-value, from which the gene's page draws the fold change's interval",
      }),
    ),
    padj: Nullable(Type.Number({ description: 'Adjusted p-value' })),
    significant: Type.Boolean({
      description:
        "Called at the genolist's own cutoffs: padj ≤ pvalue_cutoff and |log2FC| ≥ log2(fold_change_cutoff)",
    }),
    direction: Nullable(
      Type.Union([Type.Literal('up'), Type.Literal('down')], { description: 'When called' }),
    ),
  },
  { title: 'GeneInGenolist' },
);
export type GeneInGenolist = Static<typeof GeneInGenolistSchema>;

const GeneFields = {
  id: Type.Integer({ description: 'GenoApp id of the gene (GET /api/genes/{id}/)' }),
  gene_id: Type.String({ description: 'Id in the reference database (Ensembl)' }),
  symbol: Nullable(Type.String()),
  description: Nullable(Type.String({ description: 'The gene name' })),
};

export const GeneHitSchema = Type.Object(
  {
    ...GeneFields,
    genolists: Type.Array(GeneInGenolistSchema, {
      description:
        'Every genolist the user may see that holds the gene: called ones first, then by adjusted p',
    }),
  },
  { title: 'GeneHit' },
);

export const GeneDetailSchema = Type.Object(
  {
    ...GeneFields,
    biotype: Nullable(Type.String()),
    genolists: Type.Array(GeneInGenolistSchema, {
      description:
        'Every genolist the user may see that holds the gene: called ones first, then by adjusted p',
    }),
    called: Type.Integer({ description: 'How many of them call it' }),
  },
  { title: 'GeneDetail' },
);

export const TrendingGeneSchema = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    ...GeneFields,
    frequency: Type.Integer({
      description: 'Genolists the user may see that call the gene at their own cutoffs',
    }),
    up: Type.Integer({ description: 'Of those, called with log2FC > 0' }),
    down: Type.Integer({ description: 'The others' }),
    avg_fold_change: Type.Number({
      description: 'Mean log2 fold change over those genolists, with its sign',
    }),
    avg_pvalue: Type.Number({ description: 'Mean adjusted p-value over those genolists' }),
    significance: Type.Enum(['***', '**', '*', 'ns'], {
      description: 'Of avg_pvalue: *** < 0.001, ** < 0.01, * < 0.05, else ns',
    }),
    project_count: Type.Integer(),
    projects: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        frequency: Type.Integer({ description: "Of the gene's genolists, those in this project" }),
      }),
      { description: 'Most genolists first' },
    ),
  },
  { title: 'TrendingGene' },
);

export const TrendingGenesSchema = Type.Object(
  {
    count: Type.Integer({ description: 'Genes that match the filters, before the limit' }),
    results: Type.Array(TrendingGeneSchema),
  },
  { title: 'TrendingGenes' },
);

export const TrendingGenesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 5 })),
  project: Type.Optional(Type.Integer({ minimum: 1, description: "Only this project's genolists" })),
  direction: Type.Optional(
    Type.Union([Type.Literal('up'), Type.Literal('down')], { description: 'Sign of the mean log2FC' }),
  ),
  min_frequency: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
