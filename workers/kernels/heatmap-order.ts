/**
 * A heatmap ready to draw: its values z-scored per gene (or not), and its rows and columns ordered
 * by hierarchical clustering or k-means (or left as given). Inputs: the genes × samples matrix,
 * row-major, of log2 normalised expression; a missing value is NaN. Clustering runs on the
 * unclamped z-scores, as R's reference does; the display copy is clamped to −3…3.
 *
 * Hierarchical clustering takes each gene as a leaf up to HCLUST_MAX_ROWS genes, what the
 * distance triangle's memory allows. Beyond, the genes are first grouped by k-means into
 * HEATMAP_CENTROIDS centroids, the tree joins those, and each centroid's genes sit together
 * under its leaf (`centroids` says so, for the heatmap to tell).
 */

/** Leaves of the gene tree when there are more genes than HCLUST_MAX_ROWS. */
export const HEATMAP_CENTROIDS = 300;

import { bestLinkageKernels, HCLUST_MAX_ROWS, hclustAverage } from './hclust';
import { jsLinkage } from './hclust-average';
import {
  clampInPlace,
  kMeans,
  kMeansCentroids,
  kMeansRestarts,
  transpose,
  zScoreRows,
} from './heatmap-cluster';

export type HeatmapClustering = 'none' | 'hierarchical' | 'kmeans';

export interface HeatmapRequest {
  values: Float64Array;
  rows: number;
  cols: number;
  zScore: boolean;
  clustering: HeatmapClustering;
  /** Clusters for k-means (up to 5). */
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
  /**
   * When the gene tree's leaves are k-means centroids (more genes than HCLUST_MAX_ROWS): how
   * many, and the display row at the middle of each one's genes, in rows (the tree's leaf positions).
   */
  centroids: { count: number; leafRows: Float64Array } | null;
  /** Which kernels clustered hierarchically: WebAssembly, or the JavaScript fallback. */
  engine: 'webassembly' | 'javascript' | null;
}

const identity = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

export function orderHeatmap({ values, rows, cols, zScore, clustering, k }: HeatmapRequest): OrderedHeatmap {
  const z = zScore ? zScoreRows(values, rows, cols) : values;
  const order = orderOf(z, rows, cols, clustering, k);
  // Clustering is done with z: it becomes the display values, clamped, rather than be copied.
  return { ...order, display: zScore ? clampInPlace(z) : z };
}

function orderOf(
  z: Float64Array,
  rows: number,
  cols: number,
  clustering: HeatmapClustering,
  k: number,
): Omit<OrderedHeatmap, 'display'> {
  const unordered = {
    rowOrder: identity(rows),
    colOrder: identity(cols),
    geneTree: null,
    sampleTree: null,
    clusters: null,
    centroids: null,
    engine: null,
  };
  if (clustering === 'hierarchical' && rows > 1 && cols > 1) {
    const engine = bestLinkageKernels() === jsLinkage ? 'javascript' : 'webassembly';
    const samples = hclustAverage(transpose(z, rows, cols), cols, rows);
    const ordered = { ...unordered, colOrder: samples.order, sampleTree: samples, engine } as const;
    if (rows <= HCLUST_MAX_ROWS) {
      const genes = hclustAverage(z, rows, cols);
      return { ...ordered, rowOrder: genes.order, geneTree: genes };
    }
    const groups = kMeansCentroids(z, rows, cols, HEATMAP_CENTROIDS);
    const tree = hclustAverage(groups.centres, groups.k, cols);
    const { rowOrder, leafRows } = rowsUnderLeaves(groups.cluster, groups.k, tree.order);
    return { ...ordered, rowOrder, geneTree: tree, centroids: { count: groups.k, leafRows } };
  }
  if (clustering === 'kmeans' && rows > 0) {
    const { cluster } = kMeans(z, rows, cols, k, kMeansRestarts(rows, cols));
    const rowOrder = identity(rows).sort((a, b) => (cluster[a] as number) - (cluster[b] as number) || a - b);
    return { ...unordered, rowOrder, clusters: cluster };
  }
  return unordered;
}

/** Genes in the order of their centroids' leaves (in their own order within one), and each leaf's middle row. */
function rowsUnderLeaves(
  cluster: Int32Array,
  k: number,
  leafOrder: Int32Array,
): { rowOrder: Int32Array; leafRows: Float64Array } {
  const rank = new Int32Array(k);
  leafOrder.forEach((leaf, position) => {
    rank[leaf] = position;
  });
  const rowOrder = identity(cluster.length).sort(
    (a, b) => (rank[cluster[a] as number] as number) - (rank[cluster[b] as number] as number) || a - b,
  );
  const sizes = new Int32Array(k);
  for (const c of cluster) sizes[c] = (sizes[c] as number) + 1;
  const leafRows = new Float64Array(k);
  let start = 0;
  for (const leaf of leafOrder) {
    leafRows[leaf] = start + (sizes[leaf] as number) / 2;
    start += sizes[leaf] as number;
  }
  return { rowOrder, leafRows };
}
