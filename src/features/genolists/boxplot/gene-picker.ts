import { numericOrder } from '../../../../workers/kernels/genes-sort';
import type { GeneFrame } from '../gene-frame';

/**
 * The genes the box plot's picker offers, taken from the frame already in memory:
 * without search, the most significant first (adjusted p ascending, missing last); with a search
 * (case-insensitive, on symbol or gene id), genes whose symbol or id equals the text first, then
 * the other matches, each in the same significance order. `limit` caps the answer: 100 by
 * default, 200 when searching, more by 100 at a time.
 */

export const PICKER_FIRST = 100;
export const PICKER_SEARCH = 200;
export const PICKER_MORE = 100;

const bySignificance = new WeakMap<object, Uint32Array>();

/**
 * Rows by adjusted p ascending, missing p last, ties in file order. Computed once per frame (the
 * box plot, its picker and the offline download all ask), by the table's numeric sort (a typed
 * array's native sort, not a comparator called a million times: ≈ 3 ms against 15 ms at 60,000
 * genes in Node).
 */
export function rowsBySignificance(frame: Pick<GeneFrame, 'n' | 'padj'>): Uint32Array {
  const known = bySignificance.get(frame);
  if (known) return known;
  const rows = numericOrder(frame.padj, frame.n, false);
  bySignificance.set(frame, rows);
  return rows;
}

export interface PickedGenes {
  rows: number[];
  /** How many genes match in all, so the picker can say whether more are left. */
  total: number;
}

export function pickGenes(
  frame: Pick<GeneFrame, 'searchKey' | 'symbol' | 'geneId'>,
  order: Uint32Array,
  query: string,
  limit: number,
): PickedGenes {
  const text = query.trim().toLowerCase();
  if (!text) return { rows: [...order.subarray(0, limit)], total: order.length };
  const exact: number[] = [];
  const partial: number[] = [];
  for (const row of order) {
    if (!(frame.searchKey[row] as string).includes(text)) continue;
    const same = frame.symbol[row]?.toLowerCase() === text || frame.geneId[row]?.toLowerCase() === text;
    (same ? exact : partial).push(row);
  }
  const all = exact.concat(partial);
  return { rows: all.slice(0, limit), total: all.length };
}
