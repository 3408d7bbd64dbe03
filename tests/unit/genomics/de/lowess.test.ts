/**
 * voom's trend pieces (genomics/de/lowess.ts) against R: `lowess` with ties, robustness
 * iterations and the delta shortcut, and `approxfun(rule = 2, ties = list("ordered", mean))`.
 */
import { describe, expect, it } from 'vitest';
import { LinearInterpolator, lowess } from '../../../../genomics/de/lowess';
import { expectClose, readReference } from '../../../support/de-reference';

const ref = readReference('lowess');

describe('lowess', () => {
  it('matches R with f = 0.5 (voom), with the default f = 2/3, and without delta or iterations', () => {
    const half = lowess(ref.x, ref.y, { f: 0.5 });
    expectClose(half.x, ref.f_half.x, 0, 0, 'sorted x');
    expectClose(half.y, ref.f_half.y, 1e-12, 1e-14, 'f = 0.5');
    expectClose(lowess(ref.x, ref.y).y, ref.f_default.y, 1e-12, 1e-14, 'f = 2/3');
    expectClose(
      lowess(ref.x, ref.y, { f: 0.3, iter: 0, delta: 0 }).y,
      ref.f_03_iter0_delta0.y,
      1e-12,
      1e-14,
      'f = 0.3, iter = 0, delta = 0',
    );
  });

  it('interpolates the curve as approxfun does: ties averaged, constant beyond both ends', () => {
    const curve = lowess(ref.x, ref.y, { f: 0.5 });
    const interpolator = new LinearInterpolator(curve.x, curve.y);
    expectClose(
      (ref.approx.at as number[]).map((v) => interpolator.at(v)),
      ref.approx.y,
      1e-12,
      1e-14,
      'approxfun',
    );
  });

  it('finds the same segment as R’s bisection for any value, knots and ties included', () => {
    const x = Float64Array.from({ length: 500 }, (_, i) => Math.floor((i * 2) / 3) / 7 - 3);
    const y = Float64Array.from(x, (v, i) => Math.sin(v) + i / 1000);
    const interpolator = new LinearInterpolator(x, y);
    const knots: number[] = [];
    const heights: number[] = [];
    for (let i = 0; i < x.length; i++) {
      if (i > 0 && x[i] === x[i - 1])
        heights[heights.length - 1] = ((heights.at(-1) as number) + (y[i] as number)) / 2;
      else {
        knots.push(x[i] as number);
        heights.push(y[i] as number);
      }
    }
    // R's approx1 with rule = 2 (no three-way ties in this x, so pairwise averaging is exact).
    const bisection = (v: number): number => {
      if (v < (knots[0] as number)) return heights[0] as number;
      if (v > (knots.at(-1) as number)) return heights.at(-1) as number;
      let i = 0;
      let j = knots.length - 1;
      while (i < j - 1) {
        const ij = (i + j) >>> 1;
        if (v < (knots[ij] as number)) j = ij;
        else i = ij;
      }
      if (v === knots[j]) return heights[j] as number;
      if (v === knots[i]) return heights[i] as number;
      const xi = knots[i] as number;
      const yi = heights[i] as number;
      return yi + ((heights[j] as number) - yi) * ((v - xi) / ((knots[j] as number) - xi));
    };
    const probes = [...knots, ...Array.from({ length: 3000 }, (_, k) => -5 + ((k * 1.37) % 1000) / 25)];
    for (const v of probes) expect(interpolator.at(v)).toBe(bisection(v));
  });
});
