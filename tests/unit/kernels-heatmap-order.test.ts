/**
 * What the cluster worker answers the heatmap (workers/kernels/heatmap-order.ts), on SLC001's 50
 * reference genes: the display values, and the row and column orders of each clustering.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderHeatmap } from '../../workers/kernels/heatmap-order';

const ref = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../tests/fixtures/reference_SLC001.json'), 'utf8'),
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
});
