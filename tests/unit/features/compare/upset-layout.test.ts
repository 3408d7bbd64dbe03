import { describe, expect, it } from 'vitest';
import { upsetLayout } from '../../../../src/features/compare/upset-layout';

describe('upsetLayout', () => {
  it('draws a column per combination holding genes, bars scaled to the largest', () => {
    const columns = upsetLayout(
      [
        { genolists: [20], count: 40, same_direction: null, opposite_direction: null },
        { genolists: [10, 20], count: 20, same_direction: 15, opposite_direction: 5 },
        { genolists: [10], count: 0, same_direction: null, opposite_direction: null },
      ],
      [10, 20],
      { barArea: 100, columnWidth: 30 },
    );
    expect(columns).toEqual([
      { genolists: [20], count: 40, height: 100, oppositeHeight: 0, rows: [1], x: 0 },
      { genolists: [10, 20], count: 20, height: 50, oppositeHeight: 12.5, rows: [0, 1], x: 30 },
    ]);
  });
});
