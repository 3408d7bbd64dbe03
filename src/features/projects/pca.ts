import type { PcaResult } from './api/get-project-pca';

/**
 * The PCA scatter's content for chosen axes and colouring factor. Components are numbered from 1
 * (coord_dim_1 is PC1). An axis the result lacks falls back to PC1 / PC2, a factor it lacks to
 * the first factor. Samples with no level for the factor are left out and counted.
 */

/** Tableau 10: distinct hues that stay apart for most colour-blind readers. */
export const LEVEL_COLORS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

export interface PcaPoint {
  sample: string;
  x: number;
  y: number;
  level: string;
  color: string;
  /** Every factor's level for this sample, in the order of the factor names. */
  factors: { factor: string; level: string }[];
}

export interface PcaLegendItem {
  level: string;
  count: number;
  color: string;
}

export interface PcaAxis {
  /** 1-based component number. */
  component: number;
  title: string;
  variance: number | null;
}

export interface PcaView {
  x: PcaAxis;
  y: PcaAxis;
  factor: string | null;
  points: PcaPoint[];
  legend: PcaLegendItem[];
  /** Samples left out for having no level of the factor. */
  hidden: number;
}

export interface PcaChoice {
  x?: number;
  y?: number;
  factor?: string;
}

/** How many components the result has. */
export function componentCount(result: PcaResult): number {
  const fromPoints = result.points.reduce((max, point) => Math.max(max, point.coordinates.length), 0);
  return Math.max(result.dimensions.length, fromPoints);
}

function axis(result: PcaResult, component: number): PcaAxis {
  const dimension = result.dimensions[component - 1];
  const variance = dimension?.variance_explained ?? null;
  return {
    component,
    title: dimension?.title ?? result.axis_titles[`coord_dim_${component}`] ?? `PC${component}`,
    variance: typeof variance === 'number' && Number.isFinite(variance) ? variance : null,
  };
}

/** The component actually shown for a requested one (a number the result lacks gives the default). */
export function resolveComponent(result: PcaResult, requested: number | undefined, fallback: number): number {
  const count = componentCount(result);
  if (requested !== undefined && requested >= 1 && requested <= count) return requested;
  return Math.min(fallback, Math.max(1, count));
}

export function resolveFactor(result: PcaResult, requested: string | undefined): string | null {
  if (requested !== undefined && result.factor_names.includes(requested)) return requested;
  return result.factor_names[0] ?? null;
}

export function pcaView(result: PcaResult, choice: PcaChoice): PcaView {
  const xComponent = resolveComponent(result, choice.x, 1);
  const yComponent = resolveComponent(result, choice.y, 2);
  const factor = resolveFactor(result, choice.factor);
  const colors = new Map<string, string>();
  const counts = new Map<string, number>();
  const points: PcaPoint[] = [];
  let hidden = 0;
  for (const point of result.points) {
    const x = point.coordinates[xComponent - 1];
    const y = point.coordinates[yComponent - 1];
    const info = result.sample_info[point.sample] ?? {};
    const level = factor === null ? '' : info[factor];
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
      hidden += 1;
      continue;
    }
    if (factor !== null && (level === undefined || level === null || level === '')) {
      hidden += 1;
      continue;
    }
    const key = level ?? '';
    if (!colors.has(key)) colors.set(key, LEVEL_COLORS[colors.size % LEVEL_COLORS.length] ?? '#4e79a7');
    counts.set(key, (counts.get(key) ?? 0) + 1);
    points.push({
      sample: point.sample,
      x,
      y,
      level: key,
      color: colors.get(key) ?? '#4e79a7',
      factors: result.factor_names
        .filter((name) => info[name] !== undefined && info[name] !== '')
        .map((name) => ({ factor: name, level: info[name] ?? '' })),
    });
  }
  const legend = [...colors.entries()].map(([level, color]) => ({
    level,
    color,
    count: counts.get(level) ?? 0,
  }));
  return { x: axis(result, xComponent), y: axis(result, yComponent), factor, points, legend, hidden };
}
