/**
 * Where each part of the heatmap goes, in CSS pixels, and the dendrograms as line segments: pure
 * geometry, tested, so that the chart component only draws what this answers.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HeatmapLayout {
  /** The whole drawing. */
  width: number;
  height: number;
  cells: Box;
  geneTree: Box | null;
  sampleTree: Box | null;
  /** The band above the columns coloured by condition. */
  conditionBand: Box;
  /** The k-means cluster of each row, left of the cells. */
  clusterBand: Box | null;
  rowHeight: number;
  colWidth: number;
  /** Labels are drawn only when a row (column) is tall (wide) enough to read them. */
  geneLabels: boolean;
  sampleLabels: boolean;
  /** The colour legend and the condition keys, under everything. */
  legend: Box;
}

export interface LayoutInput {
  width: number;
  /** Height of the cells. */
  height: number;
  rows: number;
  cols: number;
  geneTree: boolean;
  sampleTree: boolean;
  clusters: boolean;
}

const GENE_TREE = 56;
const SAMPLE_TREE = 40;
const BAND = 10;
const GAP = 3;
const GENE_LABELS = 96;
const SAMPLE_LABELS = 64;
const LEGEND = 44;
/** Rows or columns thinner than this (px) get no labels: a 7 px label is the smallest legible one. */
export const MIN_LABEL_PX = 7;

/** Label size for rows (columns) of `size` px: as large as fits, 7 to 11 px. */
export function labelFontSize(size: number): number {
  return Math.max(MIN_LABEL_PX, Math.min(11, Math.floor(size) - 1));
}

export function heatmapLayout(input: LayoutInput): HeatmapLayout {
  const rows = Math.max(1, input.rows);
  const cols = Math.max(1, input.cols);
  const geneLabels = input.height / rows >= MIN_LABEL_PX;
  let left = 0;
  const geneTree = input.geneTree ? { x: 0, width: GENE_TREE } : null;
  if (geneTree) left += GENE_TREE + GAP;
  const clusterX = left;
  if (input.clusters) left += BAND + GAP;
  let top = 0;
  const sampleTree = input.sampleTree ? { y: 0, height: SAMPLE_TREE } : null;
  if (sampleTree) top += SAMPLE_TREE + GAP;
  const bandY = top;
  top += BAND + GAP;
  const right = geneLabels ? GENE_LABELS : 8;
  const cellsWidth = Math.max(40, input.width - left - right);
  const colWidth = cellsWidth / cols;
  const sampleLabels = colWidth >= MIN_LABEL_PX;
  const cells = { x: left, y: top, width: cellsWidth, height: input.height };
  const below = cells.y + cells.height + (sampleLabels ? SAMPLE_LABELS : 8);
  return {
    width: left + cellsWidth + right,
    height: below + LEGEND,
    cells,
    geneTree: geneTree && { ...geneTree, y: cells.y, height: cells.height },
    sampleTree: sampleTree && { ...sampleTree, x: cells.x, width: cells.width },
    conditionBand: { x: cells.x, y: bandY, width: cells.width, height: BAND },
    clusterBand: input.clusters ? { x: clusterX, y: cells.y, width: BAND, height: cells.height } : null,
    rowHeight: cells.height / rows,
    colWidth,
    geneLabels,
    sampleLabels,
    legend: { x: 0, y: below + 6, width: left + cellsWidth + right, height: LEGEND - 6 },
  };
}

/** The cell under a point, as display row and column, or null outside the cells. */
export function cellAt(layout: HeatmapLayout, x: number, y: number): { row: number; col: number } | null {
  const { cells, rowHeight, colWidth } = layout;
  if (x < cells.x || y < cells.y || x >= cells.x + cells.width || y >= cells.y + cells.height) return null;
  return { row: Math.floor((y - cells.y) / rowHeight), col: Math.floor((x - cells.x) / colWidth) };
}

/** One line of a dendrogram: from (position, height) to (position, height). */
export type Segment = [number, number, number, number];

/**
 * The lines of a dendrogram (R's hclust `merge`, 1-based, negative for leaves), in leaf units
 * along the leaves (leaf k of `order` at k + 0.5, or at `leafRows[leaf]` when the leaves stand
 * for groups of rows) and in merge-height units: for each merge the two legs up from its children
 * and the bar joining them.
 */
export function dendrogramSegments(
  merge: Int32Array,
  heights: Float64Array,
  order: Int32Array,
  leafRows?: Float64Array,
): Segment[] {
  const n = heights.length + 1;
  const leafPosition = leafRows ?? new Float64Array(n);
  if (!leafRows)
    order.forEach((leaf, k) => {
      leafPosition[leaf] = k + 0.5;
    });
  const position = new Float64Array(n);
  const at = (child: number): [number, number] =>
    child < 0
      ? [leafPosition[-child - 1] as number, 0]
      : [position[child - 1] as number, heights[child - 1] as number];
  const segments: Segment[] = [];
  for (let k = 0; k < n - 1; k++) {
    const [pa, ha] = at(merge[k * 2] as number);
    const [pb, hb] = at(merge[k * 2 + 1] as number);
    const h = heights[k] as number;
    segments.push([pa, ha, pa, h], [pb, hb, pb, h], [pa, h, pb, h]);
    position[k] = (pa + pb) / 2;
  }
  return segments;
}
