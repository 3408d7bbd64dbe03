/** The significant-gene rule every side imports: boundaries included, missing values never called, p = 0 a p-value. */
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  isBeyondFold,
  isCalled,
  isCalledAt,
  isSignificant,
  minAbsLog2fc,
  significanceStars,
} from '../../../genomics/significance';

const NaN_ = Number.NaN;

describe('the significant-gene rule', () => {
  it('includes both boundaries', () => {
    expect(isSignificant(0.05, 0.05)).toBe(true);
    expect(isSignificant(0.0500001, 0.05)).toBe(false);
    expect(isBeyondFold(-1, 1)).toBe(true);
    expect(isBeyondFold(0.999, 1)).toBe(false);
    expect(isCalled(minAbsLog2fc(1.5), 0.05, 0.05, minAbsLog2fc(1.5))).toBe(true);
  });

  it('never calls a missing value, and takes p = 0 as the smallest p-value', () => {
    expect(isSignificant(NaN_, 1)).toBe(false);
    expect(isBeyondFold(NaN_, 0)).toBe(false);
    expect(isCalled(NaN_, 0, 0.05, 0)).toBe(false);
    expect(isCalled(3, NaN_, 0.05, 0)).toBe(false);
    expect(isCalled(3, 0, 0.05, 1)).toBe(true);
  });

  it('reads a linear fold-change cutoff in log2 units', () => {
    expect(minAbsLog2fc(2)).toBe(1);
    expect(minAbsLog2fc(1)).toBe(0);
    expect(minAbsLog2fc(1.5)).toBeCloseTo(0.585, 3);
  });

  it("calls at a genolist's cutoffs, null and NaN being missing", () => {
    const cutoffs = { pvalue_cutoff: 0.05, fold_change_cutoff: 2 };
    expect(isCalledAt(-1, 0.01, cutoffs)).toBe(true);
    expect(isCalledAt(0.9, 0.01, cutoffs)).toBe(false);
    expect(isCalledAt(null, 0.01, cutoffs)).toBe(false);
    expect(isCalledAt(2, undefined, cutoffs)).toBe(false);
    expect(isCalledAt(2, NaN_, cutoffs)).toBe(false);
  });

  it('goes up above 0, down below, neither at 0 or when missing', () => {
    expect([2, -0.1, 0, -0, null, undefined].map(directionOf)).toEqual([
      'up',
      'down',
      null,
      null,
      null,
      null,
    ]);
    expect(directionOf(NaN_)).toBeNull();
  });
});

describe('significance stars', () => {
  it('reads the adjusted p strictly below 0.001, 0.01 and 0.05', () => {
    expect([0, 0.0009, 0.001, 0.009, 0.01, 0.049, 0.05, 1].map(significanceStars)).toEqual([
      '***',
      '***',
      '**',
      '**',
      '*',
      '*',
      'ns',
      'ns',
    ]);
  });

  it('is ns for a missing or not finite p', () => {
    expect([null, undefined, NaN_, Number.POSITIVE_INFINITY].map(significanceStars)).toEqual([
      'ns',
      'ns',
      'ns',
      'ns',
    ]);
  });
});
