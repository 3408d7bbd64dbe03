import { type Static, Type } from 'typebox';
import { MAX_COMPARED, MIN_COMPARED } from '../../genomics/compare/combinations';
import { GenolistComparison } from '../genes/schemas';
import { literals, Nullable } from '../http/schemas';

/** Shapes of the comparison of genolists (`GET /api/genolists/compare/`). */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export const GENE_ORDERINGS = ['-calls', 'padj'] as const;
export type GeneOrdering = (typeof GENE_ORDERINGS)[number];

const Ids = Type.String({
  maxLength: 200,
  description: `${MIN_COMPARED} to ${MAX_COMPARED} distinct genolist ids, comma-separated, in the order to show them`,
});

const GeneFilterQuery = {
  ids: Ids,
  in: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Only the genes called in exactly these genolists (comma-separated ids among `ids`) and in none of the others',
    }),
  ),
  q: Type.Optional(Type.String({ maxLength: 100, description: "Part of the gene's symbol or Ensembl id" })),
  ordering: Type.Optional(
    literals(GENE_ORDERINGS, {
      default: '-calls',
      description:
        '-calls: most genolists calling the gene first, then best adjusted p; padj: best adjusted p first',
    }),
  ),
};

export const CompareQuery = Type.Object({
  ...GeneFilterQuery,
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});

export const CompareCsvQuery = Type.Object(GeneFilterQuery);

const ComparedGenolistSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    project: Type.Object({ id: Type.Integer(), name: Type.String() }),
    comparison: GenolistComparison,
    pvalue_cutoff: Type.Number(),
    fold_change_cutoff: Type.Number({ description: 'Linear' }),
    genes: Type.Integer({ description: 'Genes the genolist holds' }),
    up: Type.Integer({ description: "Called at the genolist's own cutoffs with log2FC > 0" }),
    down: Type.Integer({ description: "Called at the genolist's own cutoffs with log2FC < 0" }),
  },
  { title: 'ComparedGenolist' },
);
export type ComparedGenolist = Static<typeof ComparedGenolistSchema>;

const IntersectionSchema = Type.Object(
  {
    genolists: Type.Array(Type.Integer(), { description: 'The combination, in the order of `ids`' }),
    count: Type.Integer({ description: 'Genes called in exactly these genolists and in none of the others' }),
    same_direction: Nullable(
      Type.Integer({
        description: 'Of those, called up everywhere or down everywhere; null for one genolist',
      }),
    ),
    opposite_direction: Nullable(
      Type.Integer({ description: 'Of those, up in one and down in another; null for one genolist' }),
    ),
  },
  { title: 'CompareIntersection' },
);

const ConcordanceSchema = Type.Object(
  {
    genolists: Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }),
    n: Type.Integer({ description: 'Genes with a log2FC in every compared genolist' }),
    pearson: Nullable(Type.Number({ description: "Pearson's r of the log2FC" })),
    spearman: Nullable(
      Type.Number({ description: "Spearman's ρ of the log2FC (ties share their mean rank)" }),
    ),
  },
  { title: 'CompareConcordance' },
);
export type Concordance = Static<typeof ConcordanceSchema>;

const ComparedGeneSchema = Type.Object(
  {
    id: Type.Integer({ description: 'GenoApp id of the gene (GET /api/genes/{id}/)' }),
    gene_id: Type.String({ description: 'Id in the reference database (Ensembl)' }),
    symbol: Nullable(Type.String()),
    calls: Type.Integer({ description: 'Compared genolists that call the gene' }),
    values: Type.Array(
      Type.Object({
        genolist_id: Type.Integer(),
        log2_fold_change: Nullable(Type.Number()),
        padj: Nullable(Type.Number({ description: 'Adjusted p-value' })),
        called: Type.Boolean({ description: "Called at that genolist's own cutoffs" }),
      }),
      {
        description: 'One per compared genolist, in the order of `ids`; nulls when it does not hold the gene',
      },
    ),
  },
  { title: 'ComparedGene' },
);
export type ComparedGene = Static<typeof ComparedGeneSchema>;

export const ComparisonSchema = Type.Object(
  {
    genolists: Type.Array(ComparedGenolistSchema),
    cross_project: Type.Boolean({ description: 'The genolists belong to more than one project' }),
    intersections: Type.Array(IntersectionSchema, {
      description: 'Every non-empty combination, empty ones included: most genes first, then fewer genolists',
    }),
    concordance: Type.Array(ConcordanceSchema, { description: 'One per pair of compared genolists' }),
    genes: Type.Object({
      count: Type.Integer({ description: 'Genes called in at least one genolist that pass `in` and `q`' }),
      page: Type.Integer(),
      page_size: Type.Integer(),
      results: Type.Array(ComparedGeneSchema),
    }),
  },
  { title: 'Comparison' },
);
