import { Type } from 'typebox';
import { MODERATE_CORRELATION, STRONG_CORRELATION } from '../../genomics/correlation-bands';
import { rightsProperties } from '../access/schemas';
import { DateTime, Nullable, Page } from '../http/schemas';

/**
 * Shapes of the project endpoints: lists, detail, edits, analyses. Titles are prefixed with
 * the domain where another domain could name a different shape the same way (the OpenAPI
 * document keys named schemas by title).
 */

export const QC_STATUS = Type.Union([Type.Literal('PASS'), Type.Literal('WARNING'), Type.Literal('FAIL')]);
const QcSource = Type.Union([Type.Literal('archive'), Type.Literal('derived')], {
  description: "'archive' when the archive's qc file gave the statuses, 'derived' when GenoApp's rule did",
});

export const ProjectFactorLevelSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Factor level id (GET /samples/?factors={id})' }),
    factor: Type.String(),
    level: Type.String(),
  },
  { title: 'ProjectFactorLevel' },
);

export const ProjectSampleSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    position: Type.Integer({ description: 'Column of the sample in the expression data, from 0' }),
    species: Nullable(Type.Object({ genus: Nullable(Type.String()), species: Nullable(Type.String()) })),
    factors: Type.Array(ProjectFactorLevelSchema, { description: "In the order of the project's factors" }),
    library_size: Type.Number({ description: 'Sum of the counts' }),
    genes_detected: Type.Integer({ description: 'Genes with a count above 0' }),
    size_factor: Type.Number({ description: "DESeq2's median-of-ratios size factor" }),
    quality_control: Type.Object({
      status: QC_STATUS,
      source: QcSource,
      nuclear_transcripts: Nullable(Type.Number({ description: "From the archive's qc file" })),
      genes_detected: Nullable(Type.Integer({ description: "From the archive's qc file" })),
    }),
  },
  { title: 'ProjectSample' },
);

export const ProjectComparisonSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    type: Type.String({ description: 'TRANSCRIPTO, PROTEO or EXPERT' }),
    main_factor: ProjectFactorLevelSchema,
    secondary_factor: ProjectFactorLevelSchema,
    genolist_id: Nullable(
      Type.Integer({ description: "The comparison's genolist, null when the user may not see it" }),
    ),
  },
  { title: 'ProjectComparison' },
);

export const ProjectDataImportSchema = Type.Object(
  {
    task_id: Type.Integer({ description: 'The import task (administration console)' }),
    file_name: Type.String(),
    status: Type.Union([
      Type.Literal('PENDING'),
      Type.Literal('RUNNING'),
      Type.Literal('SUCCESS'),
      Type.Literal('FAILURE'),
    ]),
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent' }),
    step: Type.String({ description: 'queued, reading, computing, writing, done, failed' }),
    error: Nullable(Type.String({ description: 'Why it failed, naming the file, line and column' })),
    created_at: DateTime,
    finished_at: Nullable(DateTime),
  },
  { title: 'ProjectDataImport' },
);

export const ProjectSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    status: Type.String({
      description: 'SUCCESS (data imported), PENDING (created, awaiting data), PROCESSING, RUNNING or ERROR',
    }),
    public: Type.Boolean(),
    owner: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          first_name: Type.String(),
          last_name: Type.String(),
          username: Type.String(),
        },
        { title: 'ProjectOwner' },
      ),
    ),
    library: Nullable(Type.Object({ name: Type.String({ description: 'Library code, e.g. SLC001' }) })),
    organism: Nullable(Type.Object({ genus: Nullable(Type.String()), species: Nullable(Type.String()) })),
    factors: Type.Array(Type.String(), { description: 'Factor names, in the archive order' }),
    gene_count: Type.Integer({ description: 'Genes in the count table' }),
    creation_date: DateTime,
    updated_at: DateTime,
    samples_count: Type.Integer(),
    comparisons_count: Type.Integer(),
    genolists_count: Type.Integer({ description: 'Genolists of the project the user may see' }),
    is_favorite: Type.Boolean(),
    ...rightsProperties,
    samples: Type.Optional(Type.Array(ProjectSampleSchema, { description: 'With ?extended=true' })),
    comparisons: Type.Optional(Type.Array(ProjectComparisonSchema, { description: 'With ?extended=true' })),
    data_import: Type.Optional(
      Type.Union([ProjectDataImportSchema, Type.Null()], {
        description:
          "With ?extended=true: the latest import of the project's data (its archive, or a data file sent into it), null when none",
      }),
    ),
  },
  { title: 'Project' },
);

export const ProjectPageSchema = Page(ProjectSchema, 'ProjectPage');

export const PROJECT_ORDERINGS = ['-creation_date', 'creation_date', 'name', '-name'] as const;

export const ProjectListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description:
        'Instead of page_size (and before it when both are given), for recent lists: ?ordering=-creation_date&limit=n',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Case-insensitive, in the name or the description' }),
  ),
  favorites: Type.Optional(Type.Boolean({ description: "Only the user's favourites" })),
  ordering: Type.Optional(
    Type.Union(
      PROJECT_ORDERINGS.map((o) => Type.Literal(o)),
      { default: '-creation_date' },
    ),
  ),
});

export const ProjectDetailQuery = Type.Object({
  extended: Type.Optional(Type.Boolean({ description: 'Add the samples and comparisons' })),
});

export const ProjectCreateSchema = Type.Object(
  {
    name: Type.String({ maxLength: 200, description: 'Required, not blank' }),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { title: 'ProjectCreate' },
);

export const ProjectUpdateSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    owner: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: 'User id (staff only)' }))),
    public: Type.Optional(Type.Boolean({ description: 'Staff or the owner only' })),
  },
  { title: 'ProjectUpdate' },
);

export const ProjectFavoriteToggleSchema = Type.Object(
  { is_favorite: Type.Boolean(), message: Type.String() },
  { title: 'ProjectFavoriteToggle' },
);

/* ------------------------------------------------------------------------------ analyses */

const PcaPoint = Type.Object({
  sample: Type.String(),
  coordinates: Type.Array(Type.Number(), { description: 'coordinates[k] is coord_dim_{k+1}' }),
});

export const PcaResultSchema = Type.Object(
  {
    data: Type.String({
      description:
        'JSON text of [{sample, coord_dim_1, coord_dim_2, …}] (the field earlier clients read); `points` holds the same, typed',
    }),
    points: Type.Array(PcaPoint),
    sample_info: Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
      description: 'Per sample, its level of each factor',
    }),
    axis_titles: Type.Record(Type.String(), Type.String(), {
      description: "coord_dim_N → 'PCN (x.x%)'",
    }),
    dimensions: Type.Array(
      Type.Object({
        key: Type.String({ description: 'coord_dim_N' }),
        title: Type.String(),
        variance_explained: Type.Number({ description: 'percent' }),
      }),
    ),
    factor_names: Type.Array(Type.String()),
    variance_explained: Type.Object({
      pc1: Nullable(Type.Number({ description: 'percent' })),
      pc2: Nullable(Type.Number({ description: 'percent' })),
    }),
    n_genes_used: Type.Integer({ description: 'Most variable genes the PCA used (500 at most)' }),
  },
  { title: 'PcaResult' },
);

const CorrelationPair = Nullable(
  Type.Object({ sample_a: Type.String(), sample_b: Type.String(), r: Type.Number() }),
);

export const CorrelationResultSchema = Type.Object(
  {
    correlation_matrix: Type.Array(Type.Array(Nullable(Type.Number())), {
      description: 'Pearson r, in the order of sample_names; null where a sample has no variance',
    }),
    sample_names: Type.Array(Type.String()),
    sample_count: Type.Integer(),
    n_genes: Type.Integer({ description: 'Genes with at least one non-zero count' }),
    pairs: Type.Object({
      strong: Type.Integer({ description: `r > ${STRONG_CORRELATION}` }),
      moderate: Type.Integer({ description: `${MODERATE_CORRELATION} ≤ r ≤ ${STRONG_CORRELATION}` }),
      weak: Type.Integer({ description: `r < ${MODERATE_CORRELATION}` }),
      missing: Type.Integer({ description: 'Pairs with no r' }),
      total: Type.Integer({ description: 'n (n − 1) / 2, self pairs excluded' }),
    }),
    min_pair: CorrelationPair,
    max_pair: CorrelationPair,
  },
  { title: 'CorrelationResult' },
);

export const QualitySampleSchema = Type.Object(
  {
    sample_name: Type.String(),
    status: QC_STATUS,
    nuclear_transcripts: Nullable(Type.Number()),
    genes_detected: Type.Integer({ description: "The qc file's value, else the genes with a count above 0" }),
    library_size: Type.Number(),
    factors: Type.Array(ProjectFactorLevelSchema),
  },
  { title: 'QualitySample' },
);

const Fraction = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

export const QcRuleSchema = Type.Object(
  {
    code: Type.Literal('median_relative', {
      description:
        "Each sample against the median of the project's samples: FAIL when its library size is below library_fail × the median library size, or its genes detected below genes_fail × the median, or it has no counts; WARNING below library_warning or genes_warning; PASS otherwise",
    }),
    library_fail: Fraction('Fraction of the median library size below which a sample fails'),
    library_warning: Fraction('Fraction of the median library size below which a sample is warned'),
    genes_fail: Fraction('Fraction of the median genes detected below which a sample fails'),
    genes_warning: Fraction('Fraction of the median genes detected below which a sample is warned'),
  },
  {
    title: 'QcRule',
    description:
      'The rule GenoApp derived the statuses by, as a code and its parameters: the reader words it',
  },
);

export const QualityResultSchema = Type.Object(
  {
    nb_samples: Type.Integer(),
    source: Nullable(QcSource),
    rule: Nullable(QcRuleSchema),
    passed_samples: Type.Integer({ description: 'Number of samples with PASS' }),
    warning_samples: Type.Array(QualitySampleSchema),
    failed_samples: Type.Array(QualitySampleSchema),
  },
  { title: 'QualityResult' },
);

export const GenesDetectedSeriesSchema = Type.Array(
  Type.Object(
    {
      name: Type.String(),
      data: Type.Array(Type.Object({ sample: Type.String(), value: Type.Integer() })),
    },
    { title: 'GenesDetectedSeries' },
  ),
);

export const SequenceDistributionSchema = Type.Object(
  {
    source: Nullable(QcSource),
    rule: Nullable(
      Type.Object(
        {
          code: Type.Literal('assigned_reads_by_biotype', {
            description:
              "The counts' reads assigned to genes (summing to the library size), split by the biotype of the gene; unmapped, intronic and intergenic reads are not in the counts",
          }),
        },
        { title: 'SequenceDistributionRule' },
      ),
    ),
    categories: Type.Array(Type.String()),
    samples: Type.Array(
      Type.Object({
        sample: Type.String(),
        reads: Type.Record(Type.String(), Type.Number(), { description: 'Reads per category' }),
      }),
    ),
  },
  { title: 'SequenceDistribution' },
);

export const ProjectDataAccepted = Type.Object(
  {
    task_id: Type.Integer({ description: 'The import task that reads the file' }),
    status: Type.Literal('PROCESSING', { description: 'The project status until the task ends' }),
  },
  { title: 'ProjectDataAccepted' },
);
