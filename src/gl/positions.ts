/**
 * A plot's points as the GPU takes them: float32, x and y interleaved, 0, 0 for a row that cannot
 * be placed (its state byte is 0: never drawn). Made in the scatter worker from copies of the
 * plot's coordinates (scatter-engine.ts), so a million new points cost the page two copies, not
 * this loop; on the page only where plots draw there, and for an export.
 */

/** The coordinates of a plot's points, one row a gene; NaN where it cannot be placed. */
export interface Points {
  xs: Float64Array;
  ys: Float64Array;
}

export function interleavedPositions({ xs, ys }: Points): Float32Array {
  const n = xs.length;
  const positions = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (Number.isFinite(x) && Number.isFinite(y)) {
      positions[2 * i] = x;
      positions[2 * i + 1] = y;
    }
  }
  return positions;
}

const positionsOf = new WeakMap<Points, Float32Array>();

/** The positions of `points` made once per points object, for the plots and exports drawn on the page. */
export function positionsFor(points: Points): Float32Array {
  let positions = positionsOf.get(points);
  if (!positions) {
    positions = interleavedPositions(points);
    positionsOf.set(points, positions);
  }
  return positions;
}
