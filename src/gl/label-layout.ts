/**
 * Places text labels next to their points without overlapping one another, inside the plot area
 * and off the other labelled points. Greedy, in the given order (the caller puts the most
 * important first): each label takes the first free spot among positions around its point, tried
 * from nearest to farthest; a label with no free spot is left out rather than drawn over another.
 * Pixels, origin top-left. Costs O(labels² × positions): meant for tens of labels, redone on
 * every pan or zoom.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelAnchor {
  id: number;
  /** The point, in px. */
  x: number;
  y: number;
  /** The text's box size, in px. */
  width: number;
  height: number;
  text: string;
}

export interface PlacedLabel {
  anchor: LabelAnchor;
  box: Box;
}

/** Space kept between two labels, and around a labelled point. */
const GAP = 2;
const POINT_RADIUS = 4;
const DISTANCES = [4, 14, 28, 46];
/** Directions tried at each distance: right, left, above, below, then the diagonals. */
const DIRECTIONS: readonly [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];

/** The box of a label whose nearest edge is `distance` px from its point in direction (dx, dy). */
export function candidateBox(anchor: LabelAnchor, dx: number, dy: number, distance: number): Box {
  const { width, height } = anchor;
  const x = dx > 0 ? anchor.x + distance : dx < 0 ? anchor.x - distance - width : anchor.x - width / 2;
  const y = dy > 0 ? anchor.y + distance : dy < 0 ? anchor.y - distance - height : anchor.y - height / 2;
  return { x, y, width, height };
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

function coversPoint(box: Box, x: number, y: number): boolean {
  return (
    x > box.x - POINT_RADIUS &&
    x < box.x + box.width + POINT_RADIUS &&
    y > box.y - POINT_RADIUS &&
    y < box.y + box.height + POINT_RADIUS
  );
}

export function placeLabels(
  anchors: readonly LabelAnchor[],
  area: { width: number; height: number },
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const anchor of anchors) {
    let chosen: Box | null = null;
    for (const distance of DISTANCES) {
      for (const [dx, dy] of DIRECTIONS) {
        const box = candidateBox(anchor, dx, dy, distance);
        if (box.x < 0 || box.y < 0 || box.x + box.width > area.width || box.y + box.height > area.height)
          continue;
        if (placed.some((other) => boxesOverlap(box, other.box, GAP))) continue;
        if (anchors.some((other) => other !== anchor && coversPoint(box, other.x, other.y))) continue;
        chosen = box;
        break;
      }
      if (chosen) break;
    }
    if (chosen) placed.push({ anchor, box: chosen });
  }
  return placed;
}
