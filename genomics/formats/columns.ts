/**
 * Columns of a researcher's table as a reader first sees them: their names matched loosely
 * (letter case and punctuation aside, so `P.Value`, `p_value` and `PValue` are one name) and
 * what the preview says they hold.
 */
import { parseNumber } from './tables';

export type ColumnKind = 'number' | 'text' | 'empty';

/** Usual names (as `looseName`s, best first) of a column of gene ids, and of gene symbols. */
export const GENE_COLUMNS = [
  'geneid',
  'gene',
  'id',
  'ensemblgeneid',
  'ensemblid',
  'ensembl',
  'entrezid',
  'entrez',
  'ncbigeneid',
  'genes',
  'featureid',
  'x',
];
export const SYMBOL_COLUMNS = [
  'symbol',
  'genesymbol',
  'genename',
  'externalgenename',
  'hgncsymbol',
  'mgisymbol',
  'name',
  'symbols',
];

export interface PreviewColumn {
  name: string;
  kind: ColumnKind;
}

/** `P.Value` → `pvalue`, `log2FoldChange` → `log2foldchange`, `""` → `""`. */
export function looseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The first column (in `names` order of preference) whose loose name is one of `names`. */
export function findColumn(columns: readonly string[], names: readonly string[]): string | null {
  for (const name of names) {
    const found = columns.find((column) => looseName(column) === name);
    if (found !== undefined) return found;
  }
  return null;
}

export function isMissingCell(text: string): boolean {
  return text === '' || text === 'NA' || text === 'NaN';
}

export function cellNumber(text: string, decimalComma: boolean): number | undefined {
  return parseNumber(decimalComma ? text.replace(',', '.') : text);
}

/**
 * What each column holds in the preview: numbers when most of its values are numbers, so that one
 * typo among counts keeps the column a number column (and is refused, naming its line) instead
 * of turning it into a text column that a reader would leave aside.
 */
export function previewColumns(
  columns: readonly string[],
  preview: readonly string[][],
  decimalComma: boolean,
) {
  return columns.map((name, index): PreviewColumn => {
    const cells = preview.map((row) => row[index] ?? '').filter((cell) => !isMissingCell(cell));
    const numbers = cells.filter((cell) => cellNumber(cell, decimalComma) !== undefined).length;
    const kind: ColumnKind = cells.length === 0 ? 'empty' : numbers * 2 >= cells.length ? 'number' : 'text';
    return { name, kind };
  });
}

/** The preview's values of one column. */
export function previewValues(
  columns: readonly string[],
  preview: readonly string[][],
  name: string,
): string[] {
  const index = columns.indexOf(name);
  return preview.map((row) => row[index] ?? '').filter((cell) => !isMissingCell(cell));
}

/** R's own row names of a data frame that had none: 1, 2, 3 … */
export function areRowIndices(values: readonly string[]): boolean {
  return values.length > 0 && values.every((value, i) => value === String(i + 1));
}
