import { useEffect, useMemo, useState } from 'react';
import type { SelectedGenes } from '../../../workers/genes.worker';
import { countRegulation, selectGenes, withNames } from '../../../workers/kernels/genes-filter';
import { sortOrder } from '../../../workers/kernels/genes-sort';
import { latestOnly, STALE } from '../../lib/latest-only';
import { useGeneNames } from './api/get-gene-names';
import type { GeneFrame } from './gene-frame';
import { selectedAlready, selectInWorker, WORKER_MIN_GENES } from './gene-worker';
import { type GeneView, geneCriteria } from './genolist-search';

export type VisibleGenes = SelectedGenes;

/**
 * The genes the table shows for `view`. Large frames are filtered and sorted in the genes worker
 * (the main thread never blocks on a keystroke); while it computes, the previous answer for the
 * same frame stays on screen. Small frames run the same kernels in place: the sort order when the
 * sort changes, the selection when a filter or the search changes; paging only slices.
 * The genes' names load on the first search of a few letters (api/get-gene-names.ts); when they
 * arrive the same view is selected again, now matching names too. A view the worker answered a
 * moment ago (a step back, or warmed before the click) shows in the same render, with no round trip.
 */
export function useVisibleGenes(frame: GeneFrame | undefined, view: GeneView): VisibleGenes | null {
  const inWorker = frame !== undefined && frame.n >= WORKER_MIN_GENES;
  const { sort, dir } = view;
  const { maxPadj, minAbsLog2fc, regulation, search } = geneCriteria(view);
  const names = useGeneNames(frame, search)?.lines;

  const order = useMemo(
    () => (frame && !inWorker ? sortOrder(frame, sort, dir) : null),
    [frame, inWorker, sort, dir],
  );
  const searched = useMemo(
    () => (frame && !inWorker && names !== undefined ? withNames(frame, names) : frame),
    [frame, inWorker, names],
  );
  const inPlace = useMemo(() => {
    if (!searched || !order) return null;
    const rows = selectGenes(searched, order, { maxPadj, minAbsLog2fc, regulation, search });
    return { rows, ...countRegulation(searched.log2fc, rows) };
  }, [searched, order, maxPadj, minAbsLog2fc, regulation, search]);

  const criteria = { maxPadj, minAbsLog2fc, regulation, search };
  const kept = frame && inWorker ? selectedAlready(frame, sort, dir, criteria, names) : undefined;
  const select = useMemo(() => latestOnly(selectInWorker), []);
  const [answer, setAnswer] = useState<{ frame: GeneFrame; genes: VisibleGenes } | null>(null);
  useEffect(() => {
    if (!frame || !inWorker || kept) return;
    let live = true;
    void select(frame, sort, dir, { maxPadj, minAbsLog2fc, regulation, search }, names).then((genes) => {
      if (live && genes !== STALE) setAnswer({ frame, genes });
    });
    return () => {
      live = false;
    };
  }, [select, frame, inWorker, kept, sort, dir, maxPadj, minAbsLog2fc, regulation, search, names]);

  if (!inWorker) return inPlace;
  if (kept) return kept;
  return answer && answer.frame === frame ? answer.genes : null;
}
