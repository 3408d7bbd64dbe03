import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatPercent,
  formatTime,
} from '../../../../src/features/admin/format';

describe('console formats', () => {
  it('writes durations in s, min and h, with the locale’s decimal mark', () => {
    // A number and its unit are joined by a no-break space.
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(plain(formatDuration(850, 'en'))).toBe('0.85 s');
    expect(plain(formatDuration(4_230, 'en'))).toBe('4.2 s');
    expect(plain(formatDuration(4_230, 'fr'))).toBe('4,2 s');
    expect(plain(formatDuration(42_400, 'en'))).toBe('42 s');
    expect(plain(formatDuration(72_000, 'en'))).toBe('1 min 12 s');
    expect(plain(formatDuration(3_780_000, 'fr'))).toBe('1 h 3 min');
    expect(plain(formatDuration(-5, 'en'))).toBe('0 s');
    expect(formatDuration(4_230, 'en')).toBe('4.2\u00a0s');
  });

  it('writes sizes in 1024-based units, as the 100 MB limit is', () => {
    expect(formatFileSize(418 * 1024, 'en')).toMatch(/^418\skB$/);
    expect(formatFileSize(1.94 * 1024 * 1024, 'en')).toMatch(/^1\.9\sMB$/);
    expect(formatFileSize(1.94 * 1024 * 1024, 'fr')).toMatch(/^1,9\sMo$/);
    expect(formatFileSize(100 * 1024 * 1024, 'en')).toMatch(/^100\sMB$/);
  });

  it('writes percentages the locale’s way', () => {
    expect(formatPercent(0.456, 'en')).toBe('46%');
    expect(formatPercent(0.456, 'fr')).toMatch(/^46\s%$/);
    expect(formatPercent(1.4, 'en')).toBe('100%');
  });

  it('writes dates in the interface language, and leaves an unreadable one as it came', () => {
    const iso = '2026-03-05T14:07:09Z';
    expect(formatDateTime(iso, 'en')).toMatch(/Mar 5, 2026/);
    expect(formatDateTime(iso, 'fr')).toMatch(/5 mars 2026/);
    expect(formatTime(iso, 'fr')).toMatch(/\d{2}:07:09/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
