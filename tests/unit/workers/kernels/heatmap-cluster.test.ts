/**
 * Heatmap kernels against R (tests/fixtures/reference_SLC00x.json, `definitions.heatmap`):
 * z-scores, average-linkage merge heights and leaf order, k-means total within-cluster SS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hclustAverage } from '../../../../workers/kernels/hclust';
import { kMeans, transpose, zScoreRows } from '../../../../workers/kernels/heatmap-cluster';

interface Clustering {
  merge_heights_sorted: number[];
  leaf_order: string[];
  n_tied_merge_heights: number;
}
interface HeatmapReference {
  gene_ids: string[];
  sample_names: string[];
  expression: number[][];
  z: number[][];
  gene_clustering: Clustering;
  sample_clustering: Clustering;
  kmeans_lowest_known_tot_withinss: Record<string, number>;
}

const root = join(import.meta.dirname, '../../../..');

for (const slc of ['SLC001', 'SLC002']) {
  const ref = JSON.parse(readFileSync(join(root, `tests/fixtures/reference_${slc}.json`), 'utf8'))
    .heatmap as HeatmapReference;
  const rows = ref.expression.length;
  const cols = ref.expression[0]?.length ?? 0;
  const z = zScoreRows(Float64Array.from(ref.expression.flat()), rows, cols);

  describe(`heatmap kernels on ${slc}`, () => {
    // The fixture holds 10 significant digits of expression and z: rounding alone moves z by up to ~1.2e-9.
    it('z-scores match R', () => {
      const expected = ref.z.flat();
      for (const [i, value] of expected.entries())
        expect(Math.abs((z[i] as number) - value)).toBeLessThan(2e-9);
    });

    it('gene and sample merge heights match hclust(average)', () => {
      const genes = hclustAverage(z, rows, cols);
      const samples = hclustAverage(transpose(z, rows, cols), cols, rows);
      for (const [tree, expected] of [
        [genes, ref.gene_clustering],
        [samples, ref.sample_clustering],
      ] as const) {
        const heights = Array.from(tree.heights).sort((a, b) => a - b);
        expect(heights).toHaveLength(expected.merge_heights_sorted.length);
        heights.forEach((height, i) => {
          expect(Math.abs(height - (expected.merge_heights_sorted[i] as number))).toBeLessThan(
            1e-9 * Math.max(1, height),
          );
        });
      }
      expect(Array.from(samples.order, (i) => ref.sample_names[i])).toEqual(ref.sample_clustering.leaf_order);
      expect(Array.from(genes.order, (i) => ref.gene_ids[i])).toEqual(ref.gene_clustering.leaf_order);
    });

    it('k-means total within-cluster SS is within 1 % of the best R found', () => {
      for (const [k, best] of Object.entries(ref.kmeans_lowest_known_tot_withinss)) {
        expect(kMeans(z, rows, cols, Number(k)).totWithinss).toBeLessThanOrEqual(best * 1.01);
      }
    });
  });
}
