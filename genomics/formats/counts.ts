/**
 * The counts table: `gene_id` (unique, required), optional `gene_symbol`, then one column per
 * sample. Input: the file's text and, in an archive, the samples. Output: a gene-major
 * `CountMatrix`. Every count is a finite non-negative number (fractional counts from RSEM or
 * salmon are fine); a missing count is refused, since size factors, PCA and correlations need
 * them all.
 *
 * Two readings of the same table:
 * - `parseCounts`, in an archive: sample columns in any order, named exactly as in the samples
 *   table, whose order the matrix takes.
 * - `parseCountMatrix`, a data file uploaded into a project (server/imports/data-file/README.md):
 *   there is no samples table, so every column other than `gene_id` and `gene_symbol` is a
 *   sample, in file order, and at least `MIN_MATRIX_SAMPLES` of them are needed.
 *
 * Built for 60,000 genes × 384 samples: values go straight into one Float64Array sized from
 * the number of lines, integers are read digit by digit, and only a bad cell takes the slow
 * path that explains what is wrong with it.
 */
import type { Sample } from './samples';
import { TableError } from './table-error';
import {
  type Header,
  parseNumber,
  type Row,
  type StringPool,
  type TableLayout,
  TableReader,
  UniqueKeys,
} from './tables';

/** Gene-major matrix: `values[g * sampleNames.length + s]` is the count of gene g in sample s. */
export interface CountMatrix {
  geneIds: string[];
  symbols: (string | null)[];
  /** In the order of `samples.tsv`, whatever the column order of the counts file. */
  sampleNames: string[];
  values: Float64Array;
}

export function parseCounts(
  file: string,
  text: string,
  samples: Sample[],
  samplesFile: string,
  strings?: StringPool,
): CountMatrix {
  return readWhole(text, (lines) => archiveCountsReader(file, lines, samples, samplesFile, strings));
}

/** `parseCounts` for a text given in pieces (`countsReader`). */
export function archiveCountsReader(
  file: string,
  lines: number,
  samples: Sample[],
  samplesFile: string,
  strings?: StringPool,
): CountsReader {
  const sampleNames = samples.map((sample) => sample.name);
  return countsReader(
    file,
    lines,
    (header) => ({ ...namedGeneColumns(header), ...sampleColumns(header, sampleNames, samplesFile) }),
    strings,
  );
}

/** Fewer samples give no correlation to show and a PCA of a single point. */
export const MIN_MATRIX_SAMPLES = 2;

export function parseCountMatrix(file: string, text: string, strings?: StringPool): CountMatrix {
  return readWhole(text, (lines) => countMatrixReader(file, lines, strings));
}

/** `parseCountMatrix` for a text given in pieces (`countsReader`). */
export function countMatrixReader(file: string, lines: number, strings?: StringPool): CountsReader {
  return countsReader(
    file,
    lines,
    (header) => ({ ...namedGeneColumns(header), ...matrixColumns(header) }),
    strings,
  );
}

function namedGeneColumns(header: Header): { id: number; symbol: number } {
  return { id: header.require('gene_id'), symbol: header.index('gene_symbol') };
}

/** Where each sample's counts are: file column `columns[k]` goes to sample `targets[k]`. */
export interface SampleLayout {
  sampleNames: string[];
  columns: Int32Array;
  targets: Int32Array;
}

/**
 * The reading both share, and the researcher's matrices too (`count-matrix.ts`): `layoutOf` sees
 * the header and answers which column holds the genes, their symbols (−1: none) and the samples.
 */
export function readCounts(
  file: string,
  text: string,
  layoutOf: (header: Header) => SampleLayout & { id: number; symbol: number },
  strings?: StringPool,
  layout?: Partial<TableLayout>,
): CountMatrix {
  return readWhole(text, (lines) => countsReader(file, lines, layoutOf, strings, layout));
}

/** A whole text through the reader its line count sizes. */
function readWhole(text: string, reader: (lines: number) => CountsReader): CountMatrix {
  const counts = reader(lineCount(text));
  counts.push(text);
  return counts.end();
}

/** A counts table given piece by piece (`TableReader`). */
export interface CountsReader {
  push(text: string): void;
  end(): CountMatrix;
}

/**
 * `readCounts` for a text given in pieces, never whole; `lines`, at least the text's line count
 * (its line feeds, plus one when it does not end with one), sizes the matrix once.
 */
export function countsReader(
  file: string,
  lines: number,
  layoutOf: (header: Header) => SampleLayout & { id: number; symbol: number },
  strings?: StringPool,
  layout?: Partial<TableLayout>,
): CountsReader {
  let sampleNames: string[] = [];
  let values = new Float64Array(0);
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  const keys = new UniqueKeys('duplicate-gene');
  const decimalComma = layout?.decimalComma ?? false;
  const table = new TableReader(
    file,
    (header) => {
      const { id, symbol, columns, targets, ...samples } = layoutOf(header);
      sampleNames = samples.sampleNames;
      const width = sampleNames.length;
      values = new Float64Array(Math.max(1, lines - 1) * width);
      return (row) => {
        const base = geneIds.length * width;
        geneIds.push(row.key(id, keys));
        symbols.push(row.optionalText(symbol));
        if (base + width > values.length) values = grown(values);
        const fields = row.fields;
        for (let k = 0; k < width; k++) {
          const cell = fields[columns[k] as number] as string;
          const value = parseNumber(decimalComma ? cell.replace(',', '.') : cell);
          values[base + (targets[k] as number)] =
            value !== undefined && value >= 0 ? value : badCount(row, columns[k] as number);
        }
      };
    },
    strings,
    layout,
  );
  return {
    push: (text) => table.push(text),
    end: () => {
      table.end();
      if (geneIds.length === 0) throw new TableError('no-genes', {}, { file });
      const used = geneIds.length * sampleNames.length;
      return {
        geneIds,
        symbols,
        sampleNames,
        values: used === values.length ? values : values.slice(0, used),
      };
    },
  };
}

const NAMED_COLUMNS = new Set(['gene_id', 'gene_symbol']);

/**
 * The samples of a data file: every other column, in file order. Checked on the header alone,
 * so an upload can be refused before it is queued (`inspectDataFile`).
 */
export function matrixColumns(header: Header): SampleLayout {
  header.require('gene_id');
  const sampleNames: string[] = [];
  const columns: number[] = [];
  for (const [index, name] of header.columns.entries()) {
    if (NAMED_COLUMNS.has(name)) continue;
    if (name === '') {
      throw new TableError('column-unnamed', { index: index + 1 }, { file: header.file, line: header.line });
    }
    sampleNames.push(name);
    columns.push(index);
  }
  if (sampleNames.length < MIN_MATRIX_SAMPLES) {
    throw new TableError(
      'too-few-samples',
      { min: MIN_MATRIX_SAMPLES, found: sampleNames.length },
      { file: header.file, line: header.line },
    );
  }
  return {
    sampleNames,
    columns: Int32Array.from(columns),
    targets: Int32Array.from(columns, (_, k) => k),
  };
}

/** For each sample column of the file (`columns`), the index of its sample (`targets`). */
function sampleColumns(header: Header, sampleNames: string[], samplesFile: string): SampleLayout {
  const fileSamples = header.columns.filter((column) => !NAMED_COLUMNS.has(column));
  const extra = fileSamples.filter((column) => !sampleNames.includes(column));
  const missing = sampleNames.filter((name) => !fileSamples.includes(name));
  if (extra.length > 0 || missing.length > 0) {
    const code =
      extra.length === 0
        ? 'samples-without-column'
        : missing.length === 0
          ? 'columns-without-sample'
          : 'sample-columns-mismatch';
    throw new TableError(code, { samplesFile, missing, extra }, { file: header.file, line: header.line });
  }
  return {
    sampleNames,
    columns: Int32Array.from(fileSamples, (name) => header.index(name)),
    targets: Int32Array.from(fileSamples, (name) => sampleNames.indexOf(name)),
  };
}

function badCount(row: Row, column: number): never {
  if (Number.isNaN(row.number(column))) throw row.fail(column, 'count-missing');
  throw row.fail(column, 'negative', { value: row.cell(column) });
}

/** An upper bound of the records: a file with only CR line ends under-counts, hence `grown`. */
function lineCount(text: string): number {
  let count = text.endsWith('\n') ? 0 : 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

function grown(values: Float64Array) {
  const next = new Float64Array(values.length * 2);
  next.set(values);
  return next;
}
