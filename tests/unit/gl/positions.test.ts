import { describe, expect, it } from 'vitest';
import { interleavedPositions, positionsFor } from '../../../src/gl/positions';

describe("a plot's points as the GPU takes them", () => {
  const data = {
    xs: Float64Array.from([1.5, Number.NaN, -2, 3]),
    ys: Float64Array.from([4, 5, Number.POSITIVE_INFINITY, -0.25]),
    home: { x0: -3, x1: 3, y0: -1, y1: 6 },
  };

  it('interleaves x and y as float32, with 0, 0 for a row that cannot be placed', () => {
    expect(Array.from(interleavedPositions(data))).toEqual([1.5, 4, 0, 0, 0, 0, 3, -0.25]);
    expect(Array.from(positionsFor(data))).toEqual([1.5, 4, 0, 0, 0, 0, 3, -0.25]);
  });

  it('makes them once per data object for the page (exports, plots drawn on the page)', () => {
    expect(positionsFor(data)).toBe(positionsFor(data));
    expect(positionsFor({ ...data })).not.toBe(positionsFor(data));
  });
});
