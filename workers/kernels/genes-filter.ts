/**
 * Filtering and searching a genolist's genes without building row objects: the functions answer
 * row indices (`Uint32Array`) into typed columns. Plain functions with no React or DOM: the genes
 * worker (workers/genes.worker.ts) runs them on large frames, the main thread on small ones.
 *
 * Thresholds: the significant-gene rule of `genomics/significance.ts`, each half applied only when
 * its filter is set. Missing values (NaN):
 * - a missing adjusted p-value never passes an adjusted p-value filter; a missing log2FC never
 *   passes a fold-change filter nor the up/down regulation filter. With no such filter, rows with
 *   missing values are kept.
 * - p = 0 is a value (numerical underflow: the smallest p-values) and passes every p threshold.
 *
 * Search: a row matches when its `searchKey` contains the normalised search. The key is
 * `symbol \t gene_id` in lower case from the frame, and `symbol \t gene_id \t name` once the
 * genes' names have arrived (`withNames`): they are fetched apart from the frame, on the first
 * search long enough to be a word of a name, so until then a search matches symbols and ids only.
 */
import { isBeyondFold, isSignificant } from '../../genomics/significance';

export type Regulation = 'all' | 'up' | 'down';

/** The columns the gene kernels read; a `GeneFrame` is one, and so is what the worker keeps. */
export interface GeneColumns {
  n: number;
  expression: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
  /**
   * Per row, lower case: `symbol \t gene_id`, then `\t name` when the columns come from
   * `withNames`. The sort reads the first two fields only.
   */
  searchKey: readonly string[];
}

export interface GeneCriteria {
  /** Keep rows whose adjusted p-value is at most this; null: no adjusted p-value filter. */
  maxPadj: number | null;
  /** Keep rows whose |log2FC| is at least this (log2 units); null: no fold-change filter. */
  minAbsLog2fc: number | null;
  /** up: log2FC > 0; down: log2FC < 0. */
  regulation: Regulation;
  /** Already normalised (`normaliseSearch`); '' keeps every row. */
  search: string;
}

/** Search text as matched: trimmed, lower case. Matches a substring of the symbol, gene id or name. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Each row's `searchKey`, from a frame's symbols and gene ids kept one line a row (an empty line
 * for no symbol): made on the first search or sort by name, never stored. Lower-casing a whole
 * column is lower-casing each line: '\n' and '\t' are neither letters nor case-ignorable, so no
 * letter's context changes.
 */
export function searchKeysOfLines(symbols: string, geneIds: string, n: number): string[] {
  if (n === 0) return [];
  const symbol = symbols.toLowerCase().split('\n');
  const geneId = geneIds.toLowerCase().split('\n');
  const keys = new Array<string>(n);
  for (let i = 0; i < n; i++) keys[i] = `${symbol[i] ?? ''}\t${geneId[i] ?? ''}`;
  return keys;
}

/**
 * `columns` searched by name too. `names` holds one line a row in the rows' order, in any case
 * (src/features/genolists/api/get-gene-names.ts). The longer keys are made on the first search,
 * and only by whoever searches: the genes worker for large frames, the main thread for small ones.
 */
export function withNames(columns: GeneColumns, names: string): GeneColumns {
  const { n, expression, log2fc, pvalue, padj } = columns;
  let keys: string[] | null = null;
  return {
    n,
    expression,
    log2fc,
    pvalue,
    padj,
    get searchKey() {
      if (!keys) {
        const plain = columns.searchKey;
        // Lower-casing the joined lines is lower-casing each: '\n' has no case.
        const lower = n === 0 ? [] : names.toLowerCase().split('\n');
        keys = new Array<string>(n);
        for (let i = 0; i < n; i++) keys[i] = `${plain[i] ?? ''}\t${lower[i] ?? ''}`;
      }
      return keys;
    },
  };
}

/** The rows of `order` (a permutation of the rows, or any subset) meeting `criteria`, in that order. */
export function selectGenes(columns: GeneColumns, order: Uint32Array, criteria: GeneCriteria): Uint32Array {
  const { padj, log2fc } = columns;
  // Read only when searching: the worker splits its search keys on first read.
  const searchKey = criteria.search ? columns.searchKey : [];
  const checkPadj = criteria.maxPadj !== null;
  const maxPadj = criteria.maxPadj ?? 0;
  const checkFold = criteria.minAbsLog2fc !== null;
  const minFold = criteria.minAbsLog2fc ?? 0;
  const { regulation, search } = criteria;
  const selected = new Uint32Array(order.length);
  let count = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    // Negated tests rather than `x > max`: NaN (missing) fails every test.
    if (checkPadj && !isSignificant(padj[i] as number, maxPadj)) continue;
    const fold = log2fc[i] as number;
    if (checkFold && !isBeyondFold(fold, minFold)) continue;
    if (regulation === 'up' && !(fold > 0)) continue;
    if (regulation === 'down' && !(fold < 0)) continue;
    if (search && !(searchKey[i] as string).includes(search)) continue;
    selected[count++] = i;
  }
  return selected.slice(0, count);
}

/** How many of `rows` go up (log2FC > 0) and down (log2FC < 0). */
export function countRegulation(log2fc: Float64Array, rows: Uint32Array): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (let k = 0; k < rows.length; k++) {
    const fold = log2fc[rows[k] as number] as number;
    if (fold > 0) up++;
    else if (fold < 0) down++;
  }
  return { up, down };
}
