/**
 * The first worksheet of an .xlsx workbook as tab-separated text (genomics/formats/sheet-text.ts,
 * shared with the browser's reader), so that a spreadsheet goes through the same table reader
 * and count parser as a .tsv file, with the same checks and messages.
 *
 * Read with ExcelJS's streaming reader from disk: rows arrive one at a time and only the text is
 * kept, never a workbook model (a cell object costs hundreds of bytes; the text a few), which
 * keeps a server's memory bounded (the browser reads whole workbooks with read-excel-file, a
 * twentieth of ExcelJS's size). Cells: numbers as JavaScript writes them (`12`, `0.5`, `1e-7`),
 * text as is, formulas by their cached result, booleans TRUE/FALSE, Excel errors (`#DIV/0!`) as
 * their text, so they are refused as counts with their own name.
 *
 * "First" is the first tab of the workbook (workbook.xml order). Not supported: reading another
 * sheet, merged cells (only their top-left cell has a value), dates (styles are not read, so a
 * date is its serial number).
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { cellText as primitiveText, SheetText } from '../../../genomics/formats/sheet-text';
import { ArchiveError } from '../archive-types';

/** Far beyond what the upload limit lets a workbook hold; V8 strings stop near 512 MiB. */
const MAX_SHEET_TEXT = 256 * 1024 ** 2;

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): string {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) {
    return primitiveText(value);
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
  if ('error' in value) return value.error;
  if ('text' in value) return String(value.text);
  return '';
}

/** Cells of a row from column A. */
function cells(row: ExcelJS.Row): string[] {
  const values = row.values as CellValue[];
  return Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
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
  const sheetText = new SheetText(MAX_SHEET_TEXT);
  let found = false;
  try {
    for await (const sheet of reader) {
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0];
      const name = (sheet as unknown as { name?: string }).name;
      if (found || (first && name !== undefined && name !== first.name)) continue;
      found = true;
      for await (const row of sheet) {
        if (!sheetText.add(row.number, cells(row))) {
          throw new ArchiveError(
            413,
            'the first sheet is too large to read; save it as a .csv or .tsv file instead',
            { file: fileName },
          );
        }
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
  return sheetText.text();
}
