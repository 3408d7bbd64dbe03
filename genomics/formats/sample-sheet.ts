/**
 * A researcher's sample sheet, matched to the sample columns of their count matrix. Input: the
 * sheet's name and text, and the matrix (its file, sample names and the columns they came
 * from). Output: a `SampleSheet` in the matrix's sample order: for each factor (every column but
 * the samples'), the level of each sample.
 *
 * The samples are R's row names (`write.csv(colData)`: the column named "", unless it holds R's
 * own row numbers), else a column named like sample, sample_name, SampleID, name, id …, else the
 * first named column. A row names a matrix
 * sample by its name, by the column it came from (a featureCounts path), or by that file's name,
 * letter case aside. Every row must name a sample of the matrix and every sample must have a
 * row: otherwise the refusal lists the names on either side (the sheet's extra rows, the
 * matrix's samples without a row), at the line of the first extra row, else the header's. A
 * sample named twice is refused with both lines. A missing
 * level is null. A factor whose values are all numbers says so (`numeric`: a covariate such as
 * age or RIN); its levels are still its texts.
 */
import { areRowIndices, findColumn, previewValues } from './columns';
import { sniffTable } from './sniff';
import { TableError } from './table-error';
import { readTable, StringPool } from './tables';

export interface SampleFactor {
  name: string;
  /** One level per matrix sample, in the matrix's order; null when the sheet leaves it empty. */
  values: (string | null)[];
  /** The distinct levels, in the order they first appear in the matrix's samples. */
  levels: string[];
  numeric: boolean;
}

export interface SampleSheet {
  file: string;
  /** The column naming the samples ("" for R's row names). */
  sampleColumn: string;
  /** The matrix's sample names, in its order. */
  samples: string[];
  /** The line of each sample's row. */
  lines: number[];
  /** The header's line (after comment lines, if any). */
  headerLine: number;
  factors: SampleFactor[];
}

/**
 * The level of every sample for one factor or covariate of a design, which needs them all:
 * refused, with the file, line and column, when the sheet has no such column or leaves a
 * sample's level empty.
 */
export function designColumn(sheet: SampleSheet, name: string): string[] {
  const factor = sheet.factors.find((candidate) => candidate.name === name);
  if (!factor)
    throw new TableError('column-missing', { column: name }, { file: sheet.file, line: sheet.headerLine });
  return factor.values.map((value, sample) => {
    if (value !== null) return value;
    throw new TableError('value-required', {}, { file: sheet.file, line: sheet.lines[sample], column: name });
  });
}

export interface MatrixSamples {
  file: string;
  sampleNames: readonly string[];
  /** The column each sample came from, when it was renamed (featureCounts paths). */
  sampleColumns?: readonly string[];
}

const SAMPLE_NAMES = ['sample', 'samples', 'samplename', 'sampleid', 'name', 'id', 'library', 'x'];

const keyOf = (name: string) => name.trim().toLowerCase();
const fileOf = (column: string) => (column.split(/[\\/]/).pop() ?? column).replace(/\.(bam|sam|cram)$/i, '');

function lookup(matrix: MatrixSamples): Map<string, number> {
  const byName = new Map<string, number>();
  const add = (name: string, sample: number) => {
    if (!byName.has(keyOf(name))) byName.set(keyOf(name), sample);
  };
  matrix.sampleNames.forEach(add);
  matrix.sampleColumns?.forEach((column, sample) => {
    add(column, sample);
    add(fileOf(column), sample);
  });
  return byName;
}

export function readSampleSheet(file: string, text: string, matrix: MatrixSamples): SampleSheet {
  const sniffed = sniffTable(file, text);
  const names = sniffed.columns;
  // R's row names, unless they are R's own row numbers (a data frame whose rows had no names).
  const rowNames = names[0] === '' && !areRowIndices(previewValues(names, sniffed.preview, ''));
  const named = names.filter((name) => name !== '');
  const sampleColumn = rowNames ? '' : (findColumn(named, SAMPLE_NAMES) ?? named[0] ?? null);
  if (sampleColumn === null)
    throw new TableError('no-sample-column', {}, { file, line: sniffed.layout.firstLine });
  const byName = lookup(matrix);
  const count = matrix.sampleNames.length;
  const lines = new Int32Array(count);
  const notInMatrix: string[] = [];
  let firstUnmatched = 0;
  let factors: { name: string; at: number; values: (string | null)[] }[] = [];
  let sampleAt = -1;
  readTable(
    file,
    sniffed.body,
    (header) => {
      sampleAt = header.require(sampleColumn);
      factors = header.columns
        .map((name, at) => ({ name, at, values: Array<string | null>(count).fill(null) }))
        .filter(({ name, at }) => at !== sampleAt && name !== '');
      return (row) => {
        const name = row.text(sampleAt);
        const sample = byName.get(keyOf(name)) ?? byName.get(keyOf(fileOf(name)));
        if (sample === undefined) {
          notInMatrix.push(name);
          firstUnmatched ||= row.line;
          return;
        }
        if (lines[sample] !== 0) {
          throw row.fail(sampleAt, 'duplicate-sample', { value: name, line: lines[sample] as number });
        }
        lines[sample] = row.line;
        for (const factor of factors) factor.values[sample] = row.optionalText(factor.at);
      };
    },
    new StringPool(),
    sniffed.layout,
  );
  const notInSheet = matrix.sampleNames.filter((_, sample) => lines[sample] === 0);
  if (notInMatrix.length > 0 || notInSheet.length > 0) {
    const where = {
      file,
      line: notInMatrix.length > 0 ? firstUnmatched : sniffed.layout.firstLine,
      ...(sampleColumn === '' ? {} : { column: sampleColumn }),
    };
    const matrixFile = matrix.file;
    if (notInSheet.length === 0)
      throw new TableError('sheet-samples-not-in-matrix', { matrixFile, names: notInMatrix }, where);
    if (notInMatrix.length === 0)
      throw new TableError('matrix-samples-not-in-sheet', { matrixFile, names: notInSheet }, where);
    throw new TableError('sheet-matrix-mismatch', { matrixFile, notInMatrix, notInSheet }, where);
  }
  return {
    file,
    sampleColumn,
    samples: matrix.sampleNames.slice(),
    lines: Array.from(lines),
    headerLine: sniffed.layout.firstLine,
    factors: factors.map(({ name, values }) => ({
      name,
      values,
      levels: [...new Set(values.filter((value): value is string => value !== null))],
      numeric:
        values.every((value) => value === null || Number.isFinite(Number(value))) &&
        values.some((v) => v !== null),
    })),
  };
}
