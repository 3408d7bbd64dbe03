import type { ReportLocale } from '../genolist-report';

/**
 * Text and numbers for the PDF's standard fonts. Helvetica in a PDF is encoded in WinAnsi
 * (Latin-1 plus a few typographic signs): any other character would print as garbage, so
 * `pdfSafe` keeps what WinAnsi has, strips accents it lacks (ő → o), spells a few signs out
 * (≤ → <=) and writes '?' for the rest (Greek, CJK…).
 */

/** Characters above Latin-1 that WinAnsi encodes (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
const SPELLED: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '−': '-',
  '→': '->',
  '←': '<-',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2007': ' ',
};

function safeChar(char: string): string {
  const code = char.codePointAt(0) ?? 63;
  if (char === '\n' || char === '\t') return char === '\t' ? ' ' : char;
  if ((code >= 32 && code < 127) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(char)) return char;
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (base && base !== char && [...base].every((c) => (c.codePointAt(0) ?? 999) < 256)) return base;
  return '?';
}

export function pdfSafe(text: string): string {
  return [...text.normalize('NFC').replace(/\r\n?/g, '\n')].map(safeChar).join('');
}

export function formatInteger(value: number, locale: ReportLocale): string {
  return pdfSafe(new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(Math.round(value)));
}

export function formatNumber(value: number, locale: ReportLocale, digits = 2): string {
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: digits,
  });
  return pdfSafe(format.format(value));
}

/** A fraction as a percent: fr "25 %", en "25%". */
export function formatPercent(fraction: number, locale: ReportLocale): string {
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return pdfSafe(format.format(fraction));
}

const two = (n: number) => String(n).padStart(2, '0');

/** fr: 05/01/2024, en: 2024-01-05; in UTC, so the report does not depend on the server's zone. */
export function formatDate(date: Date, locale: ReportLocale): string {
  const [y, m, d] = [date.getUTCFullYear(), two(date.getUTCMonth() + 1), two(date.getUTCDate())];
  return locale === 'fr' ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
}

export function formatDateTime(date: Date, locale: ReportLocale): string {
  return `${formatDate(date, locale)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

/** About `count` round tick values covering [min, max] (1, 2 or 5 times a power of ten apart). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    ticks.push(Math.abs(v) < step * 1e-9 ? 0 : Number(v.toPrecision(12)));
  }
  return ticks;
}
