/**
 * The special functions and the t distribution under limma's eBayes (genomics/de), against R's
 * own values on grids that reach the tails (tests/fixtures/de/distributions.json.gz).
 */
import { describe, expect, it } from 'vitest';
import { trigammaInverse } from '../../../../genomics/de/ebayes';
import { digamma, lbeta, lgamma, tetragamma, trigamma } from '../../../../genomics/de/special-functions';
import { pt, qt } from '../../../../genomics/de/t-distribution';
import { expectClose, readReference } from '../../../support/de-reference';

const ref = readReference('distributions');
const x: number[] = ref.x;

describe('special functions', () => {
  // Near a root (lgamma at 1 and 2, digamma at 1.4616) only absolute precision is meaningful.
  it('lgamma, digamma, trigamma, psigamma(, 2) and lbeta match R', () => {
    expectClose(x.map(lgamma), ref.lgamma, 1e-13, 1e-14, 'lgamma');
    expectClose(x.map(digamma), ref.digamma, 1e-13, 1e-14, 'digamma');
    expectClose(x.map(trigamma), ref.trigamma, 1e-13, 1e-300, 'trigamma');
    expectClose(x.map(tetragamma), ref.tetragamma, 1e-13, 1e-300, 'psigamma(, 2)');
    expectClose(
      x.map((v) => lbeta(v, 0.5)),
      ref.lbeta_half,
      1e-13,
      1e-14,
      'lbeta(x, 0.5)',
    );
    expectClose(
      x.map((v) => lbeta(v, 3.7)),
      ref.lbeta_3,
      1e-13,
      1e-14,
      'lbeta(x, 3.7)',
    );
  });

  it('trigammaInverse matches limma, including its two asymptotic branches', () => {
    expectClose(
      ref.trigamma_inverse.x.map(trigammaInverse),
      ref.trigamma_inverse.y,
      1e-12,
      0,
      'trigammaInverse',
    );
  });
});

describe('t distribution', () => {
  const { x: tx, n: tn } = ref.pt as { x: number[]; n: number[] };
  // R switches to an asymptotic expansion for huge df, where the continued fraction used here
  // keeps ~9 digits (t-distribution.ts); limma only gets there with an infinite prior df.
  for (const [label, fromDf, toDf, tolerance] of [
    ['0.7 to 1,000', 0, 1e3, 1e-13],
    ['250,000', 1e3, 1e6, 1e-11],
    ['3e7', 1e6, Number.POSITIVE_INFINITY, 2e-9],
  ] as const) {
    it(`pt matches R in both tails, plain and log, for x from ±1e60 to 0 and df ${label}`, () => {
      const at = tx.flatMap((_, i) => ((tn[i] as number) > fromDf && (tn[i] as number) <= toDf ? [i] : []));
      for (const [key, lower, log] of [
        ['lower', true, false],
        ['upper', false, false],
        ['log_lower', true, true],
        ['log_upper', false, true],
      ] as const) {
        const got = at.map((i) => pt(tx[i] as number, tn[i] as number, lower, log));
        expectClose(
          got,
          at.map((i) => ref.pt[key][i]),
          tolerance,
          1e-300,
          `pt ${key}`,
        );
      }
    });
  }

  it('qt matches R from p = 1e-100 to 1 − 1e-6, and on the log scale', () => {
    const { p, n } = ref.qt as { p: number[]; n: number[] };
    expectClose(
      p.map((value, i) => qt(value, n[i] as number)),
      ref.qt.lower,
      1e-10,
      1e-300,
      'qt lower',
    );
    expectClose(
      p.map((value, i) => qt(value, n[i] as number, false)),
      ref.qt.upper,
      1e-10,
      1e-300,
      'qt upper',
    );
    expectClose(
      p.map((value, i) => qt(Math.log(value), n[i] as number, false, true)),
      ref.qt.log_upper,
      1e-10,
      1e-300,
      'qt log upper',
    );
  });

  it('answers NaN for NaN or non-positive df, and the limits at infinite x', () => {
    expect(pt(Number.NaN, 3)).toBeNaN();
    expect(pt(1, 0)).toBeNaN();
    expect(pt(Number.NEGATIVE_INFINITY, 3)).toBe(0);
    expect(pt(Number.POSITIVE_INFINITY, 3, true, true)).toBe(0);
  });
});
