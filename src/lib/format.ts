/**
 * How GenoApp writes dates and numbers, in the interface language.
 * Dates are ISO 8601 strings from the server, shown in the reader's time zone. Missing or
 * unreadable values are never shown as 0 or NaN: the analysis numbers (p-values,
 * fold changes, expression) read 'N/A', as the gene and GO tables do; other numbers and dates read '—'.
 */

import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

export const MISSING = '—';

/** 'N/A for empty or invalid values' in the gene and GO tables (the same in French). */
export const NOT_AVAILABLE = 'N/A';

/** 'fr', 'fr-CA' → French conventions; anything else → English. */
function locale(language: string): 'fr-FR' | 'en-US' {
  return language.toLowerCase().startsWith('fr') ? 'fr-FR' : 'en-US';
}

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day, month and year, two digits each for day and month: '05/03/2024' (fr), '03/05/2024' (en). */
export function formatDate(iso: string | null | undefined, language: string): string {
  const date = toDate(iso);
  if (!date) return MISSING;
  return dateTimeFormat(locale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

const DAY_MS = 86_400_000;

/** Calendar days from `date` to `now` in the reader's time zone (not 24-hour periods). */
function calendarDaysBetween(date: Date, now: Date): number {
  const start = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** Day and time, for a moment whose hour matters: '5 mars 2024, 14:05', 'Mar 5, 2024, 2:05 PM'. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  const date = toDate(iso);
  if (!date) return MISSING;
  return dateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** 'today', 'yesterday', 'N days ago' under 7 days, otherwise the short date. */
export function formatRelativeDate(
  iso: string | null | undefined,
  language: string,
  now: Date = new Date(),
): string {
  const date = toDate(iso);
  if (!date) return MISSING;
  const days = calendarDaysBetween(date, now);
  if (days < 0 || days >= 7) return formatDate(iso, language);
  return relativeTimeFormat(locale(language), { numeric: 'auto' }).format(-days, 'day');
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A number with the language's separators: 12 345 678 (fr), 12,345,678 (en). With `digits`,
 * exactly that many decimals; without, up to 2 (integers stay integers).
 */
export function formatNumber(value: number | null | undefined, language: string, digits?: number): string {
  if (!isNumber(value)) return MISSING;
  const options: Intl.NumberFormatOptions =
    digits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return numberFormat(locale(language), options).format(value);
}

/** A share in percent: 54.1% (en), 54,1 % (fr). `value` is already a percentage (54.1, not 0.541). */
export function formatPercent(value: number | null | undefined, language: string, digits = 1): string {
  if (!isNumber(value)) return MISSING;
  return numberFormat(locale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100);
}

/**
 * The analysis number display, the same in every language (values meant to be copied into
 * analyses): |x| from 0.001 to under 1000 with 3 decimals, anything else in exponent notation
 * with 3 decimals ('1.235e-5'); 0 is '0.000'.
 */
function scientific(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude === 0) return (0).toFixed(3);
  return magnitude >= 0.001 && magnitude < 1000 ? value.toFixed(3) : value.toExponential(3);
}

/** A p-value: '0.042', '1.235e-5'; a p-value of exactly 0 is '0'; missing is 'N/A'. */
export function formatPValue(p: number | null | undefined): string {
  if (!isNumber(p)) return NOT_AVAILABLE;
  if (p === 0) return '0';
  return scientific(p);
}

/** A log2 fold change (or any analysis measure): '2.345', '-0.512', '0.000'; missing is 'N/A'. */
export function formatLog2FC(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return scientific(value);
}

/** The stars of an adjusted p-value, the same on the server (trending genes) and here. */
export { type SignificanceStars, significanceStars } from '../../genomics/significance';
