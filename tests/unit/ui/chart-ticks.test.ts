import { describe, expect, it } from 'vitest';
import { tickDigits, tickLabels } from '../../../src/ui/chart-ticks';

describe('axis tick labels', () => {
  it('use the decimals the step needs', () => {
    expect(tickDigits([6, 7, 8])).toBe(0);
    expect(tickDigits([0, 0.2, 0.4])).toBe(1);
    expect(tickDigits([0, 0.25, 0.5])).toBe(2);
    expect(tickDigits([0, 0.05])).toBe(2);
    expect(tickDigits([0, 500, 1000])).toBe(0);
    expect(tickDigits([3])).toBe(0);
  });

  it('write numbers in the reader’s language', () => {
    expect(tickLabels([0, 0.5, 1], 'en')).toEqual(['0.0', '0.5', '1.0']);
    expect(tickLabels([0, 0.5, 1], 'fr')).toEqual(['0,0', '0,5', '1,0']);
    expect(tickLabels([0, 1000, 2000], 'en')).toEqual(['0', '1,000', '2,000']);
  });
});
