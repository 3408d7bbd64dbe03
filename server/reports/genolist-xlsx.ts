import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '../http/messages';

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
 * so 60,000 genes take a few seconds and little memory beyond the finished file. Sheet names,
 * headers, fields and the regulation of each gene are in the request's language (French:
 * Résumé, Gènes, GO; Surexprimé, Sous-exprimé, NS): the workbook is read by people; the CSV,
 * TSV and JSON downloads are the machine-readable ones.
 */

const WORDS = {
  en: {
    summary: 'Summary',
    genes: 'Genes',
    go: 'GO',
    field: 'Field',
    value: 'Value',
    genolist: 'Genolist',
    description: 'Description',
    project: 'Project',
    comparison: 'Comparison',
    type: 'Type',
    pvalueCutoff: 'Adjusted p-value cutoff',
    foldChangeCutoff: 'Fold-change cutoff',
    geneCount: 'Genes in the table',
    degTotal: 'Differential genes (total)',
    up: 'Up-regulated',
    down: 'Down-regulated',
    goTerms: 'GO terms',
    generated: 'Generated',
    geneId: 'Gene ID',
    symbol: 'Symbol',
    baseMean: 'Base mean',
    averageLogExpression: 'Average log expression',
    log2fc: 'log2 fold change',
    pvalue: 'p-value',
    padj: 'adjusted p-value',
    regulation: 'Regulation',
    goId: 'GO ID',
    term: 'Term',
    ontology: 'Ontology',
    count: 'Count',
    termSize: 'Term size',
    goGenes: 'Genes',
    regulations: { Up: 'Up', Down: 'Down', NS: 'NS' } as Record<string, string>,
  },
  fr: {
    summary: 'Résumé',
    genes: 'Gènes',
    go: 'GO',
    field: 'Champ',
    value: 'Valeur',
    genolist: 'Genolist',
    description: 'Description',
    project: 'Projet',
    comparison: 'Comparaison',
    type: 'Type',
    pvalueCutoff: 'Seuil de p-value ajustée',
    foldChangeCutoff: 'Seuil de fold change',
    geneCount: 'Gènes dans la table',
    degTotal: 'Gènes différentiels (total)',
    up: 'Surexprimés',
    down: 'Sous-exprimés',
    goTerms: 'Termes GO',
    generated: 'Généré le',
    geneId: 'ID du gène',
    symbol: 'Symbole',
    baseMean: 'Expression moyenne (base mean)',
    averageLogExpression: 'Expression log moyenne',
    log2fc: 'log2 fold change',
    pvalue: 'p-value',
    padj: 'p-value ajustée',
    regulation: 'Régulation',
    goId: 'ID GO',
    term: 'Terme',
    ontology: 'Ontologie',
    count: 'Nombre',
    termSize: 'Taille du terme',
    goGenes: 'Gènes',
    regulations: { Up: 'Surexprimé', Down: 'Sous-exprimé', NS: 'NS' } as Record<string, string>,
  },
} as const;

export interface GenolistReportData {
  locale: Locale;
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
    /** Up, Down or NS (server/genolists/exports.ts), worded in the workbook's language. */
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
  const w = WORDS[data.locale];
  const sheet = workbook.addWorksheet(w.summary);
  sheet.columns = [
    { header: w.field, key: 'field', width: 28 },
    { header: w.value, key: 'value', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  const summaryRows: [string, string | number][] = [
    [w.genolist, summary.name],
    [w.description, summary.description],
    [w.project, summary.project],
    [w.comparison, summary.comparison ?? ''],
    [w.type, summary.type],
    [w.pvalueCutoff, summary.pvalue_cutoff],
    [w.foldChangeCutoff, summary.fold_change_cutoff],
    [w.geneCount, summary.gene_count],
    [w.degTotal, summary.deg.total],
    [w.up, summary.deg.pos],
    [w.down, summary.deg.neg],
    [w.goTerms, summary.go_term_count],
    [w.generated, data.generatedAt.toISOString()],
  ];
  for (const [field, value] of summaryRows) {
    sheet.addRow([field, typeof value === 'string' ? text(value) : value]).commit();
  }
  sheet.commit();

  const genes = data.genes;
  const withAverage = genes.ave_log_expr.some((v) => v !== null);
  const geneSheet = workbook.addWorksheet(w.genes, { views: [{ state: 'frozen', ySplit: 1 }] });
  geneSheet.columns = [
    { header: w.geneId, width: 20 },
    { header: w.symbol, width: 14 },
    { header: w.baseMean, width: 12 },
    ...(withAverage ? [{ header: w.averageLogExpression, width: 14 }] : []),
    { header: w.log2fc, width: 16 },
    { header: w.pvalue, width: 12 },
    { header: w.padj, width: 16 },
    { header: w.regulation, width: 14 },
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
        w.regulations[genes.regulation[i] as string] ?? genes.regulation[i],
      ])
      .commit();
  }
  geneSheet.commit();

  const goSheet = workbook.addWorksheet(w.go, { views: [{ state: 'frozen', ySplit: 1 }] });
  goSheet.columns = [
    { header: w.goId, width: 12 },
    { header: w.term, width: 50 },
    { header: w.ontology, width: 10 },
    { header: w.count, width: 8 },
    { header: w.termSize, width: 10 },
    { header: w.pvalue, width: 12 },
    { header: w.padj, width: 16 },
    { header: w.goGenes, width: 80 },
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
