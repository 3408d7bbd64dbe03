/**
 * A genolist's results as downloadable text (formats: server/genolists/EXPORTS.md), from its
 * columns: the same code makes the server's downloads from its cached frame and the browser's from
 * the copy saved offline, so a file is the same wherever it was made. Pure functions.
 */

import { csvCell, tsvCell } from './delimited-text';
import { type Cutoffs, directionOf, isCalledAt } from './significance';

/**
 * One genolist's results column by column, row `i` of each being row `i` of the results file. A
 * missing value is `null`, `undefined` or `NaN` (the server's frame holds nulls, the browser's
 * typed columns NaN). `base_mean` and `ave_log_expr` are the results' average-expression columns:
 * DESeq2's base mean, or edgeR's logCPM / limma's AveExpr; a column the results lack is all missing.
 */
export interface ResultColumns {
  n: number;
  gene_id: ArrayLike<string | null | undefined>;
  symbol: ArrayLike<string | null | undefined>;
  base_mean: ArrayLike<number | null | undefined>;
  ave_log_expr: ArrayLike<number | null | undefined>;
  log2fc: ArrayLike<number | null | undefined>;
  pvalue: ArrayLike<number | null | undefined>;
  padj: ArrayLike<number | null | undefined>;
}

export type Regulation = 'Up' | 'Down' | 'NS';

/** A number, or null when missing. */
export function present(value: number | null | undefined): number | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : value;
}

/** Whether a column holds any value. */
export function anyPresent(column: ArrayLike<number | null | undefined>): boolean {
  for (let i = 0; i < column.length; i++) if (present(column[i]) !== null) return true;
  return false;
}

/** The list's call of one gene, with the significant-gene rule (`genomics/significance.ts`). */
export function regulationOf(
  log2fc: number | null | undefined,
  padj: number | null | undefined,
  cutoffs: Cutoffs,
): Regulation {
  if (!isCalledAt(log2fc, padj, cutoffs)) return 'NS';
  const direction = directionOf(log2fc);
  return direction === 'up' ? 'Up' : direction === 'down' ? 'Down' : 'NS';
}

const numberText = (value: number | null | undefined, missing: string) => {
  const number = present(value);
  return number === null ? missing : String(number);
};

/**
 * `download-transcripto-values`: the results table as the archive carries it (DESeq2 column
 * names), tab-separated, `NA` for missing values, so it reads back into R or into an import.
 */
export function transcriptoValuesTsv(columns: ResultColumns): string {
  const lines = ['gene_id\tsymbol\tbase_mean\tlog2FoldChange\tpvalue\tpadj'];
  for (let i = 0; i < columns.n; i++) {
    lines.push(
      [
        tsvCell(columns.gene_id[i] ?? ''),
        tsvCell(columns.symbol[i] || 'NA'),
        numberText(columns.base_mean[i], 'NA'),
        numberText(columns.log2fc[i], 'NA'),
        numberText(columns.pvalue[i], 'NA'),
        numberText(columns.padj[i], 'NA'),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

export type TableFormat = 'csv' | 'tsv' | 'json';

export interface TableInput {
  columns: ResultColumns;
  /** Gene names (descriptions) in file order. */
  descriptions: ArrayLike<string | null | undefined>;
  cutoffs: Cutoffs;
}

/**
 * `download?format=`: every gene with labelled columns. CSV and TSV leave missing values
 * empty (spreadsheets read them as blanks); JSON is an array of objects with null for missing.
 * The average log expression column (edgeR logCPM, limma AveExpr) appears only when the
 * results have it.
 */
export function genolistTable({ columns, descriptions, cutoffs }: TableInput, format: TableFormat): string {
  const withAverage = anyPresent(columns.ave_log_expr);
  if (format === 'json') {
    const rows = Array.from({ length: columns.n }, (_, i) => ({
      gene_id: columns.gene_id[i],
      symbol: columns.symbol[i] || null,
      description: descriptions[i] ?? null,
      base_mean: present(columns.base_mean[i]),
      ...(withAverage ? { ave_log_expr: present(columns.ave_log_expr[i]) } : {}),
      log2_fold_change: present(columns.log2fc[i]),
      pvalue: present(columns.pvalue[i]),
      padj: present(columns.padj[i]),
      regulation: regulationOf(columns.log2fc[i], columns.padj[i], cutoffs),
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
  for (let i = 0; i < columns.n; i++) {
    lines.push(
      [
        cell(columns.gene_id[i] ?? ''),
        cell(columns.symbol[i] ?? ''),
        cell(descriptions[i] ?? ''),
        numberText(columns.base_mean[i], ''),
        ...(withAverage ? [numberText(columns.ave_log_expr[i], '')] : []),
        numberText(columns.log2fc[i], ''),
        numberText(columns.pvalue[i], ''),
        numberText(columns.padj[i], ''),
        regulationOf(columns.log2fc[i], columns.padj[i], cutoffs),
      ].join(separator),
    );
  }
  return `${lines.join(eol)}${eol}`;
}
