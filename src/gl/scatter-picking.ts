import { lassoSelect, PointIndex } from './point-index';
import { isDrawnState } from './point-state';
import { type Domain, pixelScale, type Size, toDataX, toDataY } from './view';

/**
 * Which points a pointer reaches: the nearest drawn point to a pixel, the drawn points inside a
 * lasso, every drawn point (the export). Points are rows of `xs`/`ys` in data units, NaN for a row
 * that cannot be placed (never indexed); `states` holds their state bytes (point-state.ts).
 * Pixels are of the plot area, origin at its top left, y down.
 */

/** How far (px) a click may be from a point to pick it. */
export const PICK_RADIUS = 10;

export interface PlacedPoints {
  xs: Float64Array;
  ys: Float64Array;
}

/** The k-d tree of the placed points (both coordinates finite). */
export function indexPlaced({ xs, ys }: PlacedPoints): PointIndex {
  const rows: number[] = [];
  for (let i = 0; i < xs.length; i++)
    if (Number.isFinite(xs[i] as number) && Number.isFinite(ys[i] as number)) rows.push(i);
  return new PointIndex(xs, ys, Uint32Array.from(rows));
}

/** The rows drawn with these states, in row order. */
export function drawnRows(states: Uint8Array, n: number): Uint32Array {
  const rows: number[] = [];
  for (let i = 0; i < n; i++) if (isDrawnState(states[i] ?? 0)) rows.push(i);
  return Uint32Array.from(rows);
}

/** The drawn point nearest to pixel (px, py), within PICK_RADIUS on screen; -1 if none. */
export function pickNearest(
  index: PointIndex,
  states: Uint8Array,
  domain: Domain,
  area: Size,
  px: number,
  py: number,
): number {
  const { sx, sy } = pixelScale(domain, area);
  const x = toDataX(domain, area, px);
  const y = toDataY(domain, area, py);
  return index.nearest(x, y, sx, sy, PICK_RADIUS, (row) => isDrawnState(states[row] ?? 0));
}

/** The drawn points inside a polygon of plot-area pixels (flat x, y pairs). */
export function lassoDrawn(
  index: PointIndex,
  points: PlacedPoints,
  states: Uint8Array,
  domain: Domain,
  area: Size,
  polygon: readonly number[],
): Uint32Array {
  const inData = new Float64Array(polygon.length);
  for (let k = 0; k + 1 < polygon.length; k += 2) {
    inData[k] = toDataX(domain, area, polygon[k] as number);
    inData[k + 1] = toDataY(domain, area, polygon[k + 1] as number);
  }
  return lassoSelect(index, points.xs, points.ys, inData, (row) => isDrawnState(states[row] ?? 0));
}
