/**
 * The first worksheet of an .xlsx workbook held in memory, as the text of a tab-separated table
 * (`sheet-text.ts`), read by read-excel-file: maintained, about 50 kB with its unzipper and XML
 * parser, and able to run in a worker (ExcelJS's browser build is 950 kB and holds a whole
 * workbook model). `read-file.ts` loads this module only when a workbook is read, so it stays out
 * of every other bundle.
 *
 * The ZIP directory is checked first (`zip-directory.ts`, as the server checks uploads).
 * Numbers keep the digits the workbook stores (no round trip through a JavaScript number), text
 * is not trimmed, formulas give their cached result, booleans TRUE/FALSE. A cell that a date
 * format shows as a date gives its ISO date (Excel turns the symbols SEPT1 or MARCH1 into dates:
 * they cannot be told back). An Excel error (`#DIV/0!`) reads as an empty cell, so it is a
 * missing value. Not supported: another sheet than the first (in the workbook's order), merged
 * cells (only their top-left cell has a value).
 */
import { readSheet, type SheetData } from 'read-excel-file/universal';
import { cellText, SheetText } from './sheet-text';
import { TableError } from './table-error';
import { readZipDirectory, ZipError } from './zip-directory';

/** What a workbook may declare once expanded: its XML is several times the text it holds. */
const MAX_EXPANDED_BYTES = 512 * 1024 ** 2;

/**
 * The workbook's ZIP directory checked before anything is inflated, as the server checks an
 * upload (zip bombs, absurd sizes, corrupt directories), so a hostile file cannot exhaust the
 * worker's memory.
 */
async function checkDirectory(file: string, bytes: Uint8Array): Promise<void> {
  let expanded = 0;
  try {
    const entries = await readZipDirectory({
      size: bytes.length,
      read: async (offset, length) => bytes.subarray(offset, offset + length),
    });
    for (const entry of entries) expanded += entry.uncompressedSize;
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    if (error.status === 413)
      throw new TableError('too-large', { limit: MAX_EXPANDED_BYTES / 1024 ** 2 }, { file });
    throw new TableError('xlsx-unreadable', { detail: error.message }, { file });
  }
  if (expanded > MAX_EXPANDED_BYTES) {
    throw new TableError('too-large', { limit: MAX_EXPANDED_BYTES / 1024 ** 2 }, { file });
  }
}

export async function xlsxFirstSheetText(file: string, bytes: Uint8Array, maxChars: number): Promise<string> {
  await checkDirectory(file, bytes);
  let rows: SheetData<string>;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    rows = await readSheet<string>(buffer, { trim: false, parseNumber: (text: string) => text });
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    if (code === 'XLS_FILE_NOT_SUPPORTED') throw new TableError('legacy-xls', {}, { file });
    if (name === 'SheetNotFoundError') throw new TableError('xlsx-no-sheet', {}, { file });
    throw new TableError('xlsx-unreadable', { detail: code ?? message ?? String(error) }, { file });
  }
  const sheet = new SheetText(maxChars);
  for (const [index, row] of rows.entries()) {
    const cells = row.map((value) => cellText(value as string | boolean | Date | null));
    if (!sheet.add(index + 1, cells)) {
      throw new TableError('too-large', { limit: Math.round(maxChars / 1024 ** 2) }, { file });
    }
  }
  return sheet.text();
}
