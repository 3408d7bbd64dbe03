import { MAX_SELECTED_GENES } from '../genolist-search';

/**
 * The multi-select selection as gene reference ids, in the order picked (what `sel` in the URL
 * holds). Pure: the card turns the answers into URL changes and toasts.
 */

/** `ids` with `id` added at the end, or removed if it was there; `full` when it could not be added. */
export function toggleSelection(
  ids: readonly number[],
  id: number,
  max = MAX_SELECTED_GENES,
): { ids: number[]; added: boolean; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), added: false, full: false };
  if (ids.length >= max) return { ids: [...ids], added: false, full: true };
  return { ids: [...ids, id], added: true, full: false };
}

/** `ids` with the new ones appended (each once), up to `max`; how many were added and whether some were left out. */
export function addToSelection(
  ids: readonly number[],
  more: Iterable<number>,
  max = MAX_SELECTED_GENES,
): { ids: number[]; added: number; truncated: boolean } {
  const next = [...ids];
  const seen = new Set(ids);
  let added = 0;
  let truncated = false;
  for (const id of more) {
    if (seen.has(id)) continue;
    if (next.length >= max) {
      truncated = true;
      break;
    }
    seen.add(id);
    next.push(id);
    added++;
  }
  return { ids: next, added, truncated };
}

/** Row of each gene reference id of a frame (the first row when an id repeats). */
export function rowsByGeneRef(geneRefId: Int32Array): Map<number, number> {
  const rows = new Map<number, number>();
  for (let i = geneRefId.length - 1; i >= 0; i--) rows.set(geneRefId[i] as number, i);
  return rows;
}

/** 1 for the rows of the selected ids (ids not in the frame are ignored). */
export function selectionMask(n: number, ids: readonly number[], rows: Map<number, number>): Uint8Array {
  const mask = new Uint8Array(n);
  for (const id of ids) {
    const row = rows.get(id);
    if (row !== undefined) mask[row] = 1;
  }
  return mask;
}
