import { scaleLinear } from 'd3-scale';

/** Spec 2 §9: strong above 0.8, moderate from 0.5 to 0.8, weak below 0.5. */
export const STRONG_R = 0.8;
export const MODERATE_R = 0.5;

export interface PairCounts {
  strong: number;
  moderate: number;
  weak: number;
  /** Pairs with no r (a sample without variance). */
  missing: number;
  /** n (n − 1) / 2. */
  total: number;
}

/**
 * Counts the sample pairs of a symmetric correlation matrix by strength, each pair once, self
 * pairs excluded. A null or non-finite r counts as missing.
 */
export function correlationPairs(matrix: readonly (readonly (number | null)[])[]): PairCounts {
  const counts: PairCounts = { strong: 0, moderate: 0, weak: 0, missing: 0, total: 0 };
  for (let i = 0; i < matrix.length; i += 1) {
    for (let j = i + 1; j < matrix.length; j += 1) {
      const r = matrix[i]?.[j];
      counts.total += 1;
      if (r === null || r === undefined || !Number.isFinite(r)) counts.missing += 1;
      else if (r > STRONG_R) counts.strong += 1;
      else if (r >= MODERATE_R) counts.moderate += 1;
      else counts.weak += 1;
    }
  }
  return counts;
}

/** Viridis, sampled at 9 even stops: perceptually uniform and readable in grey and by colour-blind readers. */
const VIRIDIS = [
  '#440154',
  '#472d7b',
  '#3b528b',
  '#2c728e',
  '#21918c',
  '#28ae80',
  '#5ec962',
  '#addc30',
  '#fde725',
];

export interface CorrelationScale {
  domain: [number, number];
  color: (r: number) => string;
  ticks: number[];
}

/**
 * The heatmap's colours, stretched over the off-diagonal values present (RNA-seq samples often
 * all correlate above 0.9, and a fixed −1..1 scale would paint them one colour). The domain
 * ends at 1 (the diagonal) and starts at the lowest r, or 0.9 below 1 when every pair is close.
 */
export function correlationScale(matrix: readonly (readonly (number | null)[])[]): CorrelationScale {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < matrix.length; i += 1) {
    for (let j = 0; j < matrix.length; j += 1) {
      const r = matrix[i]?.[j];
      if (i !== j && typeof r === 'number' && Number.isFinite(r)) min = Math.min(min, r);
    }
  }
  const low = Number.isFinite(min) ? Math.min(min, 0.9) : 0;
  const domain: [number, number] = [Math.max(-1, low), 1];
  const stops = VIRIDIS.map(
    (_, index) => domain[0] + ((domain[1] - domain[0]) * index) / (VIRIDIS.length - 1),
  );
  const scale = scaleLinear<string>().domain(stops).range(VIRIDIS).clamp(true);
  const ticks = scaleLinear().domain(domain).nice().ticks(5);
  return {
    domain,
    color: (r) => scale(r),
    ticks: ticks.filter((tick) => tick >= domain[0] - 1e-9 && tick <= domain[1] + 1e-9),
  };
}

/** Missing values in the heatmap. */
export const MISSING_COLOR = '#d9d9d9';
