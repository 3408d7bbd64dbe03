import { describe, expect, it } from 'vitest';
import { axisTitleKeys, thresholdGuides } from '../../../../../src/features/genolists/volcano/volcano-axes';

const LABELS = { threshold: 'padj 0.05', pZero: 'p = 0' };

describe('threshold guides', () => {
  it('draws the volcano significance line at −log10 padj and the fold-change lines at ±log2 FC', () => {
    const guides = thresholdGuides('volcano', 0.01, 2, true, null, LABELS);
    expect(guides).toEqual([
      { axis: 'y', value: 2, line: 'dashed', label: 'padj 0.05' },
      { axis: 'x', value: -1, line: 'dashed' },
      { axis: 'x', value: 1, line: 'dashed' },
    ]);
  });

  it('keeps the p = 0 line when the threshold lines are hidden', () => {
    expect(thresholdGuides('volcano', 0.05, 2, false, 12.5, LABELS)).toEqual([
      { axis: 'y', value: 12.5, line: 'dotted', label: 'p = 0' },
    ]);
  });

  it('draws the MA plot’s zero line always, its fold-change lines when shown', () => {
    expect(thresholdGuides('ma', 0.05, 4, false, 3, LABELS)).toEqual([
      { axis: 'y', value: 0, line: 'solid' },
    ]);
    expect(thresholdGuides('ma', 0.05, 4, true, 3, LABELS)).toEqual([
      { axis: 'y', value: 0, line: 'solid' },
      { axis: 'y', value: -2, line: 'dashed' },
      { axis: 'y', value: 2, line: 'dashed' },
    ]);
  });
});

describe('axis titles', () => {
  it('names the MA plot’s expression measure after the results file', () => {
    expect(axisTitleKeys('volcano', 'ave_log_expr')).toEqual({ x: 'axis.log2fc', y: 'axis.minusLog10Padj' });
    expect(axisTitleKeys('ma', 'ave_log_expr')).toEqual({ x: 'axis.aveLogExpr', y: 'axis.log2fc' });
    expect(axisTitleKeys('ma', 'base_mean').x).toBe('axis.baseMean');
    expect(axisTitleKeys('ma', undefined).x).toBe('axis.baseMean');
  });
});
