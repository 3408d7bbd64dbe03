/**
 * Where the marks of the UpSet chart go, apart from React: one column per combination that holds
 * genes (empty ones would be bars of nothing), bars scaled to the largest, and for each column
 * the rows of its dot matrix that are filled. Each bar stacks the genes called in the same
 * direction everywhere (bottom) under those called in opposite directions.
 */

export interface UpsetInput {
  genolists: readonly number[];
  count: number;
  same_direction: number | null;
  opposite_direction: number | null;
}

export interface UpsetColumn {
  genolists: readonly number[];
  count: number;
  /** Bar heights in px: the whole bar and its opposite-direction part (on top). */
  height: number;
  oppositeHeight: number;
  /** Row indices (the compared genolists' order) filled in the dot matrix. */
  rows: number[];
  x: number;
}

export function upsetLayout(
  intersections: readonly UpsetInput[],
  compared: readonly number[],
  options: { barArea: number; columnWidth: number },
): UpsetColumn[] {
  const shown = intersections.filter((i) => i.count > 0);
  const largest = Math.max(1, ...shown.map((i) => i.count));
  return shown.map((i, column) => ({
    genolists: i.genolists,
    count: i.count,
    height: (i.count / largest) * options.barArea,
    oppositeHeight: ((i.opposite_direction ?? 0) / largest) * options.barArea,
    rows: compared.flatMap((id, row) => (i.genolists.includes(id) ? [row] : [])),
    x: column * options.columnWidth,
  }));
}
