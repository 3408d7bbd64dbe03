import { scaleLinear } from 'd3-scale';

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
