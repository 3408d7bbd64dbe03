import type { ExtraColumn } from '../../../genomics/formats/de-table';
import type { components } from '../../../openapi/schema';

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
 * - `searchKey[i]` is `symbol + '\t' + gene_id` in lower case, made once so a keystroke in the
 *   search box only runs `includes` over it. The genes' names (descriptions) are not in the frame
 *   (≈ +40 % to every genolist opened): they come apart, on the first search of a few letters
 *   (api/get-gene-names.ts), and the kernels then search `symbol \t gene_id \t name`
 *   (`withNames`, workers/kernels/genes-filter.ts). The frame's own keys never change.
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
 * A frame as the offline mirror stores it and the genes worker receives it: the typed columns as
 * they are, each text column as one string of lines (`symbols` has an empty line for no symbol).
 * One string deserialises and clones as one copy; 60,000 small ones cost ~30 ms each way.
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
  /** The rows' `searchKey`s, one a line. */
  searchKeys: string;
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

/** The search keys of each frame made here, joined: what the genes worker is sent. */
const joinedSearchKeys = new WeakMap<GeneFrame, string>();

/**
 * A frame whose `searchKey` column is split from `searchKeys` on first read: on a large frame only
 * the genes worker searches, and it is sent the joined string.
 */
function withSearchKeys(columns: Omit<GeneFrame, 'searchKey'>, searchKeys: string): GeneFrame {
  let split: string[] | null = null;
  const frame: GeneFrame = {
    ...columns,
    get searchKey() {
      split ??= lines(searchKeys, columns.n);
      return split;
    },
  };
  joinedSearchKeys.set(frame, searchKeys);
  return frame;
}

/** `frame.searchKey` joined by '\n', without joining again a frame made here. */
export function searchKeysOf(frame: GeneFrame): string {
  return joinedSearchKeys.get(frame) ?? frame.searchKey.join('\n');
}

/** The API's frame as typed columns; arrays shorter than `n` read as missing values. */
export function toGeneFrame(frame: ApiGenolistFrame): GeneFrame {
  const n = frame.n;
  const baseMean = numbers(frame.base_mean, n);
  const useBaseMean = hasAny(baseMean) || !frame.ave_log_expr.some((value) => value !== null);
  const geneId: string[] = new Array(n);
  const symbol: (string | null)[] = new Array(n);
  const keys: string[] = new Array(n);
  const geneRefId = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const id = frame.gene_id[i] ?? '';
    const name = frame.symbol[i] || null;
    geneId[i] = id;
    symbol[i] = name;
    keys[i] = `${name ?? ''}\t${id}`;
    geneRefId[i] = frame.gene_ref_id[i] ?? 0;
  }
  const columns = {
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
  };
  // Lower-casing the joined lines is lower-casing each: '\t' and '\n' are neither letters nor
  // case-ignorable, so no letter's context changes.
  return withSearchKeys(columns, keys.join('\n').toLowerCase());
}

/** The frame's columns as stored offline (the typed arrays are shared, not copied). */
export function packGeneFrame(frame: GeneFrame): PackedGeneFrame {
  const { genolistId, n, geneRefId, expression, expressionKind, log2fc, pvalue, padj } = frame;
  return {
    genolistId,
    n,
    geneRefId,
    geneIds: frame.geneId.join('\n'),
    symbols: frame.symbol.map((name) => name ?? '').join('\n'),
    expression,
    expressionKind,
    log2fc,
    pvalue,
    padj,
    searchKeys: searchKeysOf(frame),
  };
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
    packed.searchKeys,
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
  const geneRefId = new Int32Array(n);
  const keys: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    geneRefId[i] = i + 1;
    keys[i] = `${columns.symbol[i] ?? ''}\t${columns.geneId[i]}`;
  }
  return withSearchKeys(
    {
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
    },
    keys.join('\n').toLowerCase(),
  );
}
