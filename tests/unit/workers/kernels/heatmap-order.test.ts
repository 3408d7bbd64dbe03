/**
 * What the cluster worker answers the heatmap (workers/kernels/heatmap-order.ts), on SLC001's 50
 * reference genes: the display values, and the row and column orders of each clustering.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HCLUST_MAX_ROWS } from '../../../../workers/kernels/hclust';
import { HEATMAP_CENTROIDS, orderHeatmap } from '../../../../workers/kernels/heatmap-order';
import { syntheticExpression } from '../../../support/synthetic-expression';

const ref = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../fixtures/reference_SLC001.json'), 'utf8'),
).heatmap as { gene_ids: string[]; sample_names: string[]; expression: number[][]; z: number[][] };
const rows = ref.expression.length;
const cols = ref.expression[0]?.length ?? 0;
const request = (zScore: boolean, clustering: 'none' | 'hierarchical' | 'kmeans') => ({
  values: Float64Array.from(ref.expression.flat()),
  rows,
  cols,
  zScore,
  clustering,
  k: 5,
});

describe('orderHeatmap', () => {
  it('shows z-scores clamped to −3…3, or the log2 values untouched', () => {
    const z = orderHeatmap(request(true, 'none'));
    ref.z.flat().forEach((value, i) => {
      expect(z.display[i]).toBeCloseTo(Math.max(-3, Math.min(3, value)), 8);
    });
    expect(Array.from(orderHeatmap(request(false, 'none')).display)).toEqual(ref.expression.flat());
  });

  it('keeps the given order without clustering', () => {
    const plain = orderHeatmap(request(true, 'none'));
    expect(Array.from(plain.rowOrder)).toEqual([...Array(rows).keys()]);
    expect(Array.from(plain.colOrder)).toEqual([...Array(cols).keys()]);
    expect(plain.geneTree).toBeNull();
    expect(plain.clusters).toBeNull();
  });

  it('orders rows and columns by their trees when clustered hierarchically', () => {
    const tree = orderHeatmap(request(true, 'hierarchical'));
    expect(tree.geneTree?.heights).toHaveLength(rows - 1);
    expect(tree.sampleTree?.heights).toHaveLength(cols - 1);
    expect([...tree.rowOrder].sort((a, b) => a - b)).toEqual([...Array(rows).keys()]);
    // The DHT lanes and the control lanes fall on either side of the sample tree's root.
    const conditions = Array.from(tree.colOrder, (c) =>
      ['lane1', 'lane2', 'lane3', 'lane4'].includes(ref.sample_names[c] as string) ? 'control' : 'DHT',
    );
    expect(conditions.join(',')).toMatch(
      /^(DHT,){2}DHT,(control,){3}control$|^(control,){3}control,(DHT,){2}DHT$/,
    );
  });

  it('groups rows by k-means cluster, up to 5 clusters', () => {
    const kmeans = orderHeatmap(request(true, 'kmeans'));
    const clusters = kmeans.clusters as Int32Array;
    expect(new Set(clusters).size).toBe(5);
    const ordered = Array.from(kmeans.rowOrder, (row) => clusters[row] as number);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    expect(kmeans.geneTree).toBeNull();
  });

  it('clusters genes one by one up to HCLUST_MAX_ROWS, with the WebAssembly kernels', () => {
    const tree = orderHeatmap(request(true, 'hierarchical'));
    expect(tree.engine).toBe('webassembly');
    expect(tree.centroids).toBeNull();
  });

  it("beyond HCLUST_MAX_ROWS genes, joins k-means centroids and keeps each one's genes together", {
    timeout: 60_000,
  }, () => {
    const genes = HCLUST_MAX_ROWS + 500;
    const samples = 8;
    const big = orderHeatmap({
      values: syntheticExpression(genes, samples),
      rows: genes,
      cols: samples,
      zScore: true,
      clustering: 'hierarchical',
      k: 5,
    });
    const centroids = big.centroids as { count: number; leafRows: Float64Array };
    expect(centroids.count).toBeGreaterThan(1);
    expect(centroids.count).toBeLessThanOrEqual(HEATMAP_CENTROIDS);
    expect(big.geneTree?.heights).toHaveLength(centroids.count - 1);
    expect(big.sampleTree?.heights).toHaveLength(samples - 1);
    expect([...big.rowOrder].sort((a, b) => a - b)).toEqual([...Array(genes).keys()]);
    // The leaves' middle rows run down the heatmap in the tree's order and cover every row once.
    const order = (big.geneTree as unknown as { order: Int32Array }).order;
    const middles = Array.from(order, (leaf) => centroids.leafRows[leaf] as number);
    expect(middles).toEqual([...middles].sort((a, b) => a - b));
    expect(middles[0]).toBeGreaterThan(0);
    expect(middles.at(-1)).toBeLessThan(genes);
    // Genes of one pattern (rows g, g + 3, g + 6, … of the synthetic matrix, where each 250th row
    // repeats the one before) end up next to each other.
    const programme = Array.from(big.rowOrder, (row) => (row > 0 && row % 250 === 0 ? row - 1 : row) % 3);
    let runs = 1;
    for (let r = 1; r < programme.length; r++) if (programme[r] !== programme[r - 1]) runs++;
    expect(runs).toBe(3);
  });
});
