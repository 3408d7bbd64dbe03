import type { GeneColumns } from './genes-filter';

/**
 * The table's sort orders. Missing values sort last whichever the direction, and so do genes
 * without a symbol when sorting by symbol; p = 0 is a value, first in ascending order. Ties keep
 * the file order (the analyst's order): the comparators end on the row index, so the order does
 * not depend on the engine's sort being stable.
 */

export type GeneSortKey = 'symbol' | 'gene_id' | 'expression' | 'log2fc' | 'pvalue' | 'padj';
export type SortDirection = 'asc' | 'desc';

function numericColumn(columns: GeneColumns, key: GeneSortKey): Float64Array | null {
  switch (key) {
    case 'expression':
      return columns.expression;
    case 'log2fc':
      return columns.log2fc;
    case 'pvalue':
      return columns.pvalue;
    case 'padj':
      return columns.padj;
    default:
      return null;
  }
}

/** Every row index in the order of `key`, missing values last. */
export function sortOrder(columns: GeneColumns, key: GeneSortKey, direction: SortDirection): Uint32Array {
  const sign = direction === 'asc' ? 1 : -1;
  const present: number[] = [];
  const missing: number[] = [];
  const column = numericColumn(columns, key);
  if (column) {
    for (let i = 0; i < columns.n; i++) (Number.isNaN(column[i] as number) ? missing : present).push(i);
    present.sort((a, b) => sign * ((column[a] as number) - (column[b] as number)) || a - b);
  } else {
    // The search key already holds both texts in lower case: symbol before the tab, gene id after.
    const text: string[] = new Array(columns.n);
    for (let i = 0; i < columns.n; i++) {
      const entry = columns.searchKey[i] ?? '';
      const tab = entry.indexOf('\t');
      const value = key === 'symbol' ? entry.slice(0, tab) : entry.slice(tab + 1);
      if (value) {
        text[i] = value;
        present.push(i);
      } else missing.push(i);
    }
    present.sort((a, b) => {
      const x = text[a] as string;
      const y = text[b] as string;
      return (x < y ? -sign : x > y ? sign : 0) || a - b;
    });
  }
  const order = new Uint32Array(columns.n);
  order.set(present);
  order.set(missing, present.length);
  return order;
}
