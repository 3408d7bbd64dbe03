import { scaleLinear } from 'd3-scale';
import type { HeatmapScale } from './heatmap-search';

/**
 * The heatmap's colour scales, low values first, as evenly spaced stops: viridis and plasma
 * (matplotlib), RdYlBu and RdBu (ColorBrewer, reversed so that high expression is red) and
 * coolwarm (Moreland's diverging map, as matplotlib ships it).
 */
export const SCALE_STOPS: Record<HeatmapScale, readonly string[]> = {
  viridis: [
    '#440154',
    '#482878',
    '#3e4989',
    '#31688e',
    '#26828e',
    '#1f9e89',
    '#35b779',
    '#6ece58',
    '#b5de2b',
    '#fde725',
  ],
  plasma: [
    '#0d0887',
    '#46039f',
    '#7201a8',
    '#9c179e',
    '#bd3786',
    '#d8576b',
    '#ed7953',
    '#fb9f3a',
    '#fdca26',
    '#f0f921',
  ],
  RdYlBu: [
    '#313695',
    '#4575b4',
    '#74add1',
    '#abd9e9',
    '#e0f3f8',
    '#ffffbf',
    '#fee090',
    '#fdae61',
    '#f46d43',
    '#d73027',
    '#a50026',
  ],
  RdBu: [
    '#053061',
    '#2166ac',
    '#4393c3',
    '#92c5de',
    '#d1e5f0',
    '#f7f7f7',
    '#fddbc7',
    '#f4a582',
    '#d6604d',
    '#b2182b',
    '#67001f',
  ],
  coolwarm: [
    '#3b4cc0',
    '#5977e3',
    '#7b9ff9',
    '#9ebeff',
    '#c0d4f5',
    '#dddcdc',
    '#f2cbb7',
    '#f7ac8e',
    '#ee8468',
    '#d65244',
    '#b40426',
  ],
};

/** Colours of a lookup table: this many steps between the lowest and highest value. */
export const LUT_SIZE = 256;

/** `LUT_SIZE` RGB triples of a scale, for filling pixels without a colour function per cell. */
export function colorTable(scale: HeatmapScale): Uint8ClampedArray {
  const stops = SCALE_STOPS[scale];
  const color = scaleLinear<string>()
    .domain(stops.map((_, i) => i / (stops.length - 1)))
    .range([...stops]);
  const table = new Uint8ClampedArray(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const [r, g, b] = (color(i / (LUT_SIZE - 1)).match(/\d+/g) ?? []).map(Number);
    table.set([r ?? 0, g ?? 0, b ?? 0], i * 3);
  }
  return table;
}

/** The table entry of `value` on [lo, hi], clamped; a missing value has none (-1). */
export function colorIndex(value: number, lo: number, hi: number): number {
  if (!Number.isFinite(value)) return -1;
  const t = hi > lo ? (value - lo) / (hi - lo) : 0.5;
  return Math.round(Math.min(1, Math.max(0, t)) * (LUT_SIZE - 1));
}

/** `rows × cols` values (row-major, display order already applied) as RGBA pixels; missing values grey. */
export function cellPixels(
  values: Float64Array,
  rows: number,
  cols: number,
  table: Uint8ClampedArray,
  lo: number,
  hi: number,
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(rows * cols * 4);
  for (let i = 0; i < rows * cols; i++) {
    const k = colorIndex(values[i] as number, lo, hi);
    const o = i * 4;
    if (k < 0) pixels.set([200, 200, 200, 255], o);
    else pixels.set([table[k * 3] as number, table[k * 3 + 1] as number, table[k * 3 + 2] as number, 255], o);
  }
  return pixels;
}
