/**
 * The first worksheet of an .xlsx workbook as tab-separated text, so that a spreadsheet goes
 * through the same table reader (`../archive/tables.ts`) and count parser as a .tsv file, with
 * the same checks and messages.
 *
 * Read with ExcelJS's streaming reader: rows arrive one at a time and only the text is kept,
 * never a workbook model (a cell object costs hundreds of bytes; the text a few). Row r of the
 * sheet is line r of the text, empty rows included, so messages name the row Excel shows.
 * Cells: numbers as JavaScript writes them (`12`, `0.5`, `1e-7`), text as is, formulas by
 * their cached result, booleans TRUE/FALSE, Excel errors (`#DIV/0!`) as their text, so they are
 * refused as counts with their own name. Cells holding a tab, quote or line break are quoted.
 *
 * "First" is the first tab of the workbook (workbook.xml order). Not supported: reading another
 * sheet, merged cells (only their top-left cell has a value), dates (styles are not read, so a
 * date is its serial number).
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { ArchiveError } from '../archive-types';

/** Far beyond what the upload limit lets a workbook hold; V8 strings stop near 512 MiB. */
const MAX_SHEET_TEXT = 256 * 1024 ** 2;

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
  if ('error' in value) return value.error;
  if ('text' in value) return String(value.text);
  return '';
}

function field(text: string): string {
  return /[\t"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cells of a row from column A, without the empty cells that trail it. */
function cells(row: ExcelJS.Row): string[] {
  const values = row.values as CellValue[];
  const texts = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts;
}

/**
 * Throws an `ArchiveError` naming `fileName` when the workbook cannot be read or has no
 * worksheet. The first sheet is read to its end: ExcelJS copies a sheet stored before the shared
 * strings to a temporary file and removes it once the sheet is read (or when the process, here
 * the import's worker thread, exits).
 */
export async function firstSheetAsTsv(path: string, fileName: string): Promise<string> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const lines: string[] = [];
  let size = 0;
  let width = 0;
  let found = false;
  try {
    for await (const sheet of reader) {
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0];
      const name = (sheet as unknown as { name?: string }).name;
      if (found || (first && name !== undefined && name !== first.name)) continue;
      found = true;
      for await (const row of sheet) {
        let texts = cells(row);
        if (row.number === 1) width = texts.length;
        // Excel leaves out empty cells at the end of a row: a row ending in missing counts
        // still has the header's width, so the parser reports which count is missing.
        else if (texts.length < width) texts = texts.concat(Array(width - texts.length).fill(''));
        while (lines.length < row.number - 1) lines.push('');
        const line = texts.map(field).join('\t');
        size += line.length + 1;
        if (size > MAX_SHEET_TEXT) {
          throw new ArchiveError(
            413,
            'the first sheet is too large to read; save it as a .csv or .tsv file instead',
            { file: fileName },
          );
        }
        lines.push(line);
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(400, `not a readable .xlsx workbook (${detail})`, { file: fileName });
  } finally {
    input.destroy();
  }
  if (!found) throw new ArchiveError(422, 'the workbook has no worksheet', { file: fileName });
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
