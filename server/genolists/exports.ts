import { csvCell, tsvCell } from '../../genomics/delimited-text';
import type { FrameColumns } from './frame';

/**
 * The text downloads of a genolist, built from its frame columns (formats: `EXPORTS.md`).
 * Pure functions: the routes fetch the columns and send the text.
 */

export type Regulation = 'Up' | 'Down' | 'NS';

/** The list's call of one gene, with the rule of its DEG counts (`server/imports/compute/significant-counts.ts`). */
export function regulationOf(
  log2fc: number | null | undefined,
  padj: number | null | undefined,
  cutoffs: { pvalue_cutoff: number; fold_change_cutoff: number },
): Regulation {
  if (log2fc === null || log2fc === undefined || padj === null || padj === undefined) return 'NS';
  if (!(padj <= cutoffs.pvalue_cutoff && Math.abs(log2fc) >= Math.log2(cutoffs.fold_change_cutoff)))
    return 'NS';
  return log2fc > 0 ? 'Up' : log2fc < 0 ? 'Down' : 'NS';
}

const numberText = (value: number | null | undefined, missing: string) =>
  value === null || value === undefined ? missing : String(value);

/**
 * `download-transcripto-values`: the results table as the archive carries it (DESeq2 column
 * names), tab-separated, `NA` for missing values, so it reads back into R or into an import.
 */
export function transcriptoValuesTsv(frame: FrameColumns): string {
  const lines = ['gene_id\tsymbol\tbase_mean\tlog2FoldChange\tpvalue\tpadj'];
  for (let i = 0; i < frame.n; i++) {
    lines.push(
      [
        tsvCell(frame.gene_id[i] ?? ''),
        tsvCell(frame.symbol[i] ?? 'NA'),
        numberText(frame.base_mean[i], 'NA'),
        numberText(frame.log2fc[i], 'NA'),
        numberText(frame.pvalue[i], 'NA'),
        numberText(frame.padj[i], 'NA'),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

export type TableFormat = 'csv' | 'tsv' | 'json';

export interface TableInput {
  frame: FrameColumns;
  /** Gene names (descriptions) in frame order. */
  descriptions: (string | null)[];
  cutoffs: { pvalue_cutoff: number; fold_change_cutoff: number };
}

/**
 * `download?format=`: every gene with labelled columns. CSV and TSV leave missing values
 * empty (spreadsheets read them as blanks); JSON is an array of objects with null for missing.
 * The average log expression column (edgeR logCPM, limma AveExpr) appears only when the
 * results have it.
 */
export function genolistTable({ frame, descriptions, cutoffs }: TableInput, format: TableFormat): string {
  const withAverage = frame.ave_log_expr.some((v) => v !== null);
  if (format === 'json') {
    const rows = Array.from({ length: frame.n }, (_, i) => ({
      gene_id: frame.gene_id[i],
      symbol: frame.symbol[i] ?? null,
      description: descriptions[i] ?? null,
      base_mean: frame.base_mean[i] ?? null,
      ...(withAverage ? { ave_log_expr: frame.ave_log_expr[i] ?? null } : {}),
      log2_fold_change: frame.log2fc[i] ?? null,
      pvalue: frame.pvalue[i] ?? null,
      padj: frame.padj[i] ?? null,
      regulation: regulationOf(frame.log2fc[i], frame.padj[i], cutoffs),
    }));
    return JSON.stringify(rows);
  }
  const cell = format === 'csv' ? csvCell : tsvCell;
  const separator = format === 'csv' ? ',' : '\t';
  // RFC 4180 ends CSV records with CRLF; TSV keeps Unix line ends like the archive's tables.
  const eol = format === 'csv' ? '\r\n' : '\n';
  const header = [
    'Gene ID',
    'Symbol',
    'Description',
    'Base mean',
    ...(withAverage ? ['Average log expression'] : []),
    'log2 fold change',
    'p-value',
    'Adjusted p-value',
    'Regulation',
  ];
  const lines = [header.map(cell).join(separator)];
  for (let i = 0; i < frame.n; i++) {
    lines.push(
      [
        cell(frame.gene_id[i] ?? ''),
        cell(frame.symbol[i] ?? ''),
        cell(descriptions[i] ?? ''),
        numberText(frame.base_mean[i], ''),
        ...(withAverage ? [numberText(frame.ave_log_expr[i], '')] : []),
        numberText(frame.log2fc[i], ''),
        numberText(frame.pvalue[i], ''),
        numberText(frame.padj[i], ''),
        regulationOf(frame.log2fc[i], frame.padj[i], cutoffs),
      ].join(separator),
    );
  }
  return `${lines.join(eol)}${eol}`;
}
