/**
 * The PCA components a reader may choose as axes, from the PCA kept for a project (`pca.ts`): the
 * first `PCA_COMPONENTS_KEPT` at most, and only those explaining more than
 * `MIN_VARIANCE_PERCENT` (the last one of n samples, or of fewer varying genes, explains
 * nothing: its coordinates are all 0). Each is titled 'PCk (x.x%)'.
 *
 * Input: the percent of variance each component explains, in component order; how many
 * components' coordinates are kept. Output: one axis per offered component, `coord_dim_k` the key
 * of component k (from 1).
 */

/** Components kept for the axis selectors; later ones explain next to nothing. */
export const PCA_COMPONENTS_KEPT = 10;

/** Variance explained (percent) below which a component is numerical noise. */
const MIN_VARIANCE_PERCENT = 1e-6;

export interface PcaAxisChoice {
  key: string;
  title: string;
  /** Percent. */
  variance_explained: number;
}

export function pcaAxes(varianceExplained: ArrayLike<number>, kept: number): PcaAxisChoice[] {
  let varying = 0;
  for (let k = 0; k < varianceExplained.length; k++)
    if ((varianceExplained[k] as number) > MIN_VARIANCE_PERCENT) varying++;
  return Array.from({ length: Math.min(kept, varying) }, (_, k) => {
    const variance = varianceExplained[k] ?? 0;
    return {
      key: `coord_dim_${k + 1}`,
      title: `PC${k + 1} (${variance.toFixed(1)}%)`,
      variance_explained: variance,
    };
  });
}
