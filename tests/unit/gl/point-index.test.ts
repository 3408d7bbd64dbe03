import { describe, expect, it } from 'vitest';
import { lassoSelect, PointIndex, pointInPolygon } from '../../../src/gl/point-index';

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function cloud(n: number, seed = 3) {
  const next = random(seed);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = (next() - 0.5) * 10;
    ys[i] = next() * 300;
  }
  return { xs, ys, ids: Uint32Array.from({ length: n }, (_, i) => i) };
}

function bruteNearest(
  xs: Float64Array,
  ys: Float64Array,
  x: number,
  y: number,
  sx: number,
  sy: number,
  r: number,
) {
  let best = -1;
  let bestD = r * r;
  for (let i = 0; i < xs.length; i++) {
    const d = (((xs[i] as number) - x) * sx) ** 2 + (((ys[i] as number) - y) * sy) ** 2;
    if (d < bestD || (d === bestD && best === -1)) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

describe('point index', () => {
  const { xs, ys, ids } = cloud(20_000);
  const index = new PointIndex(xs, ys, ids);

  it('finds the nearest point in screen pixels, as a full scan does', () => {
    const next = random(9);
    // Very different pixel scales on the two axes, as on a volcano plot.
    const sx = 80;
    const sy = 1.5;
    for (let k = 0; k < 300; k++) {
      const x = (next() - 0.5) * 11;
      const y = next() * 310;
      const got = index.nearest(x, y, sx, sy, 12);
      const expected = bruteNearest(xs, ys, x, y, sx, sy, 12);
      if (expected === -1) expect(got).toBe(-1);
      else {
        const d = (i: number) => (((xs[i] as number) - x) * sx) ** 2 + (((ys[i] as number) - y) * sy) ** 2;
        expect(d(got)).toBeCloseTo(d(expected), 9);
      }
    }
  });

  it('answers -1 when no point is within reach, and skips points it must not accept', () => {
    expect(index.nearest(100, 100, 10, 10, 5)).toBe(-1);
    const target = 1234;
    const x = xs[target] as number;
    const y = ys[target] as number;
    expect(index.nearest(x, y, 50, 2, 5)).toBe(target);
    expect(index.nearest(x, y, 50, 2, 5, (id) => id !== target)).not.toBe(target);
  });

  it('lists the points inside a box, edges included', () => {
    const found: number[] = [];
    index.within(-1, 100, 1, 200, (id) => found.push(id));
    const expected = Array.from(ids).filter(
      (i) =>
        (xs[i] as number) >= -1 &&
        (xs[i] as number) <= 1 &&
        (ys[i] as number) >= 100 &&
        (ys[i] as number) <= 200,
    );
    expect(found.sort((a, b) => a - b)).toEqual(expected);
  });

  it('indexes only the ids it is given', () => {
    const small = new PointIndex(xs, ys, Uint32Array.from([5, 7]));
    expect(small.size).toBe(2);
    expect(small.nearest(xs[7] as number, ys[7] as number, 1, 1, 1)).toBe(7);
  });
});

describe('lasso', () => {
  it('tests points against a polygon by ray casting', () => {
    const square = [0, 0, 4, 0, 4, 4, 0, 4];
    expect(pointInPolygon(2, 2, square)).toBe(true);
    expect(pointInPolygon(5, 2, square)).toBe(false);
    const notch = [0, 0, 4, 0, 4, 4, 2, 1, 0, 4];
    expect(pointInPolygon(2, 3, notch)).toBe(false);
    expect(pointInPolygon(1, 1, notch)).toBe(true);
  });

  it('selects the accepted points inside the polygon, as a full scan does', () => {
    const { xs, ys, ids } = cloud(10_000, 5);
    const index = new PointIndex(xs, ys, ids);
    const triangle = [-3, 20, 4, 50, 0, 280];
    const accept = (id: number) => id % 3 !== 0;
    const got = Array.from(lassoSelect(index, xs, ys, triangle, accept)).sort((a, b) => a - b);
    const expected = Array.from(ids).filter(
      (i) => accept(i) && pointInPolygon(xs[i] as number, ys[i] as number, triangle),
    );
    expect(got).toEqual(expected);
    expect(got.length).toBeGreaterThan(100);
    expect(lassoSelect(index, xs, ys, [0, 0, 1, 1])).toHaveLength(0);
  });
});
