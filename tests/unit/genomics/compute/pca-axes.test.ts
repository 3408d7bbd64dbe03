import { describe, expect, it } from 'vitest';
import { pcaAxes } from '../../../../genomics/compute/pca-axes';

describe('pcaAxes', () => {
  it('offers the components kept that explain something, titled with their variance', () => {
    expect(pcaAxes([61.25, 30.04, 8.71, 0], 10)).toEqual([
      { key: 'coord_dim_1', title: 'PC1 (61.3%)', variance_explained: 61.25 },
      { key: 'coord_dim_2', title: 'PC2 (30.0%)', variance_explained: 30.04 },
      { key: 'coord_dim_3', title: 'PC3 (8.7%)', variance_explained: 8.71 },
    ]);
  });

  it('offers no more than the components whose coordinates are kept, and none without variance', () => {
    expect(pcaAxes([50, 30, 20], 2).map((axis) => axis.key)).toEqual(['coord_dim_1', 'coord_dim_2']);
    expect(pcaAxes([100, 1e-9], 10)).toHaveLength(1);
    expect(pcaAxes([], 10)).toEqual([]);
  });
});
