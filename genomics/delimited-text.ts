/**
 * Cells of the CSV and TSV files GenoApp writes, on the server (downloads) and in the browser
 * (exports of what is on screen), so that both follow one rule.
 *
 * - A missing value (null, undefined, NaN, ±Infinity) is an empty cell; a number is written in
 *   JavaScript's shortest exact form.
 * - Text that a spreadsheet would take for a formula — beginning with `=`, `+`, `-`, `@`, a tab
 *   or a carriage return — starts with an apostrophe instead, which Excel, LibreOffice and
 *   Google Sheets show as text and do not print (gene symbols, names and descriptions come from
 *   archives and users). Numbers are never touched: `-1.5` stays a number.
 * - CSV (RFC 4180): a cell holding a comma, a double quote or a line break is enclosed in double
 *   quotes, its quotes doubled. TSV: tabs and line breaks inside a cell become spaces.
 */

export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function isMissing(value: Cell): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value));
}

/** The cell's text before any quoting: empty when missing, formulas defused. */
export function cellText(value: Cell): string {
  if (isMissing(value)) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: Cell): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function tsvCell(value: Cell): string {
  return cellText(value).replace(/[\t\r\n]+/g, ' ');
}
