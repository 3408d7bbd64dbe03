import { describe, expect, it } from 'vitest';
import { DERIVED_QC_RULE, deriveQc } from '../../server/imports/compute/derived-qc';

describe('deriveQc', () => {
  it('judges library size against the project median: FAIL below 25 %, WARNING below 50 %', () => {
    // Median library size 1000 (6 of 11 samples); genes detected all equal.
    const library = [1000, 1000, 1000, 1000, 1000, 1000, 249, 250, 499, 500, 0];
    const genes = library.map(() => 100);
    expect(deriveQc(library, genes)).toEqual([
      ...Array(6).fill('PASS'),
      'FAIL',
      'WARNING',
      'WARNING',
      'PASS',
      'FAIL',
    ]);
  });

  it('judges genes detected against the project median: FAIL below 50 %, WARNING below 75 %', () => {
    // Median genes detected 1000 (5 of 9 samples).
    const genes = [1000, 1000, 1000, 1000, 1000, 499, 500, 749, 750];
    const library = genes.map(() => 1000);
    expect(deriveQc(library, genes)).toEqual([
      ...Array(5).fill('PASS'),
      'FAIL',
      'WARNING',
      'WARNING',
      'PASS',
    ]);
  });

  it('passes a lone sample unless it has no counts', () => {
    expect(deriveQc([10], [3])).toEqual(['PASS']);
    expect(deriveQc([0], [0])).toEqual(['FAIL']);
  });

  it('states its rule with the thresholds it applies', () => {
    expect(DERIVED_QC_RULE).toContain('below 25 % of the median library size');
    expect(DERIVED_QC_RULE).toContain('below 50 % of the median');
    expect(DERIVED_QC_RULE).toContain('below 75 % of the median');
  });

  it('refuses inputs of different lengths', () => {
    expect(() => deriveQc([1, 2], [1])).toThrow('Expected genes detected for 2 samples, got 1');
  });
});
