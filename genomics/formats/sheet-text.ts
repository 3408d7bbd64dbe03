/**
 * The rows of a worksheet as the text of a tab-separated table, so a workbook goes through the
 * same table readers as a .tsv file, with the same checks and messages. Used by the server's
 * streaming ExcelJS reader (server/imports/data-file/xlsx-sheet.ts) and by the browser's
 * (`xlsx-sheet.ts`), each turning its library's cells into text first.
 *
 * Row r of the sheet is line r of the text, empty rows included, so messages name the row Excel
 * shows; an empty row stays an empty line, which the readers skip. A row shorter than the first
 * (Excel leaves out empty cells at the end of a row) is padded to the first row's width, so a
 * reader reports which value is missing. Cells holding a
 * tab, a quote or a line break are quoted.
 */

function field(text: string): string {
  return /[\t"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell's value as the text it shows: numbers as JavaScript writes them, booleans TRUE/FALSE. */
export function cellText(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export class SheetText {
  private readonly lines: string[] = [];
  private size = 0;
  private width = 0;

  /** `maxChars`: the most text kept; `add` answers false past it (V8 strings stop near 512 MiB). */
  constructor(private readonly maxChars: number) {}

  /** The cells of sheet row `rowNumber` (1-based, rows in increasing order), from column A. */
  add(rowNumber: number, cells: readonly string[]): boolean {
    let texts = cells.slice();
    while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
    if (rowNumber === 1) this.width = texts.length;
    else if (texts.length > 0 && texts.length < this.width) {
      texts = texts.concat(Array(this.width - texts.length).fill(''));
    }
    while (this.lines.length < rowNumber - 1) this.lines.push('');
    const line = texts.map(field).join('\t');
    this.size += line.length + 1;
    if (this.size > this.maxChars) return false;
    this.lines.push(line);
    return true;
  }

  text(): string {
    return this.lines.length > 0 ? `${this.lines.join('\n')}\n` : '';
  }
}
