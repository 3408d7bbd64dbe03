import { useMemo } from 'react';
import { countRegulation, selectGenes, sortOrder } from './gene-filter';
import type { GeneFrame } from './gene-frame';
import { type GeneView, geneCriteria } from './genolist-search';

export interface VisibleGenes {
  /** Rows meeting the filter and search, in the table's order. */
  rows: Uint32Array;
  up: number;
  down: number;
}

/**
 * The genes the table shows for `view`: the sort order is computed when the sort changes, the
 * selection (one pass over the rows) when a filter or the search changes; paging only slices.
 */
export function useVisibleGenes(frame: GeneFrame | undefined, view: GeneView): VisibleGenes | null {
  const order = useMemo(
    () => (frame ? sortOrder(frame, view.sort, view.dir) : null),
    [frame, view.sort, view.dir],
  );
  const { maxPadj, minAbsLog2fc, regulation, search } = geneCriteria(view);
  return useMemo(() => {
    if (!frame || !order) return null;
    const rows = selectGenes(frame, order, { maxPadj, minAbsLog2fc, regulation, search });
    return { rows, ...countRegulation(frame, rows) };
  }, [frame, order, maxPadj, minAbsLog2fc, regulation, search]);
}
