import { describe, expect, it } from 'vitest';
import type { PcaResult } from '../../../../src/features/projects/api/get-project-pca';
import { correlationScale } from '../../../../src/features/projects/correlation';
import { componentCount, pcaView } from '../../../../src/features/projects/pca';

describe('sample correlation colours', () => {
  it('stretches the colours from the lowest r (at most 0.9) to 1', () => {
    const close = correlationScale([
      [1, 0.97],
      [0.97, 1],
    ]);
    expect(close.domain).toEqual([0.9, 1]);
    const wide = correlationScale([
      [1, 0.42],
      [0.42, 1],
    ]);
    expect(wide.domain).toEqual([0.42, 1]);
    expect(wide.color(1)).not.toBe(wide.color(0.42));
    expect(wide.ticks.every((tick) => tick >= 0.42 && tick <= 1)).toBe(true);
  });
});

const pca: PcaResult = {
  data: '[]',
  points: [
    { sample: 'a', coordinates: [1, 2, 3] },
    { sample: 'b', coordinates: [-1, 0.5, 2] },
    { sample: 'c', coordinates: [0, -1, 1] },
    { sample: 'd', coordinates: [2, 2, 2] },
  ],
  sample_info: {
    a: { condition: 'control', run: 'r1' },
    b: { condition: 'DHT', run: 'r1' },
    c: { condition: 'control' },
    d: { condition: 'DHT', run: 'r2' },
  },
  axis_titles: { coord_dim_1: 'PC1 (50.0%)', coord_dim_2: 'PC2 (30.0%)', coord_dim_3: 'PC3 (20.0%)' },
  dimensions: [
    { key: 'coord_dim_1', title: 'PC1 (50.0%)', variance_explained: 50 },
    { key: 'coord_dim_2', title: 'PC2 (30.0%)', variance_explained: 30 },
    { key: 'coord_dim_3', title: 'PC3 (20.0%)', variance_explained: 20 },
  ],
  factor_names: ['condition', 'run'],
  variance_explained: { pc1: 50, pc2: 30 },
  n_genes_used: 500,
};

describe('the PCA scatter', () => {
  it('plots PC1 against PC2 coloured by the first factor by default, with a legend of levels and counts', () => {
    const view = pcaView(pca, {});
    expect(componentCount(pca)).toBe(3);
    expect(view.x).toEqual({ component: 1, title: 'PC1 (50.0%)', variance: 50 });
    expect(view.y.component).toBe(2);
    expect(view.factor).toBe('condition');
    expect(view.points.map((p) => [p.sample, p.x, p.y, p.level])).toEqual([
      ['a', 1, 2, 'control'],
      ['b', -1, 0.5, 'DHT'],
      ['c', 0, -1, 'control'],
      ['d', 2, 2, 'DHT'],
    ]);
    expect(view.legend.map(({ level, count }) => [level, count])).toEqual([
      ['control', 2],
      ['DHT', 2],
    ]);
    expect(view.hidden).toBe(0);
  });

  it('takes other axes and hides samples with no level of the chosen factor', () => {
    const view = pcaView(pca, { x: 3, y: 1, factor: 'run' });
    expect([view.x.component, view.y.component]).toEqual([3, 1]);
    expect(view.points.map((p) => [p.sample, p.x, p.y, p.level])).toEqual([
      ['a', 3, 1, 'r1'],
      ['b', 2, -1, 'r1'],
      ['d', 2, 2, 'r2'],
    ]);
    expect(view.hidden).toBe(1);
    expect(view.points[0]?.factors).toEqual([
      { factor: 'condition', level: 'control' },
      { factor: 'run', level: 'r1' },
    ]);
  });

  it('falls back to the defaults for an axis or factor the result lacks', () => {
    const view = pcaView(pca, { x: 9, y: 0, factor: 'batch' });
    expect([view.x.component, view.y.component, view.factor]).toEqual([1, 2, 'condition']);
  });

  it('gives each level one colour', () => {
    const view = pcaView(pca, {});
    const colours = new Set(view.points.filter((p) => p.level === 'control').map((p) => p.color));
    expect(colours.size).toBe(1);
    expect(view.legend[0]?.color).not.toBe(view.legend[1]?.color);
  });
});
