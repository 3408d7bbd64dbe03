import { useEffect, useMemo, useState } from 'react';
import type { SelectedGenes } from '../../../workers/genes.worker';
import { countRegulation, selectGenes } from '../../../workers/kernels/genes-filter';
import { sortOrder } from '../../../workers/kernels/genes-sort';
import { latestOnly, STALE } from '../../lib/latest-only';
import type { GeneFrame } from './gene-frame';
import { selectInWorker, WORKER_MIN_GENES } from './gene-worker';
import { type GeneView, geneCriteria } from './genolist-search';

export type VisibleGenes = SelectedGenes;

/**
 * The genes the table shows for `view`. Large frames are filtered and sorted in the genes worker
 * (the main thread never blocks on a keystroke); while it computes, the previous answer for the
 * same frame stays on screen. Small frames run the same kernels in place: the sort order when the
 * sort changes, the selection when a filter or the search changes; paging only slices.
 */
export function useVisibleGenes(frame: GeneFrame | undefined, view: GeneView): VisibleGenes | null {
  const inWorker = frame !== undefined && frame.n >= WORKER_MIN_GENES;
  const { sort, dir } = view;
  const { maxPadj, minAbsLog2fc, regulation, search } = geneCriteria(view);

  const order = useMemo(
    () => (frame && !inWorker ? sortOrder(frame, sort, dir) : null),
    [frame, inWorker, sort, dir],
  );
  const inPlace = useMemo(() => {
    if (!frame || !order) return null;
    const rows = selectGenes(frame, order, { maxPadj, minAbsLog2fc, regulation, search });
    return { rows, ...countRegulation(frame.log2fc, rows) };
  }, [frame, order, maxPadj, minAbsLog2fc, regulation, search]);

  const select = useMemo(() => latestOnly(selectInWorker), []);
  const [answer, setAnswer] = useState<{ frame: GeneFrame; genes: VisibleGenes } | null>(null);
  useEffect(() => {
    if (!frame || !inWorker) return;
    let live = true;
    void select(frame, sort, dir, { maxPadj, minAbsLog2fc, regulation, search }).then((genes) => {
      if (live && genes !== STALE) setAnswer({ frame, genes });
    });
    return () => {
      live = false;
    };
  }, [select, frame, inWorker, sort, dir, maxPadj, minAbsLog2fc, regulation, search]);

  if (!inWorker) return inPlace;
  return answer && answer.frame === frame ? answer.genes : null;
}
