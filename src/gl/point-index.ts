/**
 * A static 2D k-d tree over a plot's points in data coordinates (the layout of KDBush: ids and
 * coordinates sorted in place, leaves of NODE_SIZE points scanned linearly), for hover, click and
 * lasso. It answers point ids (what the caller put in, e.g. row indices of the genolist).
 *
 * The nearest-point query measures distance in screen pixels, not data units: the two axes of a
 * volcano have unrelated units, so each is weighted by its pixels per data unit at the current
 * zoom. An `accept` filter skips points that are hidden without rebuilding the tree; the tree is
 * rebuilt only when the positions themselves change (another plot, another genolist).
 * Assumes finite coordinates: callers leave out points they cannot place.
 */

const NODE_SIZE = 64;

export class PointIndex {
  readonly size: number;
  private readonly ids: Uint32Array;
  private readonly coords: Float64Array;

  constructor(xs: ArrayLike<number>, ys: ArrayLike<number>, ids: Uint32Array) {
    const n = ids.length;
    this.size = n;
    this.ids = Uint32Array.from(ids);
    this.coords = new Float64Array(2 * n);
    for (let k = 0; k < n; k++) {
      const id = ids[k] as number;
      this.coords[2 * k] = xs[id] as number;
      this.coords[2 * k + 1] = ys[id] as number;
    }
    sortKd(this.ids, this.coords, 0, n - 1, 0);
  }

  /** Calls `visit` with every point id inside the box (edges included). */
  within(minX: number, minY: number, maxX: number, maxY: number, visit: (id: number) => void): void {
    const { ids, coords } = this;
    const stack = [0, ids.length - 1, 0];
    while (stack.length > 0) {
      const axis = stack.pop() as number;
      const right = stack.pop() as number;
      const left = stack.pop() as number;
      if (right - left <= NODE_SIZE) {
        for (let k = left; k <= right; k++) {
          const x = coords[2 * k] as number;
          const y = coords[2 * k + 1] as number;
          if (x >= minX && x <= maxX && y >= minY && y <= maxY) visit(ids[k] as number);
        }
        continue;
      }
      const m = (left + right) >> 1;
      const x = coords[2 * m] as number;
      const y = coords[2 * m + 1] as number;
      if (x >= minX && x <= maxX && y >= minY && y <= maxY) visit(ids[m] as number);
      if (axis === 0 ? minX <= x : minY <= y) stack.push(left, m - 1, 1 - axis);
      if (axis === 0 ? maxX >= x : maxY >= y) stack.push(m + 1, right, 1 - axis);
    }
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
    const { ids, coords } = this;
    let best = -1;
    let bestD2 = maxPixels * maxPixels;
    const consider = (k: number) => {
      const dx = ((coords[2 * k] as number) - x) * sx;
      const dy = ((coords[2 * k + 1] as number) - y) * sy;
      const d2 = dx * dx + dy * dy;
      if (d2 <= bestD2 && (d2 < bestD2 || best === -1) && (!accept || accept(ids[k] as number))) {
        bestD2 = d2;
        best = ids[k] as number;
      }
    };
    const stack = [0, ids.length - 1, 0];
    while (stack.length > 0) {
      const axis = stack.pop() as number;
      const right = stack.pop() as number;
      const left = stack.pop() as number;
      if (right - left <= NODE_SIZE) {
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

function sortKd(ids: Uint32Array, coords: Float64Array, left: number, right: number, axis: number): void {
  if (right - left <= NODE_SIZE) return;
  const m = (left + right) >> 1;
  select(ids, coords, m, left, right, axis);
  sortKd(ids, coords, left, m - 1, 1 - axis);
  sortKd(ids, coords, m + 1, right, 1 - axis);
}

/** Floyd–Rivest selection: rearranges [left, right] so item k is in its sorted place on `axis`. */
function select(
  ids: Uint32Array,
  coords: Float64Array,
  k: number,
  left: number,
  right: number,
  axis: number,
) {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const m = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
      const newRight = Math.min(right, Math.floor(k + ((n - m) * s) / n + sd));
      select(ids, coords, k, newLeft, newRight, axis);
    }
    const t = coords[2 * k + axis] as number;
    let i = left;
    let j = right;
    swap(ids, coords, left, k);
    if ((coords[2 * right + axis] as number) > t) swap(ids, coords, left, right);
    while (i < j) {
      swap(ids, coords, i, j);
      i++;
      j--;
      while ((coords[2 * i + axis] as number) < t) i++;
      while ((coords[2 * j + axis] as number) > t) j--;
    }
    if (coords[2 * left + axis] === t) swap(ids, coords, left, j);
    else {
      j++;
      swap(ids, coords, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

function swap(ids: Uint32Array, coords: Float64Array, i: number, j: number) {
  const id = ids[i] as number;
  ids[i] = ids[j] as number;
  ids[j] = id;
  const x = coords[2 * i] as number;
  const y = coords[2 * i + 1] as number;
  coords[2 * i] = coords[2 * j] as number;
  coords[2 * i + 1] = coords[2 * j + 1] as number;
  coords[2 * j] = x;
  coords[2 * j + 1] = y;
}
