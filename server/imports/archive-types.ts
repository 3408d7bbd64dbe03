/**
 * The import archive (format v1, archive/README.md) once read and validated, in
 * memory, before anything touches the database. Numbers use typed arrays; a missing value
 * (`NA`, `NaN`, empty cell) is NaN in a Float64Array and null elsewhere.
 */

import type { QcStatus } from '../../genomics/compute/derived-qc';
import type { CountMatrix } from '../../genomics/formats/counts';
import type { GeneAnnotation } from '../../genomics/formats/genes';
import type { GoTerm } from '../../genomics/formats/go';
import type { ResultsTable } from '../../genomics/formats/results';
import type { Sample } from '../../genomics/formats/samples';
import type { TableError, TablePlace } from '../../genomics/formats/table-error';
import type { ZipError } from '../../genomics/formats/zip-directory';
import type { EncodedCounts } from './raw-counts';

export type { ResultsDialect } from '../../genomics/formats/results';
// The archive's tables are read by the shared table readers; their types are the readers'.
export type { CountMatrix, GeneAnnotation, GoTerm, QcStatus, ResultsTable, Sample };

export type ComparisonType = 'TRANSCRIPTO' | 'PROTEO';

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
 * What writing needs of a count matrix: the genes and samples, and the counts kept exact
 * (`raw-counts.ts`), either compressed already (`raw`, what the import worker sends: the
 * analysis has digested the values) or as the values themselves, compressed as they are written.
 */
export type CountsToWrite = Omit<CountMatrix, 'values'> & { raw?: EncodedCounts; values?: Float64Array };

/**
 * Why an archive or a data file was refused. `status` is the HTTP status an upload answers with
 * when the problem is found before the background task starts (400 unreadable archive, 413 too
 * large, 422 readable archive whose data is invalid). The message names file, line and column.
 */
export class ArchiveError extends Error {
  /** A table's refusal (`TableError`): a readable file whose data is invalid, the same message. */
  static fromTable(error: TableError): ArchiveError {
    return new ArchiveError(422, error.problem, error.where);
  }

  /** A ZIP file's refusal, found on its central directory. */
  static fromZip(error: ZipError): ArchiveError {
    return new ArchiveError(error.status, error.message);
  }

  constructor(
    readonly status: 400 | 413 | 422,
    readonly problem: string,
    readonly where: TablePlace = {},
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
