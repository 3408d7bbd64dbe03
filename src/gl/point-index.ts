import KDBush from 'kdbush';

/**
 * A plot's points in data coordinates, indexed for hover, click and lasso by a static 2D k-d tree
 * (KDBush). It answers point ids (what the caller put in, e.g. row indices of the genolist).
 *
 * The nearest-point query measures distance in screen pixels, not data units: the two axes of a
 * volcano have unrelated units, so each is weighted by its pixels per data unit at the current
 * zoom. An `accept` filter skips points that are hidden without
 * rebuilding the tree; the tree is rebuilt only when the positions themselves change (another
 * plot, another genolist). Assumes finite coordinates: callers leave out points they cannot place.
 */
export class PointIndex {
  readonly size: number;
  /** The caller's id of each point, in the order it was added to the tree. */
  private readonly ids: Uint32Array;
  private readonly tree: KDBush;

  constructor(xs: ArrayLike<number>, ys: ArrayLike<number>, ids: Uint32Array) {
    this.size = ids.length;
    this.ids = Uint32Array.from(ids);
    this.tree = new KDBush(ids.length);
    for (const id of ids) this.tree.add(xs[id] as number, ys[id] as number);
    this.tree.finish();
  }

  /** Calls `visit` with every point id inside the box (edges included). */
  within(minX: number, minY: number, maxX: number, maxY: number, visit: (id: number) => void): void {
    for (const k of this.tree.range(minX, minY, maxX, maxY)) visit(this.ids[k] as number);
  }

  /**
   * The accepted point nearest to (x, y) within `maxPixels` on screen, where one data unit is
   * `sx` pixels across and `sy` pixels up; -1 when there is none.
   */
  nearest(
    x: number,
    y: number,
    sx: number,
    sy: number,
    maxPixels: number,
    accept?: (id: number) => boolean,
  ): number {
    // KDBush has no nearest-point query: this walks its tree (points sorted in place by
    // alternating axis, the median of each range its node, leaves of `nodeSize` points), pruning
    // the half a split puts out of the best distance so far, as its own `within` does.
    const { ids, coords, nodeSize } = this.tree;
    let best = -1;
    let bestD2 = maxPixels * maxPixels;
    const consider = (k: number) => {
      const dx = ((coords[2 * k] as number) - x) * sx;
      const dy = ((coords[2 * k + 1] as number) - y) * sy;
      const d2 = dx * dx + dy * dy;
      if (d2 > bestD2 || (d2 === bestD2 && best !== -1)) return;
      const id = this.ids[ids[k] as number] as number;
      if (accept && !accept(id)) return;
      bestD2 = d2;
      best = id;
    };
    const stack = [0, ids.length - 1, 0];
    while (stack.length > 0) {
      const axis = stack.pop() as number;
      const right = stack.pop() as number;
      const left = stack.pop() as number;
      if (right - left <= nodeSize) {
        for (let k = left; k <= right; k++) consider(k);
        continue;
      }
      const m = (left + right) >> 1;
      consider(m);
      // Signed distance in pixels from the query to the splitting line, on this node's axis.
      const split =
        axis === 0 ? ((coords[2 * m] as number) - x) * sx : ((coords[2 * m + 1] as number) - y) * sy;
      const reach = Math.sqrt(bestD2);
      if (split >= -reach) stack.push(left, m - 1, 1 - axis);
      if (split <= reach) stack.push(m + 1, right, 1 - axis);
    }
    return best;
  }
}

/** Ray casting: is (x, y) inside the polygon of flat [x0, y0, x1, y1, …] vertices (closed implicitly)? */
export function pointInPolygon(x: number, y: number, polygon: ArrayLike<number>): boolean {
  const n = polygon.length >> 1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = polygon[2 * i] as number;
    const yi = polygon[2 * i + 1] as number;
    const xj = polygon[2 * j] as number;
    const yj = polygon[2 * j + 1] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The accepted point ids inside a lasso polygon (data coordinates), in index order. */
export function lassoSelect(
  index: PointIndex,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  polygon: ArrayLike<number>,
  accept?: (id: number) => boolean,
): Uint32Array {
  if (polygon.length < 6) return new Uint32Array(0);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < polygon.length; k += 2) {
    const px = polygon[k] as number;
    const py = polygon[k + 1] as number;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  const found: number[] = [];
  index.within(minX, minY, maxX, maxY, (id) => {
    if ((!accept || accept(id)) && pointInPolygon(xs[id] as number, ys[id] as number, polygon))
      found.push(id);
  });
  return Uint32Array.from(found);
}
