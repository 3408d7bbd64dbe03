import { describe, expect, it } from 'vitest';
import { STATE_HIDDEN, STATE_SELECTED } from '../../../src/gl/point-state';
import { drawnRows, indexPlaced, lassoDrawn, pickNearest } from '../../../src/gl/scatter-picking';

// A 100 × 100 px plot area over data 0…10 on both axes: one data unit is 10 px, y up.
const area = { width: 100, height: 100 };
const domain = { x0: 0, x1: 10, y0: 0, y1: 10 };
const points = {
  xs: Float64Array.from([1, 5, 5.2, Number.NaN, 9]),
  ys: Float64Array.from([1, 5, 5, 3, 9]),
};

describe('scatter picking', () => {
  it('indexes only the placed points', () => {
    expect(indexPlaced(points).size).toBe(4);
  });

  it('counts as drawn a point with a bin that no filter hides, selected or not', () => {
    const states = Uint8Array.from([1, 0, 2 | STATE_HIDDEN, 3 | STATE_SELECTED, 4]);
    expect(Array.from(drawnRows(states, 5))).toEqual([0, 3, 4]);
  });

  it('picks the nearest drawn point within ten pixels, skipping hidden ones', () => {
    const index = indexPlaced(points);
    const states = Uint8Array.from([1, 1, 1, 1, 1]);
    // (5.1, 5) in data is pixel (51, 50): rows 1 and 2 are 1 px away, row 2 a hair nearer from 52.
    expect(pickNearest(index, states, domain, area, 52, 50)).toBe(2);
    expect(pickNearest(index, Uint8Array.from([1, 1, STATE_HIDDEN | 1, 1, 1]), domain, area, 52, 50)).toBe(1);
    // Row 0 sits at pixel (10, 90); 11 px away is too far.
    expect(pickNearest(index, states, domain, area, 10, 79)).toBe(-1);
    expect(pickNearest(index, states, domain, area, 10, 81)).toBe(0);
  });

  it('lassoes the drawn points inside a polygon of pixels', () => {
    const index = indexPlaced(points);
    const square = [40, 40, 60, 40, 60, 60, 40, 60];
    expect(
      Array.from(lassoDrawn(index, points, Uint8Array.from([1, 1, 1, 1, 1]), domain, area, square)).sort(),
    ).toEqual([1, 2]);
    expect(
      Array.from(lassoDrawn(index, points, Uint8Array.from([1, 0, 1, 1, 1]), domain, area, square)),
    ).toEqual([2]);
  });
});
