/**
 * A differential-expression results table of the import archive, whichever tool wrote it: the
 * strict reading, with a `gene_id` column and the dialect's exact column names (a researcher's
 * own export, row names and renamed columns included, is `de-table.ts`'s). Input: the file's text.
 * Output: a `ResultsTable` in file order. The dialect is recognised from the columns:
 *   DESeq2  baseMean, log2FoldChange, pvalue, padj   (lfcSE, stat ignored)
 *   edgeR   logFC, logCPM, PValue, FDR               (F, LR and the like ignored)
 *   limma   logFC, AveExpr, P.Value, adj.P.Val       (t, B ignored)
 * plus `gene_id` (unique, required) and an optional `gene_symbol` or `symbol`.
 *
 * Missing values (NA, NaN, empty) stay NaN: DESeq2 leaves p-values of all-zero genes and
 * padj of independently filtered genes missing, and those rows are kept. p = 0 (underflow) is
 * kept as 0. p-values outside [0, 1] and non-finite numbers are refused. Genes absent from the
 * counts are kept (they simply have no expression to plot), and counts genes absent from the
 * results are normal (edgeR's filterByExpr drops them).
 */
import { TableError } from './table-error';
import { type Header, readTable, type StringPool, UniqueKeys } from './tables';

export type ResultsDialect = 'DESeq2' | 'edgeR' | 'limma';

/** One row per gene of the results file, in file order. NaN = missing. */
export interface ResultsTable {
  dialect: ResultsDialect;
  geneIds: string[];
  symbols: (string | null)[];
  /** DESeq2 baseMean; NaN for the other dialects. */
  baseMean: Float64Array;
  /** edgeR logCPM or limma AveExpr (log2 scale); NaN for DESeq2. */
  aveLogExpr: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
}

export interface Dialect {
  dialect: ResultsDialect;
  /** Column names, declared in the order the dialect's tool writes them (used in messages). */
  columns: { expression: string; log2fc: string; pvalue: string; padj: string };
}

export const DIALECTS: Dialect[] = [
  {
    dialect: 'DESeq2',
    columns: { expression: 'baseMean', log2fc: 'log2FoldChange', pvalue: 'pvalue', padj: 'padj' },
  },
  { dialect: 'edgeR', columns: { log2fc: 'logFC', expression: 'logCPM', pvalue: 'PValue', padj: 'FDR' } },
  {
    dialect: 'limma',
    columns: { log2fc: 'logFC', expression: 'AveExpr', pvalue: 'P.Value', padj: 'adj.P.Val' },
  },
];

export function parseResults(file: string, text: string, strings?: StringPool): ResultsTable {
  let dialect: Dialect | undefined;
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  const expression: number[] = [];
  const log2fc: number[] = [];
  const pvalue: number[] = [];
  const padj: number[] = [];
  const keys = new UniqueKeys('duplicate-gene');
  readTable(
    file,
    text,
    (header) => {
      const id = header.require('gene_id');
      const symbol = header.index('gene_symbol') >= 0 ? header.index('gene_symbol') : header.index('symbol');
      dialect = detect(header);
      const column = dialect.columns;
      const [expressionAt, log2fcAt, pvalueAt, padjAt] = [
        column.expression,
        column.log2fc,
        column.pvalue,
        column.padj,
      ].map((name) => header.require(name)) as [number, number, number, number];
      return (row) => {
        geneIds.push(row.key(id, keys));
        symbols.push(row.optionalText(symbol));
        expression.push(row.number(expressionAt));
        log2fc.push(row.number(log2fcAt));
        pvalue.push(row.probability(pvalueAt));
        padj.push(row.probability(padjAt));
      };
    },
    strings,
  );
  if (!dialect || geneIds.length === 0) throw new TableError('no-genes', {}, { file });
  const missing = new Float64Array(geneIds.length).fill(Number.NaN);
  const expressionValues = Float64Array.from(expression);
  const deseq2 = dialect.dialect === 'DESeq2';
  return {
    dialect: dialect.dialect,
    geneIds,
    symbols,
    baseMean: deseq2 ? expressionValues : missing,
    aveLogExpr: deseq2 ? missing : expressionValues,
    log2fc: Float64Array.from(log2fc),
    pvalue: Float64Array.from(pvalue),
    padj: Float64Array.from(padj),
  };
}

function detect(header: Header): Dialect {
  const match = DIALECTS.find(({ columns }) =>
    Object.values(columns).every((name) => header.index(name) >= 0),
  );
  if (!match) {
    const [deseq2, edger, limma] = DIALECTS.map(
      ({ dialect, columns }) => `${dialect} (${Object.values(columns).join(', ')})`,
    );
    throw new TableError(
      'unknown-dialect',
      { deseq2: deseq2 as string, edger: edger as string, limma: limma as string },
      { file: header.file, line: header.line },
    );
  }
  return match;
}
