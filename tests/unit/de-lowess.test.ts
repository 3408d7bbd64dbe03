/**
 * voom's trend pieces (genomics/de/lowess.ts) against R: `lowess` with ties, robustness
 * iterations and the delta shortcut, and `approxfun(rule = 2, ties = list("ordered", mean))`.
 */
import { describe, it } from 'vitest';
import { linearInterpolator, lowess } from '../../genomics/de/lowess';
import { expectClose, readReference } from '../support/de-reference';

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
    const at = linearInterpolator(curve.x, curve.y);
    expectClose((ref.approx.at as number[]).map(at), ref.approx.y, 1e-12, 1e-14, 'approxfun');
  });
});
