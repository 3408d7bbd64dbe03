/** The strength of a sample pair's correlation, as the import counts the pairs. */
import { describe, expect, it } from 'vitest';
import { correlationBand } from '../../../genomics/correlation-bands';

describe('correlation bands', () => {
  it('is strong above 0.8, moderate from 0.5 to 0.8 inclusive, weak below 0.5', () => {
    expect([1, 0.81, 0.8, 0.5, 0.49, -1].map(correlationBand)).toEqual([
      'strong',
      'strong',
      'moderate',
      'moderate',
      'weak',
      'weak',
    ]);
  });

  it('has no band for a missing r', () => {
    expect(correlationBand(Number.NaN)).toBeNull();
  });
});
