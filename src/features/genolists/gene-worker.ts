import * as Comlink from 'comlink';
import type { GenesWorkerApi, PackedGeneColumns, SelectedGenes } from '../../../workers/genes.worker';
import type { GeneCriteria } from '../../../workers/kernels/genes-filter';
import type { GeneSortKey, SortDirection } from '../../../workers/kernels/genes-sort';
import { workerClient } from '../../lib/worker-client';
import { type GeneFrame, textColumnsOf } from './gene-frame';
import { createSelectionMemo } from './selection-memo';

/**
 * From this many genes the table's filter and sort run in the genes worker: sorting 60k genes
 * takes tens of milliseconds, too long for a keystroke on the main thread. Below it the same
 * kernels run in place, which answers faster than a round trip.
 */
export const WORKER_MIN_GENES = 5000;

const genes = workerClient<GenesWorkerApi>(
  () => new Worker(new URL('../../../workers/genes.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * Starts the genes worker ahead of need (src/app/router.tsx, at idle): its script then loads and
 * runs on its own thread, so the first genolist opened waits only for its own answer.
 */
export function warmGenesWorker(): void {
  genes.remote();
}

/**
 * The frame's columns, ready to transfer. The number columns are copied first: the table still
 * reads the frame's own arrays, and a transfer would empty them (those of a frame read from the
 * offline mirror share one buffer). The symbols and gene ids go as the strings the frame was
 * read with, or joined once.
 */
export function packGeneColumns(frame: GeneFrame): { packed: PackedGeneColumns; transfer: ArrayBuffer[] } {
  const { symbols, geneIds } = textColumnsOf(frame);
  const packed: PackedGeneColumns = {
    n: frame.n,
    expression: frame.expression.slice(),
    log2fc: frame.log2fc.slice(),
    pvalue: frame.pvalue.slice(),
    padj: frame.padj.slice(),
    symbols,
    geneIds,
  };
  const transfer = [packed.expression, packed.log2fc, packed.pvalue, packed.padj].map(
    (column) => column.buffer as ArrayBuffer,
  );
  return { packed, transfer };
}

/** Each frame object is sent once; a refetched frame (a new object) replaces the worker's copy. */
const loaded = new WeakMap<GeneFrame, Promise<void>>();

function load(frame: GeneFrame): Promise<void> {
  let sent = loaded.get(frame);
  if (!sent) {
    const { packed, transfer } = packGeneColumns(frame);
    sent = genes.remote().load(frame.genolistId, Comlink.transfer(packed, transfer));
    loaded.set(frame, sent);
  }
  return sent;
}

/** The names each frame's worker copy has: a reloaded frame (a new object) is sent them again. */
const namesSent = new WeakMap<GeneFrame, string>();

/** Answers kept a frame: going back to a view (or opening a view warmed at idle) is instant. */
const kept = createSelectionMemo<GeneFrame, SelectedGenes>(4);

/**
 * The worker's answer for this frame and view if one of its last few was for it: the screen then
 * shows the table in its first render instead of after a round trip (api/get-genolist-frame.ts
 * warms the default view of the last genolist opened, offline).
 */
export function selectedAlready(
  frame: GeneFrame,
  key: GeneSortKey,
  direction: SortDirection,
  criteria: GeneCriteria,
  names?: string,
): SelectedGenes | undefined {
  return kept.get(frame, { key, direction, criteria, names });
}

/**
 * The frame's rows meeting `criteria` in the order of `key`, computed in the genes worker. `names`
 * (the frame's genes' names, one a line) are sent once, when they first come: the worker then
 * searches them too. The answer is kept (`selectedAlready`); callers only read it.
 */
export async function selectInWorker(
  frame: GeneFrame,
  key: GeneSortKey,
  direction: SortDirection,
  criteria: GeneCriteria,
  names?: string,
): Promise<SelectedGenes> {
  await load(frame);
  // The worker answers in the order it is asked: the select below already sees these names.
  if (names !== undefined && namesSent.get(frame) !== names) {
    namesSent.set(frame, names);
    // Should it fail, the search goes on over symbols and ids, and the next one sends them again.
    genes
      .remote()
      .setNames(frame.genolistId, names)
      .catch(() => namesSent.delete(frame));
  }
  const answer = await genes.remote().select(frame.genolistId, key, direction, criteria);
  kept.keep(frame, { key, direction, criteria, names }, answer);
  return answer;
}
