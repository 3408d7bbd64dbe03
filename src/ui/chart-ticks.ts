import { formatNumber } from '../lib/format';

/**
 * Axis tick labels with as many decimals as the tick step needs and no more ('0.2', not
 * '0.20'; '6', '7', not '6.00'), in the reader's language.
 */
export function tickDigits(ticks: readonly number[]): number {
  if (ticks.length < 2) return 0;
  const step = Math.abs((ticks[1] as number) - (ticks[0] as number));
  if (!(step > 0)) return 0;
  let digits = 0;
  while (digits < 6 && Math.abs(step * 10 ** digits - Math.round(step * 10 ** digits)) > 1e-6) digits++;
  return digits;
}

export function tickLabels(ticks: readonly number[], language: string): string[] {
  const digits = tickDigits(ticks);
  return ticks.map((tick) => formatNumber(tick, language, digits));
}
