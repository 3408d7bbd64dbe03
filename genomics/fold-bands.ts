/**
 * The |log2FC| bands that colour the volcano and MA plots and group the expression distribution's
 * bars: [0, 0.5), [0.5, 1), [1, 1.5), [1.5, 2), [2, 3), [3, ∞). Each band is closed below and
 * open above. The caller takes the absolute value and leaves out missing values (NaN).
 */

/** Lower edges of the bands, in log2 units. */
export const FOLD_BANDS = [0, 0.5, 1, 1.5, 2, 3] as const;

/** The band of a |log2FC|: 0 for [0, 0.5) … 5 for [3, ∞). */
export function foldBand(absLog2fc: number): number {
  let band = 0;
  while (band + 1 < FOLD_BANDS.length && absLog2fc >= (FOLD_BANDS[band + 1] as number)) band++;
  return band;
}
