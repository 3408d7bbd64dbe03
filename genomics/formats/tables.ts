/**
 * Delimited text tables: UTF-8 (a BOM is dropped), a header row, double-quoted fields honoured
 * (R's `write.table` quotes strings even with `sep = "\t"`). The delimiter is the file name's
 * (comma for `.csv`, tab otherwise) unless the caller names one (`TableLayout`, from
 * `sniffTable` for a researcher's own files). papaparse hands over one record at a time, so a
 * table is never held whole as strings. Every refusal is a `TableError` naming file, line and
 * column.
 *
 * Line numbers are 1-based with the header on line 1 and count physical lines, so they stay
 * what a text editor shows even after a quoted field that spans lines. Blank lines are skipped.
 *
 * Missing values: `NA`, `NaN` and the empty cell. `parseNumber` gives NaN for them and
 * `undefined` for anything that is not a plain decimal number (`Inf`, hex, padded spaces).
 */
import Papa from 'papaparse';
import { TableError, type TableErrorCode, type TableErrorParams } from './table-error';

export function decodeText(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    throw new TableError('not-utf8', {}, { file, line });
  }
}

function isMissing(text: string): boolean {
  return text === '' || text === 'NA' || text === 'NaN';
}

/** NaN when missing, undefined when not a plain decimal number. Plain integers skip `Number`. */
export function parseNumber(text: string): number | undefined {
  const length = text.length;
  if (length > 0 && length < 16) {
    let value = 0;
    let i = 0;
    for (; i < length; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    if (i === length) return value;
  }
  // Number() also reads hex, binary and octal literals, Infinity and space-padded text; a
  // finite result whose first, second and last characters exclude those is a decimal number.
  const value = Number(text);
  if (Number.isFinite(value) && length > 0) {
    const first = text.charCodeAt(0);
    const radix = text.charCodeAt(1) | 0x20;
    if (
      isDigitOrDot(text.charCodeAt(length - 1)) &&
      (isDigitOrDot(first) || first === 0x2b || first === 0x2d) &&
      radix !== 0x78 &&
      radix !== 0x62 &&
      radix !== 0x6f
    ) {
      return value;
    }
  }
  return isMissing(text) ? Number.NaN : undefined;
}

function isDigitOrDot(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2e;
}

/**
 * The strings an archive keeps, each stored once. Cells are V8 substrings pointing into the
 * whole text of their file, so keeping them as they are would keep every file in memory; and
 * the same gene ids and symbols recur in counts, genes, every results and GO table. One pool
 * per archive (`readArchive` shares it between tables) answers a single detached copy.
 *
 * An entry also remembers which key column last claimed it and on which line, so checking
 * that gene ids are unique costs no second hash lookup (20 tables × 60,000 rows add up).
 */
export class StringPool {
  private readonly entries = new Map<string, Pooled>();

  entry(text: string): Pooled {
    let entry = this.entries.get(text);
    if (entry === undefined) {
      // Slicing a concatenation makes V8 flatten it into a fresh string first.
      const kept = ` ${text}`.slice(1);
      entry = { text: kept, owner: null, line: 0 };
      this.entries.set(kept, entry);
    }
    return entry;
  }
}

interface Pooled {
  text: string;
  owner: UniqueKeys | null;
  line: number;
}

/** The key column of one table, whose values may not repeat; `code` is the refusal of a repeat. */
export class UniqueKeys {
  constructor(readonly code: 'duplicate-gene' | 'duplicate-sample' | 'duplicate-term') {}
}

export class Header {
  constructor(
    readonly file: string,
    readonly columns: string[],
    /** Where the header is: line 1 unless lines before it were dropped (`TableLayout.firstLine`). */
    readonly line = 1,
  ) {}

  /** −1 when absent. */
  index(name: string): number {
    return this.columns.indexOf(name);
  }

  require(name: string): number {
    const index = this.columns.indexOf(name);
    if (index < 0)
      throw new TableError('column-missing', { column: name }, { file: this.file, line: this.line });
    return index;
  }
}

/** One record; the same object is refilled for every line, so keep values, not the row. */
export class Row {
  fields: string[] = [];
  line = 0;

  constructor(
    private readonly header: Header,
    private readonly strings: StringPool,
    private readonly decimalComma = false,
  ) {}

  /** R's row names have no column name: the place is then the line alone. */
  fail(column: number, code: TableErrorCode, params: TableErrorParams = {}): TableError {
    const name = this.header.columns[column];
    return new TableError(code, params, {
      file: this.header.file,
      line: this.line,
      ...(name ? { column: name } : {}),
    });
  }

  cell(column: number): string {
    return this.fields[column] ?? '';
  }

  text(column: number): string {
    return this.strings.entry(this.present(column)).text;
  }

  /** A required value that no earlier line of the table had: the message names both lines. */
  key(column: number, keys: UniqueKeys): string {
    const entry = this.strings.entry(this.present(column));
    if (entry.owner === keys) throw this.fail(column, keys.code, { value: entry.text, line: entry.line });
    entry.owner = keys;
    entry.line = this.line;
    return entry.text;
  }

  /** null when the column is absent (index −1) or the cell is missing. */
  optionalText(column: number): string | null {
    if (column < 0) return null;
    const text = this.cell(column);
    return isMissing(text) ? null : this.strings.entry(text).text;
  }

  /** For values split out of a cell, such as the genes of a GO term. */
  keep(text: string): string {
    return this.strings.entry(text).text;
  }

  private present(column: number): string {
    const text = this.cell(column);
    if (isMissing(text)) throw this.fail(column, 'value-required');
    return text;
  }

  /** NaN when the column is absent (index −1) or the cell is missing. */
  number(column: number): number {
    if (column < 0) return Number.NaN;
    const text = this.cell(column);
    const value = parseNumber(this.decimalComma ? text.replace(',', '.') : text);
    if (value === undefined) {
      throw this.fail(column, /^[+-]?inf/i.test(text) ? 'not-finite' : 'not-a-number', { value: text });
    }
    return value;
  }

  nonNegative(column: number): number {
    const value = this.number(column);
    if (Number.isNaN(value)) throw this.fail(column, 'value-required');
    if (value < 0) throw this.fail(column, 'negative', { value: this.cell(column) });
    return value;
  }

  /** A p-value or adjusted p-value: in [0, 1], or NaN when missing. */
  probability(column: number): number {
    const value = this.number(column);
    if (value < 0 || value > 1) throw this.fail(column, 'not-probability', { value: this.cell(column) });
    return value;
  }
}

/**
 * How to read a text other than by its file name: its delimiter, whether numbers use a decimal
 * comma (`;`-separated files of a French or German spreadsheet), the line number of the text's
 * first line (lines dropped before it, such as featureCounts' comment, still count), and names
 * put before the header's own (`['']` when R wrote row names without a header cell for them).
 */
export interface TableLayout {
  delimiter: string;
  decimalComma: boolean;
  firstLine: number;
  headerPrefix: string[];
}

/**
 * Parses `text` (the content of `file`, whose extension chose the delimiter): `onHeader` sees
 * the column names and answers the function that takes every following record, checked to
 * have as many fields as the header.
 */
export function readTable(
  file: string,
  text: string,
  onHeader: (header: Header) => (row: Row) => void,
  strings = new StringPool(),
  layout: Partial<TableLayout> = {},
): void {
  let reader: { header: Header; row: Row; onRow: (row: Row) => void } | undefined;
  // Only a quoted field can span lines; without any quote, one record is one line.
  const mayContainBreaks = text.includes('"');
  const firstLine = layout.firstLine ?? 1;
  let line = firstLine;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    delimiter: layout.delimiter ?? (file.toLowerCase().endsWith('.csv') ? ',' : '\t'),
    quoteChar: '"',
    step: ({ data, errors, meta }) => {
      const start = line;
      line += mayContainBreaks ? countBreaks(text, cursor, meta.cursor, meta.linebreak) : 1;
      cursor = meta.cursor;
      const error = errors[0];
      if (error) throw new TableError('malformed-quotes', { detail: error.message }, { file, line: start });
      const blank = data.length === 1 && data[0] === '';
      if (!reader) {
        if (blank) throw new TableError('header-missing', {}, { file, line: start });
        const names = layout.headerPrefix ? [...layout.headerPrefix, ...data] : data;
        const header = new Header(file, checkedColumns(file, names, start), start);
        reader = { header, row: new Row(header, strings, layout.decimalComma), onRow: onHeader(header) };
        return;
      }
      if (blank) return;
      const expected = reader.header.columns.length;
      if (data.length !== expected) {
        throw new TableError('field-count', { found: data.length, expected }, { file, line: start });
      }
      reader.row.fields = data;
      reader.row.line = start;
      reader.onRow(reader.row);
    },
  });
  if (!reader) throw new TableError('empty-file', {}, { file });
}

/** Names are trimmed: spreadsheets pad them, and `"pvalue "` would otherwise hide a column. */
function checkedColumns(file: string, names: string[], line: number): string[] {
  const columns = names.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of columns) {
    if (seen.has(name)) throw new TableError('column-twice', { column: name }, { file, line });
    seen.add(name);
  }
  return columns;
}

function countBreaks(text: string, from: number, to: number, linebreak: string): number {
  const mark = linebreak === '\r' ? '\r' : '\n';
  let count = 0;
  for (let at = text.indexOf(mark, from); at >= 0 && at < to; at = text.indexOf(mark, at + 1)) count++;
  return count;
}
