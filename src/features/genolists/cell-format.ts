import { formatLog2FC, formatPValue } from '../../lib/format';

/**
 * How the genolist tables write their numbers (|x| from 0.001 to under 1000 with 3
 * decimals, anything else in exponent notation with 3 decimals; missing is 'N/A').
 *
 * A p-value of exactly 0 is numerical underflow (the analysis could not represent anything that
 * small), so it is written '< 1e-300' rather than '0'; exports keep the 0 the analysis wrote.
 */
export const UNDERFLOW_P = '< 1e-300';

export function pValueText(p: number | null): string {
  if (p === 0) return UNDERFLOW_P;
  return formatPValue(p);
}

/** Base mean, average log expression, log2 fold change: the analysis number display. */
export function measureText(value: number | null): string {
  return formatLog2FC(value);
}

/** A column title that may wrap on a phone but never at its hyphen ('Adj. p‑value', not 'p-' / 'value'). */
export function noBreakHyphens(text: string): string {
  return text.replaceAll('-', '\u2011');
}
