import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../../../src/lib/intl';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another otherwise', () => {
    const first = numberFormat('en-US', { maximumFractionDigits: 2 });
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(first);
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(first.format(12345.678)).toBe('12,345.68');
  });

  it('formats as a new Intl formatter would', () => {
    const when = new Date(Date.UTC(2026, 10, 24, 18, 5));
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    expect(dateTimeFormat('fr-FR', options).format(when)).toBe(
      new Intl.DateTimeFormat('fr-FR', options).format(when),
    );
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(numberFormat('fr-FR', {}).format(1234567)).toBe(new Intl.NumberFormat('fr-FR').format(1234567));
  });
});
