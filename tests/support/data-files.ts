import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { DEMO } from './archives';

/**
 * Count matrices for the data file of a project (server/imports/data-file/README.md), made from
 * the counts file inside a real demo archive, so that what a data file gives can be compared with
 * what the archive's import gives for the same counts.
 */

/** The counts.tsv of a demo archive, as its text. */
export async function demoCounts(library: keyof typeof DEMO): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(DEMO[library]));
  const file = zip.file('counts.tsv');
  if (!file) throw new Error(`no counts.tsv in ${DEMO[library]}`);
  return file.async('string');
}

/** The cells of a tab-separated text (the demo counts hold no quote, comma or tab in a cell). */
export function cellsOf(tsv: string): string[][] {
  return tsv
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

export const csvOf = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;
export const tsvOf = (rows: string[][]) => `${rows.map((row) => row.join('\t')).join('\n')}\n`;

/**
 * A workbook whose first sheet holds `rows`: numbers where a cell reads as one, text otherwise,
 * nothing for an empty cell. `sharedStrings: false` writes inline strings, as streaming writers
 * do (the reader then meets the sheet before any shared-strings table). `extraSheets` adds
 * sheets after it, which the reader must leave alone.
 */
export async function xlsxOf(
  rows: (string | number | null)[][],
  { sharedStrings = true, extraSheets = [] as string[] } = {},
): Promise<Buffer> {
  const cell = (value: string | number | null, column: number, row: number) =>
    row > 0 && column > 1 && typeof value === 'string' && value !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value === ''
        ? null
        : value;
  if (sharedStrings) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('counts');
    rows.forEach((row, r) => {
      sheet.addRow(row.map((value, c) => cell(value, c, r)));
    });
    for (const name of extraSheets) workbook.addWorksheet(name).addRow(['not', 'this', 'sheet']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('counts');
  rows.forEach((row, r) => {
    sheet.addRow(row.map((value, c) => cell(value, c, r))).commit();
  });
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
