import { describe, expect, it } from 'vitest';
import {
  cellPixels,
  colorIndex,
  colorTable,
  LUT_SIZE,
} from '../../../../../src/features/genolists/heatmap/heatmap-colors';
import {
  cellAt,
  dendrogramSegments,
  heatmapLayout,
  labelFontSize,
} from '../../../../../src/features/genolists/heatmap/heatmap-layout';
import { HEATMAP_SCALES } from '../../../../../src/features/genolists/heatmap/heatmap-search';

describe('colour scales', () => {
  it('run from the first stop to the last for every scale', () => {
    const hex = (table: Uint8ClampedArray, i: number) =>
      `#${[...table.subarray(i * 3, i * 3 + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(hex(colorTable('viridis'), 0)).toBe('#440154');
    expect(hex(colorTable('viridis'), LUT_SIZE - 1)).toBe('#fde725');
    // Diverging scales are reversed from ColorBrewer so that high expression is red.
    expect(hex(colorTable('RdBu'), LUT_SIZE - 1)).toBe('#67001f');
    for (const scale of HEATMAP_SCALES) expect(colorTable(scale)).toHaveLength(LUT_SIZE * 3);
  });

  it('clamps values to the range and leaves missing values uncoloured', () => {
    expect(colorIndex(-7, -3, 3)).toBe(0);
    expect(colorIndex(3.5, -3, 3)).toBe(LUT_SIZE - 1);
    expect(colorIndex(0, -3, 3)).toBe(128);
    expect(colorIndex(Number.NaN, -3, 3)).toBe(-1);
    const pixels = cellPixels(Float64Array.from([Number.NaN, 3]), 1, 2, colorTable('RdBu'), -3, 3);
    expect([...pixels]).toEqual([200, 200, 200, 255, 0x67, 0x00, 0x1f, 255]);
  });
});

describe('heatmap layout', () => {
  it('makes room for trees, bands and labels, and hides labels on rows too thin to read', () => {
    const layout = heatmapLayout({
      width: 500,
      height: 400,
      rows: 50,
      cols: 7,
      geneTree: true,
      sampleTree: true,
      clusters: false,
    });
    expect(layout.cells.x).toBeGreaterThan(50);
    expect(layout.cells.y).toBeGreaterThan(50);
    expect(layout.width).toBe(500);
    expect(layout.geneLabels).toBe(true);
    expect(labelFontSize(layout.rowHeight)).toBe(7);
    const many = heatmapLayout({
      width: 500,
      height: 400,
      rows: 2000,
      cols: 7,
      geneTree: false,
      sampleTree: false,
      clusters: true,
    });
    expect(many.geneLabels).toBe(false);
    expect(many.clusterBand).not.toBeNull();
    // 2,000 rows in 400 px: a row is 0.2 px, so the first pixel holds five of them.
    expect(cellAt(many, many.cells.x + 1, many.cells.y + 0.1)).toEqual({ row: 0, col: 0 });
    expect(cellAt(many, many.cells.x + 1, many.cells.y + 1)).toEqual({ row: 5, col: 0 });
    expect(cellAt(many, many.cells.x - 1, many.cells.y + 1)).toBeNull();
  });

  it('draws a dendrogram with legs from each child up to its merge and a bar between them', () => {
    // hclust of 3 leaves: 1 and 3 merge at 1, then leaf 2 joins them at 4; drawn in the order 2, 1, 3.
    const merge = Int32Array.from([-1, -3, -2, 1]);
    const heights = Float64Array.from([1, 4]);
    const segments = dendrogramSegments(merge, heights, Int32Array.from([1, 0, 2]));
    expect(segments).toEqual([
      [1.5, 0, 1.5, 1],
      [2.5, 0, 2.5, 1],
      [1.5, 1, 2.5, 1],
      [0.5, 0, 0.5, 4],
      [2, 1, 2, 4],
      [0.5, 4, 2, 4],
    ]);
  });
});
