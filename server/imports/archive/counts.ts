/**
 * The counts table: `gene_id` (unique, required), optional `gene_symbol`, then one column per
 * sample, in any order, named exactly as in the samples table. Input: the file's text and the
 * samples. Output: a gene-major `CountMatrix` whose sample order is the samples table's.
 * Every count is a finite non-negative number (fractional counts from RSEM or salmon are
 * fine); a missing count is refused, since size factors, PCA and correlations need them all.
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
  const width = sampleNames.length;
  let values = new Float64Array(Math.max(1, lineCount(text) - 1) * width);
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  const keys = new UniqueKeys('gene');
  readTable(
    file,
    text,
    (header) => {
      const id = header.require('gene_id');
      const symbol = header.index('gene_symbol');
      const { columns, targets } = sampleColumns(header, sampleNames, samplesFile);
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
  const used = geneIds.length * width;
  return { geneIds, symbols, sampleNames, values: used === values.length ? values : values.slice(0, used) };
}

/** For each sample column of the file (`columns`), the index of its sample (`targets`). */
function sampleColumns(header: Header, sampleNames: string[], samplesFile: string) {
  const named = new Set(['gene_id', 'gene_symbol']);
  const fileSamples = header.columns.filter((column) => !named.has(column));
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
