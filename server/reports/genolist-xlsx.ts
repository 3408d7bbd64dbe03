import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The genolist report (spec 1 §1, spec 2 §7): an Excel workbook built from plain data, with no
 * database or HTTP in sight. Three sheets:
 * - `Summary`: two columns (field, value): genolist, project, comparison (condition_1 vs
 *   condition_2), type, cutoffs, genes in the table, called genes total / up / down, GO term
 *   count, generation date (ISO 8601 UTC).
 * - `Genes`: one row per gene in file order: Gene ID, Symbol, Base mean, [Average log
 *   expression when the results have it], log2 fold change, p-value, adjusted p-value,
 *   Regulation (Up / Down / NS by the list's cutoffs). Numbers are numbers, missing values
 *   empty cells.
 * - `GO`: GO ID, Term, Ontology, Count, Term size, p-value, adjusted p-value, Genes (separated
 *   by ", "), most significant first.
 * Written with ExcelJS's streaming writer (inline strings, rows committed as they are added),
 * so 60,000 genes take a few seconds and little memory beyond the finished file.
 */

export interface GenolistReportData {
  summary: {
    name: string;
    description: string;
    project: string;
    comparison: string | null;
    type: string;
    pvalue_cutoff: number;
    fold_change_cutoff: number;
    gene_count: number;
    deg: { pos: number; neg: number; total: number };
    go_term_count: number;
  };
  generatedAt: Date;
  genes: {
    gene_id: string[];
    symbol: (string | null)[];
    base_mean: (number | null)[];
    ave_log_expr: (number | null)[];
    log2fc: (number | null)[];
    pvalue: (number | null)[];
    padj: (number | null)[];
    regulation: string[];
  };
  go: {
    go_id: string;
    term: string;
    ontology: string | null;
    count: number;
    term_size: number | null;
    pvalue: number | null;
    padj: number | null;
    genes: string[];
  }[];
}

/** Excel refuses cells longer than this. */
const MAX_CELL = 32_767;
const text = (value: string) => (value.length > MAX_CELL ? `${value.slice(0, MAX_CELL - 1)}…` : value);

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
  workbook.creator = 'GenoApp';
  workbook.created = data.generatedAt;

  const { summary } = data;
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { header: 'Field', key: 'field', width: 28 },
    { header: 'Value', key: 'value', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  const summaryRows: [string, string | number][] = [
    ['Genolist', summary.name],
    ['Description', summary.description],
    ['Project', summary.project],
    ['Comparison', summary.comparison ?? ''],
    ['Type', summary.type],
    ['Adjusted p-value cutoff', summary.pvalue_cutoff],
    ['Fold-change cutoff', summary.fold_change_cutoff],
    ['Genes in the table', summary.gene_count],
    ['Differential genes (total)', summary.deg.total],
    ['Up-regulated', summary.deg.pos],
    ['Down-regulated', summary.deg.neg],
    ['GO terms', summary.go_term_count],
    ['Generated', data.generatedAt.toISOString()],
  ];
  for (const [field, value] of summaryRows) {
    sheet.addRow([field, typeof value === 'string' ? text(value) : value]).commit();
  }
  sheet.commit();

  const genes = data.genes;
  const withAverage = genes.ave_log_expr.some((v) => v !== null);
  const geneSheet = workbook.addWorksheet('Genes', { views: [{ state: 'frozen', ySplit: 1 }] });
  geneSheet.columns = [
    { header: 'Gene ID', width: 20 },
    { header: 'Symbol', width: 14 },
    { header: 'Base mean', width: 12 },
    ...(withAverage ? [{ header: 'Average log expression', width: 14 }] : []),
    { header: 'log2 fold change', width: 16 },
    { header: 'p-value', width: 12 },
    { header: 'adjusted p-value', width: 16 },
    { header: 'Regulation', width: 12 },
  ];
  geneSheet.getRow(1).font = { bold: true };
  for (let i = 0; i < genes.gene_id.length; i++) {
    geneSheet
      .addRow([
        genes.gene_id[i],
        genes.symbol[i] ?? null,
        genes.base_mean[i] ?? null,
        ...(withAverage ? [genes.ave_log_expr[i] ?? null] : []),
        genes.log2fc[i] ?? null,
        genes.pvalue[i] ?? null,
        genes.padj[i] ?? null,
        genes.regulation[i],
      ])
      .commit();
  }
  geneSheet.commit();

  const goSheet = workbook.addWorksheet('GO', { views: [{ state: 'frozen', ySplit: 1 }] });
  goSheet.columns = [
    { header: 'GO ID', width: 12 },
    { header: 'Term', width: 50 },
    { header: 'Ontology', width: 10 },
    { header: 'Count', width: 8 },
    { header: 'Term size', width: 10 },
    { header: 'p-value', width: 12 },
    { header: 'adjusted p-value', width: 16 },
    { header: 'Genes', width: 80 },
  ];
  goSheet.getRow(1).font = { bold: true };
  for (const row of data.go) {
    goSheet
      .addRow([
        row.go_id,
        text(row.term),
        row.ontology,
        row.count,
        row.term_size,
        row.pvalue,
        row.padj,
        text(row.genes.join(', ')),
      ])
      .commit();
  }
  goSheet.commit();

  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
