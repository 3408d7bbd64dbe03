import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalUpperQuantile } from '../../../genomics/normal-quantile';

/** R 4.2's qnorm(q, lower.tail = FALSE): tests/fixtures/normal-quantile/make-reference.R. */
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/normal-quantile/reference.json', import.meta.url), 'utf8'),
) as { quantiles: { q: number[]; z: number[] } };

describe('normalUpperQuantile', () => {
  it("matches R's qnorm(q, lower.tail = FALSE) in all three regions of AS 241, to the last few bits", () => {
    const { q, z } = reference.quantiles;
    expect(q.length).toBe(z.length);
    q.forEach((value, i) => {
      const expected = z[i] as number;
      // Same algorithm, same coefficients: only the order of a few roundings may differ.
      expect(Math.abs(normalUpperQuantile(value) - expected)).toBeLessThanOrEqual(
        4e-16 * Math.max(1, Math.abs(expected)),
      );
    });
  });

  it('keeps tails beyond 1e-16 apart, where 1 − q would round to 1', () => {
    expect(normalUpperQuantile(1e-20)).toBeGreaterThan(9);
    expect(normalUpperQuantile(1e-100)).toBeGreaterThan(normalUpperQuantile(1e-50));
  });

  it('is infinite at 0 and 1 and NaN outside [0, 1]', () => {
    expect(normalUpperQuantile(0)).toBe(Number.POSITIVE_INFINITY);
    expect(normalUpperQuantile(1)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalUpperQuantile(-0.1)).toBeNaN();
    expect(normalUpperQuantile(1.5)).toBeNaN();
    expect(normalUpperQuantile(Number.NaN)).toBeNaN();
  });
});
