import { type Cell, csvCell, isMissing, tsvCell } from '../../genomics/delimited-text';
/**
 * Files made in the browser from data already on screen: CSV, TSV or JSON, named
 * `<name>.<csv|tsv|json>` (the spreadsheet-friendly option is TSV). The columns are mappings
 * (`key` for JSON, `label` for the header row, `value` to read a row), so a table exports its
 * own labelled columns without building a copy of its rows.
 *
 * - CSV (RFC 4180): comma-separated, CRLF line ends; TSV: tab-separated, LF line ends. Their
 *   cells follow `genomics/delimited-text.ts` (quoting, formulas defused, missing values empty),
 *   as the server's downloads do.
 * - JSON: an array of objects keyed by the columns' `key`, numbers as numbers, text as it is.
 * Missing values (null, undefined, NaN, ±Infinity) are empty cells, or `null` in JSON.
 * Numbers are written in JavaScript's shortest exact form (`1.69998e-257`, `0`), never rounded.
 *
 * Example, columns `[{key:'symbol', label:'Symbol'}, {key:'note', label:'Note'}]`:
 *   CSV   Symbol,Note\r\nFKBP5,"up, strongly"\r\n
 *   TSV   Symbol\tNote\nFKBP5\tup, strongly\n
 *   JSON  [{"symbol":"FKBP5","note":"up, strongly"}]
 */

export type ExportCell = Cell;

export interface ExportColumn<Row> {
  /** Property name in JSON. */
  key: string;
  /** Header in CSV and TSV. */
  label: string;
  value: (row: Row) => ExportCell;
}

export const EXPORT_FORMATS = ['csv', 'tsv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  tsv: 'text/tab-separated-values;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

function delimited<Row>(
  rows: Iterable<Row>,
  columns: readonly ExportColumn<Row>[],
  cell: (value: ExportCell) => string,
  separator: string,
  newline: string,
): string {
  const lines = [columns.map((column) => cell(column.label)).join(separator)];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(separator));
  return lines.join(newline) + newline;
}

export function toCsv<Row>(rows: Iterable<Row>, columns: readonly ExportColumn<Row>[]): string {
  return delimited(rows, columns, csvCell, ',', '\r\n');
}

export function toTsv<Row>(rows: Iterable<Row>, columns: readonly ExportColumn<Row>[]): string {
  return delimited(rows, columns, tsvCell, '\t', '\n');
}

export function toJson<Row>(rows: Iterable<Row>, columns: readonly ExportColumn<Row>[]): string {
  const objects: Record<string, ExportCell>[] = [];
  for (const row of rows) {
    const object: Record<string, ExportCell> = {};
    for (const column of columns) {
      const value = column.value(row);
      object[column.key] = isMissing(value) ? null : value;
    }
    objects.push(object);
  }
  return JSON.stringify(objects, null, 2);
}

export interface ExportFile {
  fileName: string;
  blob: Blob;
}

/** The whole file: `name` gets the format's extension (a name already ending in it keeps one). */
export function makeExport<Row>(
  format: ExportFormat,
  name: string,
  rows: Iterable<Row>,
  columns: readonly ExportColumn<Row>[],
): ExportFile {
  const text =
    format === 'csv' ? toCsv(rows, columns) : format === 'tsv' ? toTsv(rows, columns) : toJson(rows, columns);
  const extension = `.${format}`;
  const fileName = name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
  return { fileName, blob: new Blob([text], { type: MIME[format] }) };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The file name a server gave in `Content-Disposition` (`filename*=UTF-8''…` preferred over
 * `filename="…"`), without any directory part or control character, so a name can never point
 * outside the download folder; `fallback` when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
    const bare = /filename\s*=\s*([^;"\s]+)/.exec(header);
    name = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1];
  }
  const base = name?.split(/[/\\]/).pop()?.replace(CONTROL_CHARACTERS, '').trim();
  return base && base !== '.' && base !== '..' ? base : fallback;
}

/** Saves `blob` as `name` through the browser's download. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is released once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
