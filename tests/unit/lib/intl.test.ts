import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../../../src/lib/intl';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';
const when = new Date(Date.UTC(2026, 10, 24, 18, 5));

describe('Intl formatters made once', () => {
  it('write numbers, percentages and dates in English', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(12345.678)).toBe('12,345.68');
    expect(numberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(0.5413)).toBe(
      '54.1%',
    );
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(when)).toBe(
      'Nov 24, 2026',
    );
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(3, 'hour')).toBe('in 3 hours');
  });

  it('write them in French with French separators, abbreviations and words', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 }).format(12345.678)).toBe(
      `12${NARROW_NBSP}345,68`,
    );
    expect(numberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(0.5413)).toBe(
      `54,1${NBSP}%`,
    );
    expect(dateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(when)).toBe(
      '24 nov. 2026',
    );
    expect(relativeTimeFormat('fr-FR', { numeric: 'auto' }).format(-1, 'day')).toBe('hier');
    expect(relativeTimeFormat('fr-FR', { numeric: 'auto' }).format(3, 'hour')).toBe('dans 3 heures');
  });

  it('keep each language and option apart: a cached formatter never answers for another', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(1.234)).toBe('1.23');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1.5)).toBe('2');
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 }).format(1.25)).toBe('1,25');
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(1.25)).toBe('1.25');
    expect(dateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' }).format(when)).toBe('2026');
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(when)).toBe('November');
    expect(dateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(when)).toBe('novembre');
  });
});
