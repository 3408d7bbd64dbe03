import { describe, expect, it } from 'vitest';
import { DERIVED_QC_RULE, deriveQc } from '../../../../genomics/compute/derived-qc';
import { storedQcRule } from '../../../../server/projects/analyses';

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

  it('states its rule as a code and the thresholds it applies, in no language', () => {
    expect(DERIVED_QC_RULE).toEqual({
      code: 'median_relative',
      library_fail: 0.25,
      library_warning: 0.5,
      genes_fail: 0.5,
      genes_warning: 0.75,
    });
  });

  it('refuses inputs of different lengths', () => {
    expect(() => deriveQc([1, 2], [1])).toThrow('Expected genes detected for 2 samples, got 1');
  });
});

describe('the stored rule', () => {
  it('is read as code and thresholds, also from the English text earlier versions stored', () => {
    expect(storedQcRule(DERIVED_QC_RULE)).toEqual(DERIVED_QC_RULE);
    expect(storedQcRule(null)).toBeNull();
    const text =
      "No quality-control file was given: each sample is judged against the median of the project's samples, " +
      'since good absolute values depend on the protocol. FAIL when its library size (sum of its counts) is ' +
      'below 20 % of the median library size, or its genes detected (genes with a count above 0) below 40 % ' +
      'of the median, or it has no counts; WARNING when its library size is below 60 % of the median or its ' +
      'genes detected below 80 % of the median; PASS otherwise.';
    expect(storedQcRule(text)).toEqual({
      code: 'median_relative',
      library_fail: 0.2,
      genes_fail: 0.4,
      library_warning: 0.6,
      genes_warning: 0.8,
    });
  });
});
