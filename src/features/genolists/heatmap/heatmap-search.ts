import { Key, type SearchOf, searchSchema } from '../../../lib/search-params';

/**
 * The heatmap card's settings in the genolist URL, merged into `GenolistSearch` by
 * genolist-search.ts. Defaults are left out:
 * - `hsrc=selected`: the genes picked on the volcano (`sel`) instead of the top DEGs;
 * - `hmax`: how many genes, 10–100 by 5 (default 50); `all` (expert mode only): every DEG, up to 20,000;
 * - `hscale`: viridis, plasma, RdYlBu, coolwarm (default RdBu);
 * - `hclust`: none or kmeans (default hierarchical);
 * - `hz=off`: log2 expression instead of per-gene z-scores;
 * - `hh`: height in px, 300–600 by 50 (default 400).
 * e.g. `/genolists/1?tab=plots&hmax=80&hclust=kmeans&hscale=viridis`.
 */

export const HEATMAP_SCALES = ['RdBu', 'RdYlBu', 'coolwarm', 'viridis', 'plasma'] as const;
export type HeatmapScale = (typeof HEATMAP_SCALES)[number];
export const HEATMAP_CLUSTERINGS = ['hierarchical', 'kmeans', 'none'] as const;
export type HeatmapClustering = (typeof HEATMAP_CLUSTERINGS)[number];

export const HEATMAP_GENES = { min: 10, max: 100, step: 5, default: 50 } as const;
export const HEATMAP_HEIGHT = { min: 300, max: 600, step: 50, default: 400 } as const;
/**
 * Expert mode's "every DEG", at most: fetched in requests of MAX_EXPRESSION_GENES. Up to 10,000
 * genes the tree has one leaf a gene; beyond, its leaves are k-means centroids (heatmap-order.ts).
 */
export const HEATMAP_ALL_GENES = 20_000;
/** k-means makes up to 5 clusters. */
export const HEATMAP_K = 5;

export interface HeatmapView {
  source: 'selected' | 'all_degs';
  /** A gene count, or every DEG (up to HEATMAP_ALL_GENES). */
  maxGenes: number | 'all';
  scale: HeatmapScale;
  clustering: HeatmapClustering;
  zScore: boolean;
  height: number;
}

/** A whole number of the range, on its steps. */
function stepped(range: { min: number; max: number; step: number; default: number }) {
  return Key.Integer({
    minimum: range.min,
    maximum: range.max,
    multipleOf: range.step,
    default: range.default,
  });
}

/** The heatmap's keys of the genolist search schema (genolist-search.ts); `hmax=all` is kept only in expert mode there. */
export const HeatmapSearchSchema = searchSchema({
  hsrc: Key.Literal('selected'),
  hmax: Key.Union([stepped(HEATMAP_GENES), Key.Literal('all')], { default: HEATMAP_GENES.default }),
  hscale: Key.Enum(HEATMAP_SCALES, { default: 'RdBu' }),
  hclust: Key.Enum(HEATMAP_CLUSTERINGS, { default: 'hierarchical' }),
  hz: Key.Literal('off'),
  hh: stepped(HEATMAP_HEIGHT),
});

export type HeatmapSearch = SearchOf<typeof HeatmapSearchSchema>;

/** The settings with every default filled in. */
export function heatmapView(search: HeatmapSearch): HeatmapView {
  return {
    source: search.hsrc ?? 'all_degs',
    maxGenes: search.hmax ?? HEATMAP_GENES.default,
    scale: search.hscale ?? 'RdBu',
    clustering: search.hclust ?? 'hierarchical',
    zScore: search.hz !== 'off',
    height: search.hh ?? HEATMAP_HEIGHT.default,
  };
}
