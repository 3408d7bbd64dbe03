/**
 * A heatmap ready to draw: its values z-scored per gene (or not), and its rows and columns ordered
 * by hierarchical clustering or k-means (or left as given). Inputs: the genes × samples matrix,
 * row-major, of log2 normalised expression; a missing value is NaN. Clustering runs on the
 * unclamped z-scores, as R's reference does (DESIGN.md); the display copy is clamped to −3…3.
 */
import { hclustAverage } from './hclust';
import { clampInPlace, kMeans, kMeansRestarts, transpose, zScoreRows } from './heatmap-cluster';

export type HeatmapClustering = 'none' | 'hierarchical' | 'kmeans';

export interface HeatmapRequest {
  values: Float64Array;
  rows: number;
  cols: number;
  zScore: boolean;
  clustering: HeatmapClustering;
  /** Clusters for k-means (spec 2 §9: up to 5). */
  k: number;
}

export interface OrderedHeatmap {
  /** Display values, row-major in the original gene and sample order (clamped when z-scored). */
  display: Float64Array;
  /** Display row r shows gene rowOrder[r]; display column c shows sample colOrder[c]. */
  rowOrder: Int32Array;
  colOrder: Int32Array;
  /** R's hclust `merge` (1-based, negative for leaves) and heights, when clustered hierarchically. */
  geneTree: { merge: Int32Array; heights: Float64Array } | null;
  sampleTree: { merge: Int32Array; heights: Float64Array } | null;
  /** k-means cluster per gene (0-based), null unless k-means; rows are ordered by cluster. */
  clusters: Int32Array | null;
}

const identity = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

export function orderHeatmap({ values, rows, cols, zScore, clustering, k }: HeatmapRequest): OrderedHeatmap {
  const z = zScore ? zScoreRows(values, rows, cols) : values;
  const display = zScore ? clampInPlace(Float64Array.from(z)) : Float64Array.from(values);
  const unordered: OrderedHeatmap = {
    display,
    rowOrder: identity(rows),
    colOrder: identity(cols),
    geneTree: null,
    sampleTree: null,
    clusters: null,
  };
  if (clustering === 'hierarchical' && rows > 1 && cols > 1) {
    const genes = hclustAverage(z, rows, cols);
    const samples = hclustAverage(transpose(z, rows, cols), cols, rows);
    return {
      ...unordered,
      rowOrder: genes.order,
      colOrder: samples.order,
      geneTree: genes,
      sampleTree: samples,
    };
  }
  if (clustering === 'kmeans' && rows > 0) {
    const { cluster } = kMeans(z, rows, cols, k, kMeansRestarts(rows, cols));
    const rowOrder = identity(rows).sort((a, b) => (cluster[a] as number) - (cluster[b] as number) || a - b);
    return { ...unordered, rowOrder, clusters: cluster };
  }
  return unordered;
}
