/**
 * How a researcher's own text table is laid out, guessed from its first lines, so that it reads
 * however R, Excel or a pipeline wrote it. Input: the file's name and decoded text. Output: a
 * `TableLayout` for `readTable`, the column names and a preview of the first rows.
 *
 * - Comment lines before the header (`#`, as featureCounts writes its command line) are
 *   dropped; line numbers still count them.
 * - The delimiter is the one of tab, comma, semicolon and space that splits every sampled line
 *   into the same number of fields (more than one), the file name's first (`.csv`: comma then
 *   semicolon; otherwise tab first), space last; failing that, the one that leaves the header
 *   one field short of its rows. That is R's `write.table` with row names: the missing first
 *   name becomes the empty name, as `write.csv` writes it, so row names are always the column
 *   named "".
 * - Semicolon-separated numbers written with a decimal comma (a French or German spreadsheet's
 *   CSV) read as numbers.
 * Not supported: fixed-width columns, a header spread over several lines.
 */
import Papa from 'papaparse';
import type { TableLayout } from './tables';

/** Lines looked at for the delimiter, and rows shown in a preview. */
const SAMPLED_LINES = 50;
export const PREVIEW_ROWS = 10;

export interface SniffedTable {
  layout: TableLayout;
  /** The text from the header on (comment lines removed). */
  body: string;
  columns: string[];
  /** The first `PREVIEW_ROWS` data rows, as cells. */
  preview: string[][];
  /** Comment lines before the header, without their `#`. */
  comments: string[];
}

const DECIMAL_COMMA = /^[-+]?\d*,\d+([eE][-+]?\d+)?$/;

function candidates(file: string): string[] {
  return file.toLowerCase().replace(/\.gz$/, '').endsWith('.csv')
    ? [',', ';', '\t', ' ']
    : ['\t', ',', ';', ' '];
}

function split(lines: string[], delimiter: string): string[][] {
  return Papa.parse<string[]>(lines.join('\n'), { delimiter, quoteChar: '"', skipEmptyLines: true }).data;
}

/** Every row as wide as the header, or (`shortHeader`) the header one short: R's row names. */
function fits(rows: string[][], shortHeader: boolean): boolean {
  const [header, ...data] = rows;
  if (!header) return false;
  const width = data[0]?.length ?? header.length;
  return (
    width > 1 && data.every((row) => row.length === width) && header.length === width - (shortHeader ? 1 : 0)
  );
}

export function sniffTable(file: string, text: string): SniffedTable {
  const comments: string[] = [];
  let offset = 0;
  while (text.startsWith('#', offset)) {
    const end = text.indexOf('\n', offset);
    comments.push(text.slice(offset + 1, end < 0 ? text.length : end).replace(/\r$/, ''));
    offset = end < 0 ? text.length : end + 1;
  }
  const body = offset > 0 ? text.slice(offset) : text;
  const lines: string[] = [];
  for (let at = 0; at < body.length && lines.length < SAMPLED_LINES; ) {
    const end = body.indexOf('\n', at);
    const line = body.slice(at, end < 0 ? body.length : end).replace(/\r$/, '');
    if (line.trim() !== '') lines.push(line);
    at = end < 0 ? body.length : end + 1;
  }
  const options = candidates(file);
  const fallback = options[0] as string;
  const delimiter =
    options.find((option) => fits(split(lines, option), false)) ??
    options.find((option) => fits(split(lines, option), true)) ??
    fallback;
  const rows = split(lines, delimiter);
  const [header = [], ...data] = rows;
  const rowNames = data.length > 0 && header.length === (data[0]?.length ?? 0) - 1;
  const preview = data.slice(0, PREVIEW_ROWS);
  const decimalComma =
    delimiter === ';' && preview.some((row) => row.some((cell) => DECIMAL_COMMA.test(cell)));
  const headerPrefix = rowNames ? [''] : [];
  return {
    layout: { delimiter, decimalComma, firstLine: comments.length + 1, headerPrefix },
    body,
    columns: [...headerPrefix, ...header].map((name) => name.trim()),
    preview,
    comments,
  };
}
