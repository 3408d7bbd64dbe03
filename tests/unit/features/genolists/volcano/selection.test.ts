import { describe, expect, it } from 'vitest';
import {
  addToSelection,
  rowsByGeneRef,
  selectionMask,
  toggleSelection,
} from '../../../../../src/features/genolists/volcano/selection';

describe('volcano multi-select', () => {
  it('toggles a gene in and out, keeping the order picked', () => {
    expect(toggleSelection([5, 9], 7)).toEqual({ ids: [5, 9, 7], added: true, full: false });
    expect(toggleSelection([5, 9, 7], 9)).toEqual({ ids: [5, 7], added: false, full: false });
    expect(toggleSelection([1, 2], 3, 2)).toEqual({ ids: [1, 2], added: false, full: true });
  });

  it('adds the genes of a lasso once each, up to the limit', () => {
    expect(addToSelection([4], [4, 8, 8, 2])).toEqual({ ids: [4, 8, 2], added: 2, truncated: false });
    expect(addToSelection([1], [2, 3, 4], 3)).toEqual({ ids: [1, 2, 3], added: 2, truncated: true });
  });

  it('marks the rows of the selected genes, ignoring ids not in the list', () => {
    const rows = rowsByGeneRef(Int32Array.from([10, 11, 12, 11]));
    expect(rows.get(11)).toBe(1);
    expect(Array.from(selectionMask(4, [12, 99, 10], rows))).toEqual([1, 0, 1, 0]);
  });
});
