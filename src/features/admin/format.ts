import { dateTimeFormat, numberFormat } from '../../lib/intl';

/**
 * Dates, durations and sizes in the console, in the interface language. Units are SI symbols
 * (s, min, h), the same in English and French; numbers follow the locale (4.2 s, 4,2 s).
 */
export function formatDateTime(iso: string, locale: string, withSeconds = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: withSeconds ? 'medium' : 'short',
  }).format(date);
}

export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { timeStyle: 'medium' }).format(date);
}

/** A number and its unit stay on one line. */
const NBSP = '\u00a0';

/** 850 → "0.85 s", 4_200 → "4.2 s", 72_000 → "1 min 12 s", 3_780_000 → "1 h 3 min". */
export function formatDuration(ms: number, locale: string): string {
  const safe = Math.max(0, ms);
  if (safe < 60_000) {
    const digits = safe < 1000 ? 2 : safe < 10_000 ? 1 : 0;
    const seconds = numberFormat(locale, { maximumFractionDigits: digits }).format(safe / 1000);
    return `${seconds}${NBSP}s`;
  }
  const totalSeconds = Math.round(safe / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts =
    hours > 0 ? [`${hours}${NBSP}h`, `${minutes}${NBSP}min`] : [`${minutes}${NBSP}min`, `${seconds}${NBSP}s`];
  return parts.join(' ');
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1024-based, as the 100 MB limit is: "12.4 MB", "12,4 Mo". */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/** 0.5 → "50 %" in French, "50%" in English. */
export function formatPercent(fraction: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.min(1, Math.max(0, fraction)),
  );
}
