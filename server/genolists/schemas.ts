import { Type } from 'typebox';
import { rightsProperties } from '../access/schemas';
import { DateTime, Nullable } from '../http/schemas';

/**
 * Shapes of the genolist endpoints. Titles are prefixed
 * with `Genolist` (the OpenAPI document keys named schemas by title, and other domains name
 * their own owners, levels and favourite answers).
 */

export const GENOLIST_TYPES = ['TRANSCRIPTO', 'PROTEO', 'EXPERT'] as const;

const GenolistFactorLevel = Type.Object(
  {
    id: Type.Integer({ description: 'Factor level id (GET /samples/?factors={id})' }),
    factor: Type.String(),
    level: Type.String(),
  },
  { title: 'GenolistFactorLevel' },
);

export const GenolistSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    project: Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        owner: Nullable(
          Type.Object(
            {
              id: Type.Integer(),
              username: Type.String(),
              first_name: Type.String(),
              last_name: Type.String(),
            },
            { title: 'GenolistProjectOwner' },
          ),
        ),
        visible: Type.Boolean({
          description:
            'The signed-in user may open the project (GET /projects/{id}); false for a public genolist of a private project',
        }),
      },
      { title: 'GenolistProject' },
    ),
    project_id: Type.Integer(),
    project_name: Type.String(),
    type_genolist: Type.String({ description: 'TRANSCRIPTO, PROTEO or EXPERT' }),
    source: Type.String({
      description: 'BRBSEQ_PIPELINE, EXPERT_CREATED, BIBLIOGRAPHY, GENOLIST_DERIVED or RESULTS_UPLOAD',
    }),
    public: Type.Boolean(),
    view_count: Type.Integer({ minimum: 0 }),
    gene_count: Type.Integer({
      minimum: 0,
      description: 'Rows of the results table (every gene, called or not)',
    }),
    deg: Type.Object(
      {
        pos: Type.Integer({
          minimum: 0,
          description: 'Up: padj ≤ pvalue_cutoff, |log2FC| ≥ log2(fold_change_cutoff), log2FC > 0',
        }),
        neg: Type.Integer({ minimum: 0, description: 'Down: the same with log2FC < 0' }),
        total: Type.Integer({ minimum: 0 }),
      },
      { title: 'GenolistDeg' },
    ),
    pvalue_cutoff: Type.Number({ description: 'Adjusted p-value cutoff of the DEG counts' }),
    fold_change_cutoff: Type.Number({ description: 'Linear fold-change cutoff (1.5 means ×1.5 either way)' }),
    is_favorite: Type.Boolean(),
    creation_date: DateTime,
    created_at: DateTime,
    updated_at: DateTime,
    condition_1: Nullable(Type.String({ description: 'Numerator level of the fold change' })),
    condition_2: Nullable(Type.String({ description: 'Reference level' })),
    comparison: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          dialect: Type.String({ description: 'DESeq2, edgeR or limma: the tool that wrote the results' }),
          main_factor: GenolistFactorLevel,
          secondary_factor: GenolistFactorLevel,
        },
        { title: 'GenolistComparison' },
      ),
    ),
    go_term_count: Type.Integer({ minimum: 0 }),
    owner: Nullable(
      Type.Object(
        { id: Type.Integer(), first_name: Type.String(), last_name: Type.String() },
        { title: 'GenolistOwner' },
      ),
    ),
    ...rightsProperties,
    can_move: Type.Boolean({
      description:
        'The user may move it to another project (one where they have can_edit); the move grants nobody more than they held',
    }),
  },
  { title: 'Genolist' },
);

export const GenolistListSchema = Type.Array(GenolistSchema);

export const GENOLIST_ORDERINGS = [
  '-creation_date',
  'creation_date',
  'name',
  '-name',
  '-view_count',
  'view_count',
  '-gene_count',
  'gene_count',
] as const;

const Ordering = Type.Optional(
  Type.Enum(GENOLIST_ORDERINGS, { default: '-creation_date', description: 'Sort; newest first by default' }),
);
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'At most this many' }));

export const GenolistListQuery = Type.Object({ ordering: Ordering, limit: Limit });

export const GenolistByProjectQuery = Type.Object({
  project: Type.Optional(
    Type.Integer({ minimum: 1, description: "The project's genolists; without it, every genolist (staff)" }),
  ),
  ordering: Ordering,
  limit: Limit,
});

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Not blank' });
const Description = Type.String({ maxLength: 5000 });
const PvalueCutoff = Type.Number({
  minimum: 0,
  maximum: 1,
  description: 'Adjusted p-value cutoff, in [0, 1]',
});
const FoldChangeCutoff = Type.Number({
  minimum: 1,
  maximum: 1e6,
  description: 'Linear fold change, at least 1',
});
const ProjectId = Type.Integer({ minimum: 1, description: 'Move to this project (one the user may edit)' });

/** PUT (the console's edit): name and cutoffs are required, the rest keeps its value when absent. */
export const GenolistUpdateSchema = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    project: Type.Optional(ProjectId),
    owner: Type.Optional(Type.Integer({ minimum: 1, description: 'A new owner (staff only)' })),
    public: Type.Optional(Type.Boolean()),
    pvalue_cutoff: PvalueCutoff,
    fold_change_cutoff: FoldChangeCutoff,
  },
  { title: 'GenolistUpdate' },
);

/** PATCH: any of the editable fields; the web app sends `{public}` alone. */
export const GenolistPatchSchema = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    project: Type.Optional(ProjectId),
    owner: Type.Optional(Type.Integer({ minimum: 1, description: 'A new owner (staff only)' })),
    public: Type.Optional(Type.Boolean()),
    pvalue_cutoff: Type.Optional(PvalueCutoff),
    fold_change_cutoff: Type.Optional(FoldChangeCutoff),
  },
  { title: 'GenolistPatch' },
);

export const ViewCountSchema = Type.Object(
  { view_count: Type.Integer({ minimum: 0 }) },
  { title: 'GenolistViewCount' },
);

export const FavoriteToggleSchema = Type.Object(
  {
    is_favorite: Type.Boolean(),
    message: Type.String({ description: 'In the language of Accept-Language' }),
  },
  { title: 'GenolistFavoriteToggle' },
);

export const GenolistDeriveSchema = Type.Object(
  {
    source: Type.Integer({ minimum: 1, description: 'The genolist whose called genes the new one keeps' }),
    name: Name,
    description: Type.Optional(Description),
    pvalue_cutoff: PvalueCutoff,
    fold_change_cutoff: FoldChangeCutoff,
  },
  { title: 'GenolistDerive' },
);
