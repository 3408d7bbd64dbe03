/**
 * The strength of a correlation between two samples' expression: strong when r > 0.8, moderate
 * when 0.5 ≤ r ≤ 0.8, weak when r < 0.5. A missing r (NaN: a sample without variance) has no
 * strength.
 */

export const STRONG_CORRELATION = 0.8;
export const MODERATE_CORRELATION = 0.5;

export type CorrelationBand = 'strong' | 'moderate' | 'weak';

export function correlationBand(r: number): CorrelationBand | null {
  if (Number.isNaN(r)) return null;
  if (r > STRONG_CORRELATION) return 'strong';
  if (r >= MODERATE_CORRELATION) return 'moderate';
  return 'weak';
}
