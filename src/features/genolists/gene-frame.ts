import type { ExtraColumn } from '../../../genomics/formats/de-table';
import type { components } from '../../../openapi/schema';
import { searchKeysOfLines } from '../../../workers/kernels/genes-filter';

export type ApiGenolistFrame = components['schemas']['GenolistFrame'];

/**
 * A genolist held column by column, as the screens read it (the server's frame is described in
 * server/genolists/FRAME.md). Row `i` of every column is row `i` of the results file.
 *
 * - Numbers are `Float64Array`s; a missing value (the frame's `null`) is `NaN`, so every
 *   comparison with it is false and it can never pass a threshold by accident.
 * - p = 0 (numerical underflow) stays 0: a real, very small p-value.
 * - `expression` is the one average-expression column the results have: DESeq2's base mean, or
 *   edgeR's logCPM / limma's AveExpr (`expressionKind` says which). A frame with both keeps the
 *   base mean.
 * - `searchKey[i]` is `symbol + '\t' + gene_id` in lower case, made on first read (a search, a
 *   sort by name) and kept, so a keystroke in the search box only runs `includes` over it; a
 *   large frame is searched by the genes worker, which makes its own. The genes' names
 *   (descriptions) are not in the frame (≈ +40 % to every genolist opened): they come apart, on
 *   the first search of a few letters (api/get-gene-names.ts), and the kernels then search
 *   `symbol \t gene_id \t name` (`withNames`, workers/kernels/genes-filter.ts). The frame's own
 *   keys never change.
 * Deliberately unsupported: several symbols per gene (the frame has one).
 */
export interface GeneFrame {
  genolistId: number;
  n: number;
  geneRefId: Int32Array;
  geneId: string[];
  symbol: (string | null)[];
  expression: Float64Array;
  expressionKind: 'base_mean' | 'ave_log_expr';
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
  searchKey: string[];
  /**
   * A result on this device only: the columns of the user's file that GenoApp does not read
   * (a chromosome, DESeq2's lfcSE, an annotation), in file order, shown after the others.
   */
  extras?: readonly ExtraColumn[];
}

/**
 * A frame as the offline mirror stores it: the typed columns as they are, each text column as one
 * string of lines (`symbols` has an empty line for no symbol). One string deserialises and clones
 * as one copy; 60,000 small ones cost ~30 ms each way. The search keys are not stored: they are
 * the symbols and ids in lower case (a 60,000-gene frame's records saved before held them too, as
 * `searchKeys`, 1.5 MB of 5.1 that every opening read and decrypted; reading ignores them).
 */
export interface PackedGeneFrame {
  genolistId: number;
  n: number;
  geneRefId: Int32Array;
  geneIds: string;
  symbols: string;
  expression: Float64Array;
  expressionKind: GeneFrame['expressionKind'];
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
}

function numbers(values: readonly (number | null)[], n: number): Float64Array {
  const column = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const value = values[i];
    column[i] = typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
  }
  return column;
}

function hasAny(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) if (!Number.isNaN(column[i] as number)) return true;
  return false;
}

function lines(text: string, n: number): string[] {
  return n === 0 ? [] : text.split('\n');
}

/** The symbols and gene ids, one line a row: as the mirror stores them and the genes worker is sent them. */
export interface TextColumns {
  geneIds: string;
  symbols: string;
}

/** The text columns of each frame read or joined here, so they are joined once per frame. */
const joinedText = new WeakMap<GeneFrame, TextColumns>();

/** A frame whose `searchKey` column is made on first read, from `text` when it is given. */
function withSearchKeys(columns: Omit<GeneFrame, 'searchKey'>, text?: TextColumns): GeneFrame {
  let keys: string[] | null = null;
  const frame: GeneFrame = {
    ...columns,
    get searchKey() {
      if (!keys) {
        const { symbols, geneIds } = textColumnsOf(frame);
        keys = searchKeysOfLines(symbols, geneIds, columns.n);
      }
      return keys;
    },
  };
  if (text) joinedText.set(frame, text);
  return frame;
}

/** The frame's symbols and gene ids, one line a row, joined on the first call for a frame. */
export function textColumnsOf(frame: GeneFrame): TextColumns {
  let text = joinedText.get(frame);
  if (!text) {
    text = { geneIds: frame.geneId.join('\n'), symbols: frame.symbol.map((name) => name ?? '').join('\n') };
    joinedText.set(frame, text);
  }
  return text;
}

/** The API's frame as typed columns; arrays shorter than `n` read as missing values. */
export function toGeneFrame(frame: ApiGenolistFrame): GeneFrame {
  const n = frame.n;
  const baseMean = numbers(frame.base_mean, n);
  const useBaseMean = hasAny(baseMean) || !frame.ave_log_expr.some((value) => value !== null);
  const geneId: string[] = new Array(n);
  const symbol: (string | null)[] = new Array(n);
  const geneRefId = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    geneId[i] = frame.gene_id[i] ?? '';
    symbol[i] = frame.symbol[i] || null;
    geneRefId[i] = frame.gene_ref_id[i] ?? 0;
  }
  return withSearchKeys({
    genolistId: frame.genolist_id,
    n,
    geneRefId,
    geneId,
    symbol,
    expression: useBaseMean ? baseMean : numbers(frame.ave_log_expr, n),
    expressionKind: useBaseMean ? ('base_mean' as const) : ('ave_log_expr' as const),
    log2fc: numbers(frame.log2fc, n),
    pvalue: numbers(frame.pvalue, n),
    padj: numbers(frame.padj, n),
  });
}

/** The frame's columns as stored offline (the typed arrays are shared, not copied). */
export function packGeneFrame(frame: GeneFrame): PackedGeneFrame {
  const { genolistId, n, geneRefId, expression, expressionKind, log2fc, pvalue, padj } = frame;
  const { geneIds, symbols } = textColumnsOf(frame);
  return { genolistId, n, geneRefId, geneIds, symbols, expression, expressionKind, log2fc, pvalue, padj };
}

/** The stored columns as the screens read them (the typed arrays are shared, not copied). */
export function unpackGeneFrame(packed: PackedGeneFrame): GeneFrame {
  const { genolistId, n, geneRefId, expression, expressionKind, log2fc, pvalue, padj } = packed;
  const geneId = lines(packed.geneIds, n);
  // In place: a second array of 60,000 would be garbage at once, collected while the screen opens.
  const symbol: (string | null)[] = lines(packed.symbols, n);
  for (let i = 0; i < symbol.length; i++) if (symbol[i] === '') symbol[i] = null;
  return withSearchKeys(
    { genolistId, n, geneRefId, geneId, symbol, expression, expressionKind, log2fc, pvalue, padj },
    { geneIds: packed.geneIds, symbols: packed.symbols },
  );
}

/** A number of a column, with `NaN` (missing) turned back into null for display and export. */
export function valueAt(column: Float64Array, row: number): number | null {
  const value = column[row];
  return value === undefined || Number.isNaN(value) ? null : value;
}

/** The columns of a results table read or computed in the browser, before they become a frame. */
export interface GeneColumns {
  geneId: readonly string[];
  symbol: readonly (string | null)[];
  expression: Float64Array;
  expressionKind: GeneFrame['expressionKind'];
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
  extras?: readonly ExtraColumn[];
}

/**
 * A frame of results that never were on the server (the user's own files): each gene's
 * reference is its row number from 1, which the selections key on as they key on a server gene.
 */
export function frameOfColumns(genolistId: number, columns: GeneColumns): GeneFrame {
  const n = columns.geneId.length;
  const geneRefId = Int32Array.from({ length: n }, (_, i) => i + 1);
  return withSearchKeys({
    genolistId,
    n,
    geneRefId,
    geneId: [...columns.geneId],
    symbol: [...columns.symbol],
    expression: columns.expression,
    expressionKind: columns.expressionKind,
    log2fc: columns.log2fc,
    pvalue: columns.pvalue,
    padj: columns.padj,
    ...(columns.extras && columns.extras.length > 0 && { extras: columns.extras }),
  });
}
