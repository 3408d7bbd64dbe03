import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLog2FC,
  formatNumber,
  formatPercent,
  formatPValue,
  formatRelativeDate,
  significanceStars,
} from '../../../src/lib/format';

// Midday, so the reader's time zone cannot move the day.
const MARCH_5 = new Date(2024, 2, 5, 12).toISOString();

describe('dates', () => {
  it('writes day/month/year in French and the English order in English, two digits each', () => {
    expect(formatDate(MARCH_5, 'fr')).toBe('05/03/2024');
    expect(formatDate(MARCH_5, 'en')).toBe('03/05/2024');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null, 'fr')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
  });

  it('says today, yesterday, N days ago under a week, then the date', () => {
    const now = new Date(2024, 2, 12, 9);
    expect(formatRelativeDate(new Date(2024, 2, 12, 8).toISOString(), 'en', now)).toBe('today');
    expect(formatRelativeDate(new Date(2024, 2, 11, 23).toISOString(), 'en', now)).toBe('yesterday');
    expect(formatRelativeDate(new Date(2024, 2, 11, 23).toISOString(), 'fr', now)).toBe('hier');
    expect(formatRelativeDate(new Date(2024, 2, 9, 12).toISOString(), 'en', now)).toBe('3 days ago');
    expect(formatRelativeDate(new Date(2024, 2, 9, 12).toISOString(), 'fr', now)).toBe('il y a 3 jours');
    expect(formatRelativeDate(MARCH_5, 'fr', now)).toBe('05/03/2024');
  });
});

describe('numbers', () => {
  it('uses the separators of the language', () => {
    expect(formatNumber(12345678, 'en')).toBe('12,345,678');
    expect(formatNumber(12345678, 'fr').replace(/\s/g, ' ')).toBe('12 345 678');
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
    expect(formatNumber(2, 'en', 1)).toBe('2.0');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
    expect(formatNumber(null, 'en')).toBe('—');
  });

  it('writes percentages', () => {
    expect(formatPercent(54.123, 'en')).toBe('54.1%');
    expect(formatPercent(54.123, 'fr').replace(/\s/g, ' ')).toBe('54,1 %');
  });
});

describe('p-values and fold changes', () => {
  it('writes p-values with 3 decimals from 0.001, in exponent notation below', () => {
    expect(formatPValue(0.04213)).toBe('0.042');
    expect(formatPValue(0.001)).toBe('0.001');
    expect(formatPValue(0.00012346)).toBe('1.235e-4');
    expect(formatPValue(1)).toBe('1.000');
    expect(formatPValue(0)).toBe('0');
    // N/A for empty or invalid values.
    expect(formatPValue(null)).toBe('N/A');
    expect(formatPValue(Number.NaN)).toBe('N/A');
  });

  it('writes log2 fold changes with 3 decimals, with their sign', () => {
    expect(formatLog2FC(2.34567)).toBe('2.346');
    expect(formatLog2FC(-0.5)).toBe('-0.500');
    expect(formatLog2FC(0)).toBe('0.000');
    expect(formatLog2FC(0.0001)).toBe('1.000e-4');
    expect(formatLog2FC(undefined)).toBe('N/A');
  });

  it('gives significance stars', () => {
    expect(significanceStars(0.0009)).toBe('***');
    expect(significanceStars(0.001)).toBe('**');
    expect(significanceStars(0.009)).toBe('**');
    expect(significanceStars(0.01)).toBe('*');
    expect(significanceStars(0.049)).toBe('*');
    expect(significanceStars(0.05)).toBe('ns');
    expect(significanceStars(null)).toBe('ns');
  });
});
