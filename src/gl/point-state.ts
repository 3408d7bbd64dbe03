/**
 * The state byte of a point, one per point (see scatter-shaders.ts): the low six bits are its
 * colour bin (bin 0 is never drawn), +64 when selected, +128 when a filter hides it. A point is
 * drawn, picked, lassoed and exported only when it has a bin and is not hidden.
 */
export const STATE_SELECTED = 64;
export const STATE_HIDDEN = 128;
export const STATE_BIN = 63;

export function isDrawnState(state: number): boolean {
  return (state & STATE_HIDDEN) === 0 && (state & STATE_BIN) !== 0;
}

export function isSelectedState(state: number): boolean {
  return (state & STATE_SELECTED) !== 0;
}

/** Where a point paints in depth: its bin's layer (lower is in front), selected points in front of all. */
export function paintLayer(state: number, layers: readonly number[]): number {
  return isSelectedState(state) ? -1 : (layers[state & STATE_BIN] ?? 0);
}
