import { describe, expect, it } from 'vitest';
import { parseGenolistSearch } from '../../../../../src/features/genolists/genolist-search';
import { heatmapGeneIds } from '../../../../../src/features/genolists/heatmap/heatmap-genes';
import { heatmapView } from '../../../../../src/features/genolists/heatmap/heatmap-search';

describe('heatmap settings in the URL', () => {
  it('keeps valid, non-default values only', () => {
    expect(
      parseGenolistSearch({
        hsrc: 'selected',
        hmax: '80',
        hscale: 'viridis',
        hclust: 'kmeans',
        hz: 'off',
        hh: 550,
      }),
    ).toEqual({ hsrc: 'selected', hmax: 80, hscale: 'viridis', hclust: 'kmeans', hz: 'off', hh: 550 });
    expect(
      parseGenolistSearch({ hsrc: 'all_degs', hmax: 50, hscale: 'RdBu', hclust: 'hierarchical', hh: 400 }),
    ).toEqual({});
  });

  it('refuses gene counts and heights off the slider, and every DEG outside expert mode', () => {
    for (const hmax of [5, 12, 105, 'x', 'all', 80.5, true, null])
      expect(parseGenolistSearch({ hmax }).hmax, String(hmax)).toBeUndefined();
    expect(parseGenolistSearch({ mode: 'expert', hmax: 'all' }).hmax).toBe('all');
    for (const hh of [250, 325, 650, '', [400]]) expect(parseGenolistSearch({ hh }).hh).toBeUndefined();
    expect(parseGenolistSearch({ hscale: 'jet', hclust: 'ward' })).toEqual({});
  });

  it('fills the defaults: top DEGs, 50 genes, z-scores, clustered', () => {
    expect(heatmapView({})).toEqual({
      source: 'all_degs',
      maxGenes: 50,
      scale: 'RdBu',
      clustering: 'hierarchical',
      zScore: true,
      height: 400,
    });
  });
});

describe('the genes a heatmap shows', () => {
  const frame = {
    geneRefId: Int32Array.from([11, 12, 13, 14, 15]),
    log2fc: Float64Array.from([1, -4, 2, Number.NaN, 8]),
    padj: Float64Array.from([0.01, 0.04, 0.2, 0.001, 0.05]),
  };

  it('takes the significant genes, largest |log2FC| first, up to the maximum', () => {
    expect(heatmapGeneIds(frame, { source: 'all_degs', maxGenes: 10 }, [])).toEqual([15, 12, 11, 14]);
    expect(heatmapGeneIds(frame, { source: 'all_degs', maxGenes: 2 }, [])).toEqual([15, 12]);
  });

  it('takes the volcano selection as picked', () => {
    expect(heatmapGeneIds(frame, { source: 'selected', maxGenes: 10 }, [13, 11])).toEqual([13, 11]);
    expect(heatmapGeneIds(frame, { source: 'selected', maxGenes: 10 }, [])).toEqual([]);
  });
});
