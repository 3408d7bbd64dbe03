import { Type } from 'typebox';
import { Nullable, Page } from '../http/schemas';
import { VALUE_ORDERINGS } from './rows';

/** Shapes of a genolist's data: frame, rows, GO, plots, downloads. */

const NullableNumbers = (description: string) => Type.Array(Nullable(Type.Number()), { description });

export const FrameSchema = Type.Object(
  {
    genolist_id: Type.Integer(),
    n: Type.Integer({ minimum: 0, description: 'Rows; every array has this length' }),
    gene_ref_id: Type.Array(Type.Integer(), { description: 'Gene reference id (boxplot-data?genoref=)' }),
    gene_id: Type.Array(Type.String(), { description: 'Gene id in the reference database (Ensembl)' }),
    symbol: Type.Array(Nullable(Type.String())),
    base_mean: NullableNumbers('DESeq2 baseMean (null for edgeR and limma results)'),
    ave_log_expr: NullableNumbers('edgeR logCPM or limma AveExpr (null for DESeq2 results)'),
    log2fc: NullableNumbers('log2 fold change, condition_1 over condition_2'),
    pvalue: NullableNumbers('p-value; 0 where it underflowed'),
    padj: NullableNumbers('Adjusted p-value (FDR)'),
  },
  {
    title: 'GenolistFrame',
    description: 'The whole genolist column by column, in file order (server/genolists/FRAME.md)',
  },
);

export const GeneNamesSchema = Type.Object(
  {
    genolist_id: Type.Integer(),
    n: Type.Integer({ minimum: 0, description: "Rows, as the frame's n" }),
    name: Type.Array(Nullable(Type.String()), {
      description: 'Gene name (annotation description) of each frame row, in frame order; null when none',
    }),
  },
  {
    title: 'GenolistGeneNames',
    description: "The names of the frame's genes, for searching by name (server/genolists/FRAME.md)",
  },
);

export const GeneRowSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Value row id' }),
    gene_id: Type.String(),
    symbols: Nullable(Type.String()),
    gene_name: Nullable(Type.String({ description: 'Gene name (description) from the annotation' })),
    genoref: Type.Object(
      { id: Type.Integer(), symbols: Nullable(Type.String()) },
      { title: 'GenolistGeneRowRef' },
    ),
    base_mean: Nullable(Type.Number()),
    log2_fold_change: Type.Number(),
    pvalue: Nullable(Type.Number()),
    adjusted_p_value: Type.Number(),
    minus_log10_pvalue: Nullable(
      Type.Number({ description: '−log10(p-value); null when p is missing or 0' }),
    ),
    p_zero: Type.Boolean({ description: 'The p-value is 0 (underflow): draw at the top' }),
    regulation: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('none')]),
  },
  { title: 'GenolistGeneRow' },
);

export const GenoRefSchema = Type.Object(
  {
    id: Type.Integer(),
    symbols: Nullable(Type.String({ description: 'Gene symbol' })),
    id_reference_database: Type.String({ description: 'Gene id (Ensembl)' }),
    description: Nullable(Type.String({ description: 'Gene name' })),
    biotype: Nullable(Type.String()),
  },
  { title: 'GenolistGeneRef' },
);

export const ValueRowSchema = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer({ description: 'Row of the results file, from 0' }),
    genoref: GenoRefSchema,
    base_mean: Nullable(Type.Number()),
    ave_log_expr: Nullable(Type.Number({ description: 'edgeR logCPM or limma AveExpr' })),
    log_2_FC: Nullable(Type.Number()),
    pvalue: Nullable(Type.Number()),
    pvalue_adj: Nullable(Type.Number()),
  },
  { title: 'GenolistValue' },
);

export const ValuePageSchema = Page(ValueRowSchema, 'GenolistValuePage');

export const ValuesQuery = Type.Object({
  genolist: Type.Integer({ minimum: 1 }),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Rows a page; 100 by default' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Same as page_size, when it is absent' }),
  ),
  ordering: Type.Optional(
    Type.Enum(VALUE_ORDERINGS, {
      default: 'position',
      description: 'File order by default; missing values sort last either way',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the symbol, gene id or gene name (any case)' }),
  ),
});

export const GenolistQuery = Type.Object({ genolist: Type.Integer({ minimum: 1 }) });

export const GoValueSchema = Type.Object(
  {
    id: Type.Integer(),
    genolist_id: Type.Integer(),
    go_id: Type.String({ description: 'GO:0005886' }),
    go_term: Type.String({ description: 'Term name' }),
    goref: Type.Object(
      {
        id: Type.Integer(),
        term: Type.String({ description: 'GO id' }),
        description: Type.String({ description: 'Term name' }),
        ontology: Nullable(Type.String({ description: 'BP, MF or CC' })),
      },
      { title: 'GenolistGoRef' },
    ),
    count: Type.Integer({ description: 'Genes of the list in the term' }),
    nb_genes_in_term: Nullable(Type.Integer({ description: 'Genes in the term' })),
    pvalue: Nullable(Type.Number()),
    pvalue_adj: Nullable(Type.Number()),
    genes_in_term: Type.Array(Type.String(), {
      description: 'Symbols (or gene ids) of the list in the term',
    }),
  },
  { title: 'GenolistGoValue' },
);

export const GoGeneSchema = Type.Object(
  {
    gene: Type.String({ description: 'As the GO row names it: a symbol or a gene id' }),
    genoref: Nullable(GenoRefSchema),
    base_mean: Nullable(Type.Number()),
    log_2_FC: Nullable(Type.Number()),
    pvalue_adj: Nullable(Type.Number()),
  },
  { title: 'GenolistGoGene' },
);

export const VolcanoMaSchema = Type.Object(
  {
    genolist_id: Type.Integer(),
    ma_x_kind: Type.Union([Type.Literal('log10_base_mean'), Type.Literal('ave_log_expr')], {
      description: "What `ma_x` holds: log10(baseMean) (DESeq2) or edgeR's logCPM / limma's AveExpr",
    }),
    counts: Type.Object(
      {
        total: Type.Integer({ description: 'Rows of the list' }),
        plotted: Type.Integer({ description: 'Genes in the arrays' }),
        missing_pvalue: Type.Integer({ description: 'Genes left out: no adjusted p-value or no log2FC' }),
        p_zero: Type.Integer({ description: 'Plotted genes whose adjusted p-value is 0' }),
      },
      { title: 'GenolistVolcanoCounts' },
    ),
    max_minus_log10_padj: Nullable(Type.Number({ description: 'Largest finite −log10(padj)' })),
    gene_ref_id: Type.Array(Type.Integer()),
    gene_id: Type.Array(Type.String()),
    symbol: Type.Array(Nullable(Type.String())),
    log2fc: Type.Array(Type.Number()),
    minus_log10_padj: NullableNumbers('−log10(adjusted p); null where padj = 0 (see p_zero)'),
    p_zero: Type.Array(Type.Boolean(), { description: 'padj = 0: draw at the top of the volcano' }),
    ma_x: NullableNumbers('x of the MA plot; null where baseMean is 0'),
  },
  { title: 'GenolistVolcanoMa', description: 'Both plots, one array per field, the genes in file order' },
);

const BoxplotPoint = Type.Object(
  {
    sample: Type.String(),
    sample_id: Type.Integer(),
    value: Type.Number({ description: 'log2(count / size factor + 1)' }),
  },
  { title: 'GenolistBoxplotPoint' },
);

export const BoxplotSchema = Type.Object(
  {
    genolist_id: Type.Integer(),
    gene: Type.Object(
      { id: Type.Integer(), symbol: Nullable(Type.String()), gene_id: Type.String() },
      { title: 'GenolistBoxplotGene' },
    ),
    factor: Nullable(Type.String()),
    condition_1_name: Nullable(Type.String()),
    condition_2_name: Nullable(Type.String()),
    condition_1_values: Type.Array(BoxplotPoint),
    condition_2_values: Type.Array(BoxplotPoint),
    other_values: Type.Array(
      Type.Object(
        {
          sample: Type.String(),
          sample_id: Type.Integer(),
          value: Type.Number(),
          level: Nullable(Type.String({ description: "The sample's level of the comparison's factor" })),
        },
        { title: 'GenolistBoxplotOtherPoint' },
      ),
      { description: 'Samples in neither condition' },
    ),
  },
  { title: 'GenolistBoxplot' },
);

/** The heatmap asks for at most this many genes at once (expert mode: every DEG, capped). */
export const MAX_EXPRESSION_GENES = 5000;

export const ExpressionBody = Type.Object({
  gene_ref_ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: MAX_EXPRESSION_GENES,
    description: 'Gene reference ids (frame gene_ref_id), in the order the rows are wanted',
  }),
});

export const ExpressionSchema = Type.Object(
  {
    genolist_id: Type.Integer(),
    factor: Nullable(Type.String()),
    condition_1_name: Nullable(Type.String()),
    condition_2_name: Nullable(Type.String()),
    samples: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          condition: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])),
          level: Nullable(Type.String({ description: "The sample's level of the comparison's factor" })),
        },
        { title: 'GenolistExpressionSample' },
      ),
      { description: 'Condition 1 first, then condition 2, then the other samples, each in column order' },
    ),
    genes: Type.Array(
      Type.Object(
        {
          gene_ref_id: Type.Integer(),
          symbol: Nullable(Type.String()),
          gene_id: Type.String(),
          values: Type.Array(Type.Number(), {
            description:
              'log2(count / size factor + 1) per sample, in the order of `samples` (7 significant digits)',
          }),
        },
        { title: 'GenolistExpressionGene' },
      ),
      { description: 'The genes asked for that have expression, in the order asked' },
    ),
    missing_gene_ref_ids: Type.Array(Type.Integer(), {
      description: 'Genes asked for that the project has no expression for',
    }),
  },
  { title: 'GenolistExpression' },
);

export const BoxplotQuery = Type.Object({
  genoref: Type.Integer({ minimum: 1, description: 'Gene reference id (frame gene_ref_id)' }),
});

export const SamplesQuery = Type.Object({
  factors: Type.Integer({ minimum: 1, description: 'A factor level id: the samples having that level' }),
});

export const DownloadQuery = Type.Object({
  format: Type.Optional(Type.Enum(['csv', 'tsv', 'json'], { default: 'csv' })),
});

export const ReportAvailabilitySchema = Type.Object(
  {
    available: Type.Boolean(),
    reason: Type.Optional(Type.String({ description: 'Why not, in the language of Accept-Language' })),
  },
  { title: 'GenolistReportAvailability' },
);

export { FileResponse } from '../http/schemas';
