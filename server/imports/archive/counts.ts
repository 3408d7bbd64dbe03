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
 * - `parseCountMatrix`, a data file uploaded into a project (README, "The data file"): there is
 *   no samples table, so every column other than `gene_id` and `gene_symbol` is a sample, in
 *   file order, and at least `MIN_MATRIX_SAMPLES` of them are needed.
 *
 * Built for 60,000 genes × 384 samples: values go straight into one Float64Array sized from
 * the number of lines, integers are read digit by digit, and only a bad cell takes the slow
 * path that explains what is wrong with it.
 */
import { ArchiveError, type CountMatrix, type Sample } from '../archive-types';
import { type Header, parseNumber, type Row, readTable, type StringPool, UniqueKeys } from './tables';

export function parseCounts(
  file: string,
  text: string,
  samples: Sample[],
  samplesFile: string,
  strings?: StringPool,
): CountMatrix {
  const sampleNames = samples.map((sample) => sample.name);
  return readCounts(file, text, (header) => sampleColumns(header, sampleNames, samplesFile), strings);
}

/** Fewer samples give no correlation to show and a PCA of a single point. */
export const MIN_MATRIX_SAMPLES = 2;

export function parseCountMatrix(file: string, text: string, strings?: StringPool): CountMatrix {
  return readCounts(file, text, matrixColumns, strings);
}

/** Where each sample's counts are: file column `columns[k]` goes to sample `targets[k]`. */
interface SampleLayout {
  sampleNames: string[];
  columns: Int32Array;
  targets: Int32Array;
}

function readCounts(
  file: string,
  text: string,
  layoutOf: (header: Header) => SampleLayout,
  strings?: StringPool,
): CountMatrix {
  let sampleNames: string[] = [];
  let values = new Float64Array(0);
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  const keys = new UniqueKeys('gene');
  readTable(
    file,
    text,
    (header) => {
      const id = header.require('gene_id');
      const symbol = header.index('gene_symbol');
      const { columns, targets, ...layout } = layoutOf(header);
      sampleNames = layout.sampleNames;
      const width = sampleNames.length;
      values = new Float64Array(Math.max(1, lineCount(text) - 1) * width);
      return (row) => {
        const base = geneIds.length * width;
        geneIds.push(row.key(id, keys));
        symbols.push(row.optionalText(symbol));
        if (base + width > values.length) values = grown(values);
        const fields = row.fields;
        for (let k = 0; k < width; k++) {
          const value = parseNumber(fields[columns[k] as number] as string);
          values[base + (targets[k] as number)] =
            value !== undefined && value >= 0 ? value : badCount(row, columns[k] as number);
        }
      };
    },
    strings,
  );
  if (geneIds.length === 0) throw new ArchiveError(422, 'no genes', { file });
  const used = geneIds.length * sampleNames.length;
  return { geneIds, symbols, sampleNames, values: used === values.length ? values : values.slice(0, used) };
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
      throw new ArchiveError(422, `column ${index + 1} has no name: every sample column needs one`, {
        file: header.file,
        line: 1,
      });
    }
    sampleNames.push(name);
    columns.push(index);
  }
  if (sampleNames.length < MIN_MATRIX_SAMPLES) {
    throw new ArchiveError(
      422,
      `a count matrix needs gene_id, optionally gene_symbol, then at least ${MIN_MATRIX_SAMPLES} sample columns (found ${sampleNames.length})`,
      { file: header.file, line: 1 },
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
    const problems = [
      missing.length > 0 ? `no column for ${nameList(missing)}` : '',
      extra.length > 0 ? `columns not in ${samplesFile}: ${nameList(extra)}` : '',
    ];
    throw new ArchiveError(
      422,
      `sample columns do not match ${samplesFile}: ${problems.filter(Boolean).join('; ')}`,
      {
        file: header.file,
        line: 1,
      },
    );
  }
  return {
    sampleNames,
    columns: Int32Array.from(fileSamples, (name) => header.index(name)),
    targets: Int32Array.from(fileSamples, (name) => sampleNames.indexOf(name)),
  };
}

function badCount(row: Row, column: number): never {
  if (Number.isNaN(row.number(column))) {
    throw row.fail(column, 'a count is missing (counts may not be NA or empty)');
  }
  throw row.fail(column, `${row.cell(column)} is negative`);
}

function nameList(names: string[]): string {
  const shown = names.slice(0, 10).map((name) => `"${name}"`);
  return names.length > 10 ? `${shown.join(', ')} … (${names.length} in all)` : shown.join(', ');
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
