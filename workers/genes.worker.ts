import * as Comlink from 'comlink';
import {
  countRegulation,
  type GeneColumns,
  type GeneCriteria,
  searchKeysOfLines,
  selectGenes,
  withNames,
} from './kernels/genes-filter';
import { type GeneSortKey, type SortDirection, sortOrder } from './kernels/genes-sort';
import { topDegs } from './kernels/top-degs';

/**
 * A genolist's columns as they cross to the worker: the number columns by transfer, the symbols
 * and gene ids as one string each, one line a row (one string clones in one copy; 60k small
 * strings would not). The search keys are made from them here, when first needed.
 */
export interface PackedGeneColumns {
  n: number;
  expression: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
  symbols: string;
  geneIds: string;
}

export interface SelectedGenes {
  rows: Uint32Array;
  up: number;
  down: number;
}

interface Held {
  columns: GeneColumns;
  /** The columns searched by name too, once `setNames` has sent the names. */
  named: GeneColumns | null;
  /** The last sort order asked for: a keystroke only re-filters it. */
  order: { key: GeneSortKey; direction: SortDirection; rows: Uint32Array } | null;
}

/** Frames by genolist id: after `load`, requests send only their criteria. */
const frames = new Map<number, Held>();

function held(genolistId: number): Held {
  const frame = frames.get(genolistId);
  if (!frame) throw new Error(`Genolist ${genolistId} has not been loaded into the genes worker`);
  return frame;
}

const api = {
  load(genolistId: number, packed: PackedGeneColumns): void {
    const { symbols, geneIds, ...numbers } = packed;
    // Split when a search or a sort by name first needs them, not before the first answer.
    let searchKey: string[] | null = null;
    const columns: GeneColumns = {
      ...numbers,
      get searchKey() {
        searchKey ??= searchKeysOfLines(symbols, geneIds, packed.n);
        return searchKey;
      },
    };
    frames.set(genolistId, { columns, named: null, order: null });
  },

  /**
   * The names of the loaded frame's genes, one line a row (src/features/genolists/api/get-gene-names.ts):
   * sent once, apart from the frame, since they come later and only for a search. The sort order
   * is kept: names do not change it.
   */
  setNames(genolistId: number, names: string): void {
    const frame = held(genolistId);
    frame.named = withNames(frame.columns, names);
  },

  drop(genolistId: number): void {
    frames.delete(genolistId);
  },

  select(
    genolistId: number,
    key: GeneSortKey,
    direction: SortDirection,
    criteria: GeneCriteria,
  ): SelectedGenes {
    const frame = held(genolistId);
    if (!frame.order || frame.order.key !== key || frame.order.direction !== direction)
      frame.order = { key, direction, rows: sortOrder(frame.columns, key, direction) };
    const rows = selectGenes(frame.named ?? frame.columns, frame.order.rows, criteria);
    const result = { rows, ...countRegulation(frame.columns.log2fc, rows) };
    return Comlink.transfer(result, [rows.buffer]);
  },

  topDegs(genolistId: number, count: number): Uint32Array {
    const { columns } = held(genolistId);
    const rows = topDegs(columns.log2fc, columns.padj, count);
    return Comlink.transfer(rows, [rows.buffer]);
  },
};

export type GenesWorkerApi = typeof api;

Comlink.expose(api);
