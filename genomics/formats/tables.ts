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

/**
 * `decodeText` for bytes given piece by piece: each piece's text (a character split between two
 * pieces comes out with the second); `last` for the final piece. A refusal names the line.
 */
export class Utf8Pieces {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /** Line feeds in the pieces decoded so far. */
  private lineFeeds = 0;

  constructor(private readonly file: string) {}

  decode(bytes: Uint8Array, last = false): string {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: !last });
    } catch {
      const lenient = new TextDecoder('utf-8').decode(bytes);
      const line = this.lineFeeds + lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
      throw new TableError('not-utf8', {}, { file: this.file, line });
    }
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) this.lineFeeds++;
    return text;
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
  const reader = new TableReader(file, onHeader, strings, layout);
  reader.push(text);
  reader.end();
}

/**
 * `readTable` for a text given piece by piece (`push`, split anywhere, in order; then `end`), so
 * that a file of hundreds of megabytes is never one string: each run of whole records is
 * parsed as soon as it has arrived, and only the unfinished record is carried over. A file
 * whose only line break is a lone CR is parsed at `end`, whole.
 */
export class TableReader {
  private reader: { header: Header; row: Row; onRow: (row: Row) => void } | undefined;
  private line: number;
  private pending = '';
  private readonly delimiter: string;
  /** Papa's own guess from the text's first megabyte, kept for every piece. */
  private newline: '\n' | '\r\n' | '\r' | undefined;

  constructor(
    private readonly file: string,
    private readonly onHeader: (header: Header) => (row: Row) => void,
    private readonly strings = new StringPool(),
    private readonly layout: Partial<TableLayout> = {},
  ) {
    this.line = layout.firstLine ?? 1;
    this.delimiter = layout.delimiter ?? (file.toLowerCase().endsWith('.csv') ? ',' : '\t');
  }

  push(text: string): void {
    const pending = this.pending + text;
    if (this.newline === undefined) {
      if (pending.length < GUESS_WINDOW) {
        this.pending = pending;
        return;
      }
      this.newline = guessLineEnding(pending);
    }
    const cut = lastRecordBreak(pending, this.delimiter, this.newline);
    if (cut < 0) {
      this.pending = pending;
      return;
    }
    this.parse(pending.slice(0, cut + 1), true);
    this.pending = pending.slice(cut + 1);
  }

  end(): void {
    this.newline ??= guessLineEnding(this.pending);
    this.parse(this.pending, false);
    this.pending = '';
    if (!this.reader) throw new TableError('empty-file', {}, { file: this.file });
  }

  /** `endsWithBreak`: papaparse then reads an empty record after that break, which is not in the file. */
  private parse(text: string, endsWithBreak: boolean): void {
    const file = this.file;
    let cursor = 0;
    Papa.parse<string[]>(text, {
      delimiter: this.delimiter,
      newline: this.newline,
      quoteChar: '"',
      step: ({ data, errors, meta }) => {
        if (endsWithBreak && cursor === text.length) return;
        const start = this.line;
        // Physical lines, as an editor shows them: a quoted field may hold line breaks.
        this.line += countBreaks(text, cursor, meta.cursor, meta.linebreak);
        cursor = meta.cursor;
        const error = errors[0];
        if (error) throw new TableError('malformed-quotes', { detail: error.message }, { file, line: start });
        const blank = data.length === 1 && data[0] === '';
        if (!this.reader) {
          if (blank) throw new TableError('header-missing', {}, { file, line: start });
          const names = this.layout.headerPrefix ? [...this.layout.headerPrefix, ...data] : data;
          const header = new Header(file, checkedColumns(file, names, start), start);
          this.reader = {
            header,
            row: new Row(header, this.strings, this.layout.decimalComma),
            onRow: this.onHeader(header),
          };
          return;
        }
        if (blank) return;
        const expected = this.reader.header.columns.length;
        if (data.length !== expected) {
          throw new TableError('field-count', { found: data.length, expected }, { file, line: start });
        }
        this.reader.row.fields = data;
        this.reader.row.line = start;
        this.reader.onRow(this.reader.row);
      },
    });
  }
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
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

// Where the scan is in a record.
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: the field's end, or the first of a doubled quote. */
const CLOSING = 3;
const CLOSING_CR = 4;

/** papaparse guesses the line ending from the text's first megabyte (`guessLineEnding`). */
const GUESS_WINDOW = 1024 ** 2;

/** papaparse's guess, which it makes only when given a whole text: the most frequent ending outside quotes. */
function guessLineEnding(text: string): '\n' | '\r\n' | '\r' {
  const unquoted = text.substring(0, GUESS_WINDOW).replace(/"[\s\S]*?"/g, '');
  const r = unquoted.split('\r');
  const n = unquoted.split('\n');
  if (r.length === 1 || (n.length > 1 && (n[0] as string).length < (r[0] as string).length)) return '\n';
  const withN = r.filter((part) => part[0] === '\n').length;
  return withN >= r.length / 2 ? '\r\n' : '\r';
}

/**
 * Where the last line break that ends a record is in `text` (which starts with a record), as
 * papaparse splits it with `newline`: a quote opens a quoted field only at a field's start, and
 * a quoted field ends at a quote followed by the delimiter or a line break. −1 when there is
 * none, when lines end with a lone CR, or when the quoting is irregular: the rest is then parsed
 * whole at `end`, where papaparse explains it.
 */
function lastRecordBreak(text: string, delimiter: string, newline: '\n' | '\r\n' | '\r'): number {
  if (newline === '\r' || delimiter.length !== 1) return -1;
  const crlf = newline === '\r\n';
  if (!text.includes('"')) {
    if (!crlf) return text.lastIndexOf('\n');
    const at = text.lastIndexOf('\r\n');
    return at < 0 ? -1 : at + 1;
  }
  const separator = delimiter.charCodeAt(0);
  let last = -1;
  let state = FIELD_START;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (state === QUOTED) {
      if (code === QUOTE) state = CLOSING;
    } else if (state === CLOSING) {
      if (code === QUOTE) state = QUOTED;
      else if (code === separator) state = FIELD_START;
      else if (code === LF && !crlf) {
        last = at;
        state = FIELD_START;
      } else if (code === CR && crlf) state = CLOSING_CR;
      else return -1;
    } else if (state === CLOSING_CR) {
      if (code !== LF) return -1;
      last = at;
      state = FIELD_START;
    } else if (code === separator) state = FIELD_START;
    else if (code === LF && (!crlf || text.charCodeAt(at - 1) === CR)) {
      last = at;
      state = FIELD_START;
    } else state = code === QUOTE && state === FIELD_START ? QUOTED : UNQUOTED;
  }
  return last;
}
