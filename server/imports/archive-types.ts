/**
 * The import archive (format v1, DESIGN.md "The import archive") once read and validated, in
 * memory, before anything touches the database. Numbers use typed arrays; a missing value
 * (`NA`, `NaN`, empty cell) is NaN in a Float64Array and null elsewhere.
 */

export type ComparisonType = 'TRANSCRIPTO' | 'PROTEO';
export type ResultsDialect = 'DESeq2' | 'edgeR' | 'limma';
export type QcStatus = 'PASS' | 'WARNING' | 'FAIL';

export interface ManifestComparison {
  name: string;
  description: string;
  factor: string;
  /** Numerator of the fold change. */
  condition_1: string;
  /** Reference level. */
  condition_2: string;
  results: string;
  go: string | null;
  type: ComparisonType;
  source: string;
  pvalue_cutoff: number;
  fold_change_cutoff: number;
}

export interface Manifest {
  format: 'genoapp-export';
  version: 1;
  project: {
    name: string;
    description: string;
    library: string;
    organism: { genus: string; species: string };
  };
  factors: string[];
  samples: string;
  counts: string;
  genes: string | null;
  qc: string | null;
  sequence_distribution: string | null;
  comparisons: ManifestComparison[];
}

export interface Sample {
  name: string;
  /** Level of each manifest factor, in manifest order. */
  factors: Record<string, string>;
  genus: string | null;
  species: string | null;
}

/** Gene-major matrix: `values[g * sampleNames.length + s]` is the count of gene g in sample s. */
export interface CountMatrix {
  geneIds: string[];
  symbols: (string | null)[];
  /** In the order of `samples.tsv`, whatever the column order of the counts file. */
  sampleNames: string[];
  values: Float64Array;
}

export interface GeneAnnotation {
  geneId: string;
  symbol: string | null;
  description: string | null;
  biotype: string | null;
}

export interface QcRow {
  sample: string;
  status: QcStatus;
  nuclear_transcripts: number | null;
  genes_detected: number | null;
}

export interface SequenceDistributionRow {
  sample: string;
  category: string;
  reads: number;
}

/** One row per gene of the results file, in file order. NaN = missing. */
export interface ResultsTable {
  dialect: ResultsDialect;
  geneIds: string[];
  symbols: (string | null)[];
  /** DESeq2 baseMean; NaN for the other dialects. */
  baseMean: Float64Array;
  /** edgeR logCPM or limma AveExpr (log2 scale); NaN for DESeq2. */
  aveLogExpr: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
}

export interface GoTerm {
  go_id: string;
  term: string;
  ontology: 'BP' | 'MF' | 'CC' | null;
  count: number;
  term_size: number | null;
  pvalue: number | null;
  padj: number | null;
  /** Gene symbols (or ids) of the list that fall in the term. */
  genes: string[];
}

export interface ParsedComparison extends ManifestComparison {
  table: ResultsTable;
  goTerms: GoTerm[] | null;
}

export interface ParsedArchive {
  manifest: Manifest;
  samples: Sample[];
  counts: CountMatrix;
  genes: GeneAnnotation[] | null;
  qc: QcRow[] | null;
  sequenceDistribution: SequenceDistributionRow[] | null;
  comparisons: ParsedComparison[];
}

/**
 * Why an archive was refused. `status` is the HTTP status an upload answers with when the
 * problem is found before the background task starts (400 unreadable archive, 413 too large,
 * 422 readable archive whose data is invalid). The message names file, line and column.
 */
export class ArchiveError extends Error {
  constructor(
    readonly status: 400 | 413 | 422,
    readonly problem: string,
    readonly where: { file?: string; line?: number; column?: string } = {},
  ) {
    const place = [
      where.file,
      where.line !== undefined ? `line ${where.line}` : undefined,
      where.column ? `column ${where.column}` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    super(place ? `${place}: ${problem}` : problem);
  }
}
