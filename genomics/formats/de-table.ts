/**
 * A researcher's own differential-expression table, as DESeq2, edgeR or limma users export it:
 * `write.csv(as.data.frame(res))`, `write.table(topTags(…, n = Inf), sep = "\t")`,
 * `topTable(…, number = Inf)` written to .txt/.tsv/.csv, with or without row names, with or
 * without gene annotation columns (the file may also have come from a gzip file or a workbook;
 * `read-file.ts` turns those into text). Input: the file's name and text, and optionally the
 * column mapping the user chose. Output (`DeRead`):
 * - `table`: read with the recognised dialect's columns, or with the mapping given;
 * - `needs-mapping`: the dialect is not certain (`de-columns.ts`); the inspection carries a
 *   suggested mapping, the candidates of each role and a preview for the user to choose.
 *   The same function, given the mapping, then reads the table.
 *
 * The table (`DeTable`) keeps the rows in file order. A gene is required and unique; its id
 * kind is recognised (`gene-ids.ts`); when the ids are symbols and no symbol column is mapped,
 * they are the symbols too. log2 fold changes, expression and the statistic are numbers or
 * missing (NaN: DESeq2 leaves all-zero genes without a fold change); p-values and adjusted
 * p-values are in [0, 1] or missing. Without an adjusted p-value column, Benjamini–Hochberg is
 * computed from the p-values (`padjComputed`). Every other column is kept as an extra column,
 * numeric when every value is a number, text otherwise — except unnamed columns: R's row
 * numbers when the genes are elsewhere, or the empty column a trailing delimiter makes.
 * Refused, with file, line and column: no fold-change column, no gene column, a mapping naming
 * an absent column or one column twice, text in a numeric column, a repeated gene, no rows.
 * Not supported: linear fold changes (map a log2 column), several comparisons in one file (one
 * fold-change column is read; the others stay extra columns).
 */
import { adjustBH } from '../de/top-table';
import { cellNumber } from './columns';
import { type DeColumnMapping, type DeInspection, inspectDe } from './de-columns';
import { type GeneIdSummary, summariseGeneIds } from './gene-ids';
import type { ResultsDialect } from './results';
import { type SniffedTable, sniffTable } from './sniff';
import { TableError } from './table-error';
import { type Header, type Row, readTable, StringPool, UniqueKeys } from './tables';

export type ExtraColumn =
  | { name: string; kind: 'number'; values: Float64Array }
  | { name: string; kind: 'text'; values: (string | null)[] };

export interface DeTable {
  file: string;
  /** The tool whose column names the file has; null when the user mapped the columns. */
  dialect: ResultsDialect | null;
  mapping: DeColumnMapping;
  geneIds: string[];
  symbols: (string | null)[];
  genes: GeneIdSummary;
  /** DESeq2's baseMean (a linear expression column); NaN when there is none. */
  baseMean: Float64Array;
  /** logCPM or AveExpr (log2 scale); NaN when there is none. */
  aveLogExpr: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
  /** Computed from `pvalue` (Benjamini–Hochberg) because the file has no adjusted p-values. */
  padjComputed: boolean;
  /** DESeq2's stat, limma's t, edgeR's F or LR; NaN when there is none. */
  statistic: Float64Array;
  extras: ExtraColumn[];
}

export type DeRead = { kind: 'table'; table: DeTable } | { kind: 'needs-mapping'; inspection: DeInspection };

export function readDeTable(file: string, text: string, mapping?: DeColumnMapping): DeRead {
  const sniffed = sniffTable(file, text);
  if (mapping) return { kind: 'table', table: readMapped(file, sniffed, mapping, null) };
  const inspection = inspectDe(file, sniffed);
  if (!inspection.certain) return { kind: 'needs-mapping', inspection };
  return { kind: 'table', table: readMapped(file, sniffed, inspection.suggested, inspection.dialect) };
}

/** The columns each role reads, checked against the header. */
function roleColumns(header: Header, mapping: DeColumnMapping) {
  const taken = new Map<string, string>();
  const at = (role: string, name: string | null): number => {
    if (name === null) return -1;
    const index = header.require(name);
    if (taken.has(name)) {
      throw new TableError('column-mapped-twice', { column: name }, { file: header.file, line: header.line });
    }
    taken.set(name, role);
    return index;
  };
  return {
    gene: at('gene', mapping.gene),
    symbol: at('symbol', mapping.symbol),
    log2fc: at('log2fc', mapping.log2fc),
    pvalue: at('pvalue', mapping.pvalue),
    padj: at('padj', mapping.padj),
    expression: at('expression', mapping.expression),
    statistic: at('statistic', mapping.statistic),
    taken,
  };
}

interface Extra {
  name: string;
  at: number;
  numbers: number[] | null;
  texts: (string | null)[] | null;
}

function readExtra(extra: Extra, row: Row, decimalComma: boolean): void {
  if (extra.numbers) {
    const value = cellNumber(row.cell(extra.at), decimalComma);
    if (value !== undefined) {
      extra.numbers.push(value);
      return;
    }
    extra.texts = extra.numbers.map((number) => (Number.isNaN(number) ? null : String(number)));
    extra.numbers = null;
  }
  extra.texts?.push(row.optionalText(extra.at));
}

function readMapped(
  file: string,
  sniffed: SniffedTable,
  mapping: DeColumnMapping,
  dialect: ResultsDialect | null,
): DeTable {
  if (!mapping.log2fc) throw new TableError('no-fold-change', {}, { file, line: sniffed.layout.firstLine });
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  const log2fc: number[] = [];
  const pvalue: number[] = [];
  const padj: number[] = [];
  const expression: number[] = [];
  const statistic: number[] = [];
  const extras: Extra[] = [];
  const keys = new UniqueKeys('duplicate-gene');
  const { decimalComma } = sniffed.layout;
  readTable(
    file,
    sniffed.body,
    (header) => {
      const at = roleColumns(header, mapping);
      for (const [index, name] of header.columns.entries()) {
        if (at.taken.has(name) || name === '') continue;
        extras.push({ name, at: index, numbers: [], texts: null });
      }
      return (row) => {
        geneIds.push(row.key(at.gene, keys));
        symbols.push(row.optionalText(at.symbol));
        log2fc.push(row.number(at.log2fc));
        pvalue.push(row.probability(at.pvalue));
        padj.push(row.probability(at.padj));
        expression.push(row.number(at.expression));
        statistic.push(row.number(at.statistic));
        for (const extra of extras) readExtra(extra, row, decimalComma);
      };
    },
    new StringPool(),
    sniffed.layout,
  );
  if (geneIds.length === 0) throw new TableError('no-genes', {}, { file });
  const genes = summariseGeneIds(geneIds);
  const missing = () => new Float64Array(geneIds.length).fill(Number.NaN);
  const expressionValues = Float64Array.from(expression);
  const linear = mapping.expressionScale === 'linear';
  const pvalues = Float64Array.from(pvalue);
  const padjComputed = mapping.padj === null && mapping.pvalue !== null;
  return {
    file,
    dialect,
    mapping,
    geneIds,
    symbols: mapping.symbol === null && genes.kind === 'symbol' ? geneIds.slice() : symbols,
    genes,
    baseMean: linear ? expressionValues : missing(),
    aveLogExpr: linear ? missing() : expressionValues,
    log2fc: Float64Array.from(log2fc),
    pvalue: pvalues,
    padj: padjComputed ? adjustBH(pvalues) : Float64Array.from(padj),
    padjComputed,
    statistic: Float64Array.from(statistic),
    extras: extras.map(
      (extra): ExtraColumn =>
        extra.numbers
          ? { name: extra.name, kind: 'number', values: Float64Array.from(extra.numbers) }
          : { name: extra.name, kind: 'text', values: extra.texts ?? [] },
    ),
  };
}
