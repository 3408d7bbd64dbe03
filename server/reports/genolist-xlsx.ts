import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type GenolistReportData, writeGenolistReport } from '../../genomics/genolist-report';

export type { GenolistReportData };

/**
 * The genolist report as XLSX bytes (its sheets: genomics/genolist-report.ts), written with
 * ExcelJS's streaming writer (inline strings, rows committed as they are added), so 60,000 genes
 * take a few seconds and little memory beyond the finished file.
 */
export async function buildGenolistXlsx(data: GenolistReportData): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  writeGenolistReport(workbook, data);
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
