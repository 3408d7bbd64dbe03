import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldChangeInterval, Z_95 } from '../../../../src/features/search/fold-change-interval';

/** R 4.2: log2FC ∓ qnorm(0.975) · |log2FC| / qnorm(p/2, lower.tail = FALSE) (make-reference.R). */
const reference = JSON.parse(
  readFileSync(new URL('../../../fixtures/normal-quantile/reference.json', import.meta.url), 'utf8'),
) as { intervals: { log2fc: number[]; pvalue: number[]; low: number[]; high: number[] } };

/**
 * Relative 1e-12: near p = 1, z is close to 0 and R forms it from 1 − p/2 before subtracting ½
 * (qnorm with lower.tail = FALSE), which costs it about 1e-16 / z relative; this side takes ½ − p/2
 * exactly.
 */
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));

describe('foldChangeInterval', () => {
  it("matches R's interval from the p-value, from p = 2e-300 to p = 0.999", () => {
    const { log2fc, pvalue, low, high } = reference.intervals;
    log2fc.forEach((lfc, i) => {
      const interval = foldChangeInterval(lfc, pvalue[i] as number);
      expect(interval).not.toBeNull();
      close(interval?.low as number, low[i] as number);
      close(interval?.high as number, high[i] as number);
    });
  });

  it('is the interval whose two-sided p is 0.05 exactly at the edge: p = 0.05 puts one end on 0', () => {
    const interval = foldChangeInterval(1.7, 0.05);
    close(interval?.low as number, 0);
    close(interval?.high as number, 3.4);
    expect(Z_95).toBeCloseTo(1.959963984540054, 15);
  });

  it('holds the fold change inside, and crosses 0 exactly when p > 0.05', () => {
    const wide = foldChangeInterval(-0.8, 0.2);
    expect(wide?.low).toBeLessThan(-0.8);
    expect(wide?.high).toBeGreaterThan(0);
    const narrow = foldChangeInterval(-0.8, 0.01);
    expect(narrow?.high).toBeLessThan(0);
  });

  it('gives no interval for p = 1, a missing p or fold change, or a p out of range', () => {
    expect(foldChangeInterval(1.2, 1)).toBeNull();
    expect(foldChangeInterval(1.2, null)).toBeNull();
    expect(foldChangeInterval(null, 0.01)).toBeNull();
    expect(foldChangeInterval(1.2, Number.NaN)).toBeNull();
    expect(foldChangeInterval(1.2, 1.5)).toBeNull();
    expect(foldChangeInterval(Number.NaN, 0.01)).toBeNull();
  });

  it('is a point at the fold change when p underflowed to 0', () => {
    expect(foldChangeInterval(3, 0)).toEqual({ low: 3, high: 3 });
  });
});
