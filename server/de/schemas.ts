import { type Static, Type } from 'typebox';

/** What a limma-voom comparison computes; kept as the task's `de_request`. */
export const NewComparisonBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'The comparison and its genolist' }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    factor: Type.String({ minLength: 1, description: 'A factor of the project' }),
    numerator: Type.String({ minLength: 1, description: 'Its level in the numerator of the fold change' }),
    reference: Type.String({ minLength: 1, description: 'Its reference level' }),
    covariates: Type.Array(Type.String({ minLength: 1 }), {
      default: [],
      maxItems: 10,
      description: 'Other factors added to the design (`~0 + factor + covariates`), e.g. a batch',
    }),
    filter_by_expr: Type.Boolean({
      default: false,
      description: "Keep only the genes edgeR's filterByExpr keeps",
    }),
    pvalue_cutoff: Type.Number({ exclusiveMinimum: 0, maximum: 1, default: 0.05 }),
    fold_change_cutoff: Type.Number({
      minimum: 1,
      default: 1.5,
      description: 'Linear (1.5 means ×1.5 either way)',
    }),
  },
  { title: 'NewComparison', additionalProperties: false },
);
export type NewComparison = Static<typeof NewComparisonBody>;

export const ComparisonTaskAccepted = Type.Object(
  { task_id: Type.Integer({ description: 'The background task that computes it' }) },
  { title: 'ComparisonTaskAccepted' },
);

export const ComparisonTaskSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Union([
      Type.Literal('PENDING'),
      Type.Literal('RUNNING'),
      Type.Literal('SUCCESS'),
      Type.Literal('FAILURE'),
    ]),
    progress: Type.Integer({ description: 'Percent' }),
    step: Type.String(),
    error: Type.Union([Type.String(), Type.Null()]),
    genolist_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Once it succeeded' }),
  },
  { title: 'ComparisonTask' },
);

export const ComparisonOptionsSchema = Type.Object(
  {
    can_create: Type.Boolean({
      description: 'Whether the user may ask for a new comparison (who may edit the project)',
    }),
    has_counts: Type.Boolean({
      description: 'Whether the project keeps its counts (projects imported before they were kept do not)',
    }),
    factors: Type.Array(Type.Object({ name: Type.String(), levels: Type.Array(Type.String()) })),
  },
  { title: 'ComparisonOptions' },
);

export const TaskParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  taskId: Type.Integer({ minimum: 1 }),
});
