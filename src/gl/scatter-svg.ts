import { isSelectedState, paintLayer, STATE_BIN } from './point-state';
import type { PointStyle, Rgba } from './scatter-renderer';
import { type Domain, type Size, toPixelX, toPixelY } from './view';

/**
 * The points of a scatter plot as SVG circles, for the export: painted back to front as the
 * depth test orders them on screen, selected points larger and outlined, points outside the plot
 * area (beyond a radius) left out. Positions in plot-area pixels, one decimal.
 */

/** Numbers each exported chart, so two exports inlined in one page never share a clip-path id. */
let exportedCharts = 0;

/**
 * The content of an exported chart's `<svg>`: the grid, then the points moved into the plot
 * area and clipped to it, then the axes and decorations on top.
 */
export function chartMarkup(
  grid: string,
  points: string,
  overlay: string,
  area: Size,
  margins: { left: number; top: number },
): string {
  const clip = `scatter-clip-${++exportedCharts}`;
  return [
    `<defs><clipPath id="${clip}"><rect width="${area.width}" height="${area.height}"/></clipPath></defs>`,
    grid,
    `<g transform="translate(${margins.left},${margins.top})" clip-path="url(#${clip})">`,
    points,
    '</g>',
    overlay,
  ].join('');
}

/** Points drawn as one image (a PNG data URL) stretched over the plot area. */
export function imageMarkup(dataUrl: string, area: Size): string {
  return `<image width="${area.width}" height="${area.height}" href="${dataUrl}" preserveAspectRatio="none"/>`;
}

/** Above this many drawn points the SVG export embeds the points as an image. */
export const SVG_CIRCLE_LIMIT = 100_000;

export function circlesMarkup(
  points: { xs: Float64Array; ys: Float64Array },
  states: Uint8Array,
  rows: Uint32Array,
  style: PointStyle,
  domain: Domain,
  area: Size,
): string {
  const { palette, layers, pointSize } = style;
  const radius = pointSize / 2;
  const layerOf = (row: number) => paintLayer(states[row] as number, layers);
  const order = Array.from(rows).sort((a, b) => layerOf(b) - layerOf(a));
  const parts: string[] = [];
  for (const row of order) {
    const state = states[row] as number;
    const color = palette[state & STATE_BIN] as Rgba;
    const x = toPixelX(domain, area, points.xs[row] as number);
    const y = toPixelY(domain, area, points.ys[row] as number);
    if (x < -radius || x > area.width + radius || y < -radius || y > area.height + radius) continue;
    const selected = isSelectedState(state);
    const stroke = selected ? ' stroke="#141418" stroke-width="1.5"' : '';
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${selected ? radius * 1.6 : radius}" fill="${cssColor(color)}" fill-opacity="${color[3]}"${stroke}/>`,
    );
  }
  return parts.join('');
}

/** `#rrggbb` of a colour with channels 0…1 (clamped); the alpha goes in `fill-opacity`. */
export function cssColor([r, g, b]: Rgba): string {
  const hex = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
