/**
 * The heatmap card's settings in the genolist URL (so a link brings it back), merged into
 * `GenolistSearch` by genolist-search.ts. Defaults are left out:
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
/** At most 5 k-means clusters. */
export const HEATMAP_K = 5;

export interface HeatmapSearch {
  hsrc?: 'selected';
  hmax?: number | 'all';
  hscale?: Exclude<HeatmapScale, 'RdBu'>;
  hclust?: Exclude<HeatmapClustering, 'hierarchical'>;
  hz?: 'off';
  hh?: number;
}

export interface HeatmapView {
  source: 'selected' | 'all_degs';
  /** A gene count, or every DEG (up to HEATMAP_ALL_GENES). */
  maxGenes: number | 'all';
  scale: HeatmapScale;
  clustering: HeatmapClustering;
  zScore: boolean;
  height: number;
}

function numberOf(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function stepped(raw: unknown, range: { min: number; max: number; step: number }): number | undefined {
  const value = numberOf(raw);
  if (value === undefined || value < range.min || value > range.max) return undefined;
  return (value - range.min) % range.step === 0 ? value : undefined;
}

/** The valid, non-default heatmap settings of a raw search; `hmax=all` only in expert mode. */
export function parseHeatmapSearch(raw: Record<string, unknown>, expert: boolean): HeatmapSearch {
  const search: HeatmapSearch = {};
  if (raw.hsrc === 'selected') search.hsrc = 'selected';
  const max = raw.hmax === 'all' ? (expert ? 'all' : undefined) : stepped(raw.hmax, HEATMAP_GENES);
  if (max !== undefined && max !== HEATMAP_GENES.default) search.hmax = max;
  const scale = HEATMAP_SCALES.find((name) => name === raw.hscale);
  if (scale && scale !== 'RdBu') search.hscale = scale;
  if (raw.hclust === 'none' || raw.hclust === 'kmeans') search.hclust = raw.hclust;
  if (raw.hz === 'off') search.hz = 'off';
  const height = stepped(raw.hh, HEATMAP_HEIGHT);
  if (height !== undefined && height !== HEATMAP_HEIGHT.default) search.hh = height;
  return search;
}

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
