import type ExcelJS from 'exceljs';
import { anyPresent, present, type ResultColumns, regulationOf } from './genolist-table';
import type { Cutoffs } from './significance';

/**
 * A genolist's report: an Excel workbook built from plain data, with no
 * database, HTTP or DOM in sight. The server writes it with ExcelJS's streaming writer
 * (server/reports/genolist-xlsx.ts), the browser with ExcelJS's in-memory workbook from the copy
 * saved offline; the sheets are written here, once. Three sheets:
 * - `Summary`: two columns (field, value): genolist, project, comparison (condition_1 vs
 *   condition_2), type, cutoffs, genes in the table, called genes total / up / down, GO term
 *   count, generation date (ISO 8601 UTC).
 * - `Genes`: one row per gene in file order: Gene ID, Symbol, Base mean, [Average log
 *   expression when the results have it], log2 fold change, p-value, adjusted p-value,
 *   Regulation (Up / Down / NS by the list's cutoffs). Numbers are numbers, missing values
 *   empty cells.
 * - `GO`: GO ID, Term, Ontology, Count, Term size, p-value, adjusted p-value, Genes (separated
 *   by ", "), most significant first.
 * Sheet names, headers, fields and the regulation of each gene are in the workbook's language
 * (French: Résumé, Gènes, GO; Surexprimé, Sous-exprimé, NS): the workbook is read by people; the
 * CSV, TSV and JSON downloads are the machine-readable ones.
 */

/** The languages a report is worded in. */
export type ReportLocale = 'en' | 'fr';

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
  locale: ReportLocale;
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
  /** `regulation`: Up, Down or NS (genomics/genolist-table.ts), worded in the workbook's language. */
  genes: ResultColumns & { regulation: ArrayLike<string> };
  go: {
    go_id: string;
    term: string;
    ontology: string | null;
    count: number;
    term_size: number | null;
    pvalue: number | null;
    padj: number | null;
    genes: readonly string[];
  }[];
}

/** What the report takes of a genolist, as the API presents it (`Genolist`). */
export interface ReportGenolist extends Cutoffs {
  name: string;
  description: string;
  project_name: string;
  type_genolist: string;
  condition_1: string | null;
  condition_2: string | null;
  comparison: { name: string } | null;
  deg: { pos: number; neg: number; total: number };
}

/** What the report takes of a GO row, as the API presents it (`GenolistGoValue`). */
export interface ReportGoTerm {
  go_id: string;
  go_term: string;
  goref: { ontology: string | null };
  count: number;
  nb_genes_in_term: number | null;
  pvalue: number | null;
  pvalue_adj: number | null;
  genes_in_term: readonly string[];
}

export function genolistReportData(
  genolist: ReportGenolist,
  columns: ResultColumns,
  go: readonly ReportGoTerm[],
  now: Date,
  locale: ReportLocale,
): GenolistReportData {
  return {
    locale,
    summary: {
      name: genolist.name,
      description: genolist.description,
      project: genolist.project_name,
      comparison:
        genolist.condition_1 && genolist.condition_2
          ? `${genolist.condition_1} vs ${genolist.condition_2}`
          : (genolist.comparison?.name ?? null),
      type: genolist.type_genolist,
      pvalue_cutoff: genolist.pvalue_cutoff,
      fold_change_cutoff: genolist.fold_change_cutoff,
      gene_count: columns.n,
      deg: genolist.deg,
      go_term_count: go.length,
    },
    generatedAt: now,
    genes: {
      ...columns,
      regulation: Array.from({ length: columns.n }, (_, i) =>
        regulationOf(columns.log2fc[i], columns.padj[i], genolist),
      ),
    },
    go: go.map((row) => ({
      go_id: row.go_id,
      term: row.go_term,
      ontology: row.goref.ontology,
      count: row.count,
      term_size: row.nb_genes_in_term,
      pvalue: row.pvalue,
      padj: row.pvalue_adj,
      genes: row.genes_in_term,
    })),
  };
}

/** Excel refuses cells longer than this. */
const MAX_CELL = 32_767;
const text = (value: string) => (value.length > MAX_CELL ? `${value.slice(0, MAX_CELL - 1)}…` : value);

/**
 * A streaming writer's sheet is written out by `commit()`; an in-memory workbook's sheets have
 * no such method (its types declare one all the same) and are written with the workbook.
 */
function finish(sheet: ExcelJS.Worksheet): void {
  if (typeof (sheet as Partial<ExcelJS.Worksheet>).commit === 'function') sheet.commit();
}

/** Writes the report's three sheets into `workbook` (a streaming writer or an in-memory workbook). */
export function writeGenolistReport(workbook: ExcelJS.Workbook, data: GenolistReportData): void {
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
  finish(sheet);

  const genes = data.genes;
  const withAverage = anyPresent(genes.ave_log_expr);
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
  for (let i = 0; i < genes.n; i++) {
    const regulation = genes.regulation[i] as string;
    geneSheet
      .addRow([
        genes.gene_id[i],
        genes.symbol[i] || null,
        present(genes.base_mean[i]),
        ...(withAverage ? [present(genes.ave_log_expr[i])] : []),
        present(genes.log2fc[i]),
        present(genes.pvalue[i]),
        present(genes.padj[i]),
        w.regulations[regulation] ?? regulation,
      ])
      .commit();
  }
  finish(geneSheet);

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
  finish(goSheet);
}
