import * as Comlink from 'comlink';
import { clampInPlace, hclustAverage, kMeans, transpose, zScoreRows } from './kernels/heatmap-cluster';

export type HeatmapClustering = 'none' | 'hierarchical' | 'kmeans';

export interface HeatmapRequest {
  /** Row-major genes × samples, log2 normalised expression (transferred). */
  values: Float64Array;
  rows: number;
  cols: number;
  zScore: boolean;
  clustering: HeatmapClustering;
  k: number;
}

export interface HeatmapLayout {
  /** Display values, row-major in the original gene and sample order (clamped when z-scored). */
  display: Float64Array;
  rowOrder: Int32Array;
  colOrder: Int32Array;
  geneTree: { merge: Int32Array; heights: Float64Array } | null;
  sampleTree: { merge: Int32Array; heights: Float64Array } | null;
  /** k-means cluster per gene (0-based), null unless k-means. */
  clusters: Int32Array | null;
}

const identity = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

const api = {
  layout({ values, rows, cols, zScore, clustering, k }: HeatmapRequest): HeatmapLayout {
    // Clustering runs on the unclamped z (as R's reference does), display uses the clamped copy.
    const z = zScore ? zScoreRows(values, rows, cols) : values;
    const display = zScore ? clampInPlace(Float64Array.from(z)) : Float64Array.from(values);
    let result: HeatmapLayout = {
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
      result = {
        ...result,
        rowOrder: genes.order,
        colOrder: samples.order,
        geneTree: genes,
        sampleTree: samples,
      };
    } else if (clustering === 'kmeans' && rows > 0) {
      const { cluster } = kMeans(z, rows, cols, k);
      const rowOrder = identity(rows).sort(
        (a, b) => (cluster[a] as number) - (cluster[b] as number) || a - b,
      );
      result = { ...result, rowOrder, clusters: cluster };
    }
    const transfers = [result.display.buffer, result.rowOrder.buffer, result.colOrder.buffer];
    return Comlink.transfer(result, transfers as ArrayBuffer[]);
  },
};

export type ClusterWorkerApi = typeof api;
Comlink.expose(api);
