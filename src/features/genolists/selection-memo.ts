import type { GeneCriteria } from '../../../workers/kernels/genes-filter';
import type { GeneSortKey, SortDirection } from '../../../workers/kernels/genes-sort';

/** What the genes worker is asked for one frame: a sort, the criteria, and whether names were sent. */
export interface SelectionAsked {
  key: GeneSortKey;
  direction: SortDirection;
  criteria: GeneCriteria;
  /** The frame's genes' names, once loaded (a search then matches them too). */
  names?: string;
}

/** The same text for the same question: with a search, whether the names were there changes the answer. */
export function selectionKey({ key, direction, criteria, names }: SelectionAsked): string {
  const { maxPadj, minAbsLog2fc, regulation, search } = criteria;
  const named = search !== '' && names !== undefined;
  return JSON.stringify([key, direction, maxPadj, minAbsLog2fc, regulation, search, named]);
}

export interface SelectionMemo<F extends object, A> {
  get(frame: F, asked: SelectionAsked): A | undefined;
  keep(frame: F, asked: SelectionAsked, answer: A): void;
}

/**
 * The last `perFrame` answers for each frame, newest kept longest; a frame's answers go with it
 * (a WeakMap): going back to a view, or opening one answered ahead of the click, needs no round
 * trip to the worker.
 */
export function createSelectionMemo<F extends object, A>(perFrame: number): SelectionMemo<F, A> {
  const answers = new WeakMap<F, Map<string, A>>();
  return {
    get: (frame, asked) => answers.get(frame)?.get(selectionKey(asked)),
    keep(frame, asked, answer) {
      let kept = answers.get(frame);
      if (!kept) {
        kept = new Map();
        answers.set(frame, kept);
      }
      const key = selectionKey(asked);
      kept.delete(key);
      kept.set(key, answer);
      for (const oldest of kept.keys()) {
        if (kept.size <= perFrame) break;
        kept.delete(oldest);
      }
    },
  };
}
