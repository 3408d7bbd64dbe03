import { i18n } from '../lib/i18n';
import { dateTimeFormat, numberFormat } from '../lib/intl';

/** 'fr', 'fr-CA' → French conventions; anything else → English (as src/lib/format.ts). */
function locale(language: string): 'fr-FR' | 'en-US' {
  return language.toLowerCase().startsWith('fr') ? 'fr-FR' : 'en-US';
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size in decimal units, as storage is sold and as browsers report quotas: '2.4 MB', '2,4 Mo'.
 * Bytes are words with a plural ('4 bytes', '4 octets'), which Intl's short unit does not give.
 */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1000) {
    const count = Math.max(0, Math.round(bytes));
    return i18n.getFixedT(locale(language) === 'fr-FR' ? 'fr' : 'en', 'offline')('size.bytes', {
      count,
      formatted: numberFormat(locale(language), {}).format(count),
    });
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale(language), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** When a copy was saved: day and time, since a copy of this morning and of yesterday differ. */
export function formatSavedAt(time: number, language: string): string {
  return dateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));
}
