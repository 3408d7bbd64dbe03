import { describe, expect, it } from 'vitest';
import { boxGroups } from '../../../../../src/features/genolists/boxplot/box-groups';
import { boxStats, jitter, quantileSorted } from '../../../../../src/features/genolists/boxplot/box-stats';
import type { BoxplotData } from '../../../../../src/features/genolists/boxplot/get-boxplot-data';

describe('quartiles as R quantile(type = 7)', () => {
  it('interpolates between order statistics', () => {
    // R: quantile(1:4, c(.25, .5, .75)) → 1.75 2.5 3.25
    expect([0.25, 0.5, 0.75].map((p) => quantileSorted([1, 2, 3, 4], p))).toEqual([1.75, 2.5, 3.25]);
    // R: quantile(1:6, c(.25, .75)) → 2.25 4.75
    expect(quantileSorted([1, 2, 3, 4, 5, 6], 0.25)).toBeCloseTo(2.25, 12);
    expect(quantileSorted([1, 2, 3, 4, 5, 6], 0.75)).toBeCloseTo(4.75, 12);
    expect(quantileSorted([5], 0.25)).toBe(5);
  });

  it('sorts, ignores non-finite values and gives whiskers within 1.5 IQR', () => {
    const stats = boxStats([100, 3, Number.NaN, 1, 4, 2]);
    // R: quantile(c(1,2,3,4,100)) → 1 2 3 4 100; fences 2 − 3 and 4 + 3.
    expect(stats).toEqual({
      n: 5,
      q1: 2,
      median: 3,
      q3: 4,
      lowerWhisker: 1,
      upperWhisker: 4,
      outliers: [100],
    });
  });

  it('has no box without values', () => {
    expect(boxStats([])).toBeNull();
    expect(boxStats([Number.NaN])).toBeNull();
  });
});

describe('jitter', () => {
  it('is the same for a sample every time, spread within ±0.5', () => {
    const offsets = Array.from({ length: 200 }, (_, id) => jitter(id + 1));
    expect(offsets.every((offset) => offset >= -0.5 && offset < 0.5)).toBe(true);
    expect(jitter(42)).toBe(jitter(42));
    expect(new Set(offsets.map((offset) => offset.toFixed(3))).size).toBeGreaterThan(150);
    expect(Math.min(...offsets)).toBeLessThan(-0.4);
    expect(Math.max(...offsets)).toBeGreaterThan(0.4);
  });
});

describe('box plot groups', () => {
  const data: BoxplotData = {
    genolist_id: 1,
    gene: { id: 7, symbol: 'FKBP5', gene_id: 'ENSG00000096060' },
    factor: 'treatment',
    condition_1_name: 'DHT',
    condition_2_name: 'control',
    condition_1_values: [
      { sample: 'D1', sample_id: 1, value: 9 },
      { sample: 'D2', sample_id: 2, value: 10 },
    ],
    condition_2_values: [{ sample: 'C1', sample_id: 3, value: 4 }],
    other_values: [
      { sample: 'X1', sample_id: 4, value: 5, level: null },
      { sample: 'E1', sample_id: 5, value: 6, level: 'ethanol' },
      { sample: 'E2', sample_id: 6, value: 7, level: 'ethanol' },
    ],
  };

  it('puts the two compared conditions first, other levels next, samples without a level last', () => {
    const groups = boxGroups(data);
    expect(groups.map((group) => [group.name, group.role, group.points.length])).toEqual([
      ['DHT', 0, 2],
      ['control', 1, 1],
      ['ethanol', 2, 2],
      [null, 2, 1],
    ]);
    expect(groups[0]?.stats?.median).toBe(9.5);
    expect(groups[2]?.stats?.median).toBe(6.5);
  });

  it('leaves out a condition without samples', () => {
    const groups = boxGroups({ ...data, condition_2_values: [], other_values: [] });
    expect(groups.map((group) => group.name)).toEqual(['DHT']);
  });
});
