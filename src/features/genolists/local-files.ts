import { genolistReportData, writeGenolistReport } from '../../../genomics/genolist-report';
import { genolistTable, type ResultColumns, transcriptoValuesTsv } from '../../../genomics/genolist-table';
import type { ExportFile } from '../../lib/export';
import type { GeneNames } from './api/get-gene-names';
import type { GoValue } from './api/get-go-values';
import type { Genolist } from './api/get-my-genolists';
import type { GeneFrame } from './gene-frame';

/**
 * The server's genolist downloads made in the browser from the copy on this device (the frame,
 * the genolist, its GO terms, its genes' names), with the code the server makes them with
 * (genomics/): the same file whether the server or this device made it. Used when the server
 * cannot be reached.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The frame as the shared result columns: its one expression column goes where the results had it. */
export function resultColumns(frame: GeneFrame): ResultColumns {
  const none: ArrayLike<undefined> = { length: frame.n };
  return {
    n: frame.n,
    gene_id: frame.geneId,
    symbol: frame.symbol,
    base_mean: frame.expressionKind === 'base_mean' ? frame.expression : none,
    ave_log_expr: frame.expressionKind === 'ave_log_expr' ? frame.expression : none,
    log2fc: frame.log2fc,
    pvalue: frame.pvalue,
    padj: frame.padj,
  };
}

/** `genolist_{id}_transcripto_values.tsv`: every row, as `download-transcripto-values`. */
export function transcriptoValuesFile(frame: GeneFrame): ExportFile {
  return {
    fileName: `genolist_${frame.genolistId}_transcripto_values.tsv`,
    blob: new Blob([transcriptoValuesTsv(resultColumns(frame))], {
      type: 'text/tab-separated-values;charset=utf-8',
    }),
  };
}

/** `genolist_{id}.csv`: every gene with its name and regulation, as `download?format=csv`. */
export function genolistCsvFile(
  frame: GeneFrame,
  names: GeneNames,
  cutoffs: Pick<Genolist, 'pvalue_cutoff' | 'fold_change_cutoff'>,
): ExportFile {
  const descriptions = names.lines.split('\n');
  const text = genolistTable({ columns: resultColumns(frame), descriptions, cutoffs }, 'csv');
  return {
    fileName: `genolist_${frame.genolistId}.csv`,
    blob: new Blob([text], { type: 'text/csv;charset=utf-8' }),
  };
}

/**
 * `genolist_{id}_report.xlsx`, the server's report, in the interface's language. ExcelJS (≈ 270 kB compressed) loads only
 * now, on the first report made on this device.
 */
export async function reportFile(
  genolist: Genolist,
  frame: GeneFrame,
  go: readonly GoValue[],
  language: string,
): Promise<ExportFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Worded as the server words it for the interface's language.
  const locale = language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  writeGenolistReport(workbook, genolistReportData(genolist, resultColumns(frame), go, new Date(), locale));
  const bytes = await workbook.xlsx.writeBuffer();
  return { fileName: `genolist_${frame.genolistId}_report.xlsx`, blob: new Blob([bytes], { type: XLSX }) };
}
