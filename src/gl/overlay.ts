import { scaleLinear } from 'd3-scale';
import { type PlacedLabel, placeLabels } from './label-layout';
import { type Domain, type Size, toPixelX, toPixelY } from './view';

/**
 * What a scatter plot draws around its points, as SVG markup: under them the grid, over them
 * the plot frame, both axes with d3-scale ticks and titles, guide lines at fixed data values
 * (thresholds), labelled points and a lasso. The same markup is the overlay on screen (rewritten on each pan or zoom: a few dozen
 * elements) and the vector part of the exported SVG, so colours are explicit values, never CSS
 * variables a standalone file could not resolve.
 */

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const PLOT_MARGINS: Margins = { top: 14, right: 16, bottom: 46, left: 60 };

export interface OverlayColors {
  text: string;
  axis: string;
  grid: string;
  guide: string;
  lasso: string;
  /** Behind label text, so labels read over dense points: the background colour. */
  halo: string;
}

export interface Guide {
  axis: 'x' | 'y';
  value: number;
  /** Solid (a zero line), dashed (thresholds) or dotted (a limit, e.g. where p = 0 is drawn). */
  line: 'solid' | 'dashed' | 'dotted';
  /** Short text written at the line's end. */
  label?: string;
}

export interface PointLabel {
  id: number;
  x: number;
  y: number;
  text: string;
  /** Width of the text in px (measured by the caller). */
  width: number;
}

export interface OverlaySpec {
  /** Whole chart size, margins included, in px. */
  size: Size;
  margins: Margins;
  domain: Domain;
  xTitle: string;
  yTitle: string;
  /** Labels for tick values (the reader's language, as many decimals as the step needs). */
  formatTicks: (ticks: number[]) => string[];
  guides: readonly Guide[];
  labels: readonly PointLabel[];
  /** Lasso being drawn, flat [x0, y0, …] in plot-area pixels. */
  lasso?: readonly number[];
  colors: OverlayColors;
  fontFamily: string;
}

export interface Tick {
  value: number;
  at: number;
  label: string;
}

const FONT_SIZE = 11;
export const LABEL_HEIGHT = 14;

/** The plot area (inside the margins) of a chart of `size`. */
export function plotArea(size: Size, margins: Margins): Size {
  return {
    width: Math.max(1, size.width - margins.left - margins.right),
    height: Math.max(1, size.height - margins.top - margins.bottom),
  };
}

/** d3's round-number ticks over [lo, hi], about one per `spacing` px, with their pixel positions. */
export function axisTicks(
  lo: number,
  hi: number,
  length: number,
  spacing: number,
  formatTicks: (ticks: number[]) => string[],
  flip: boolean,
): Tick[] {
  const scale = scaleLinear()
    .domain([lo, hi])
    .range(flip ? [length, 0] : [0, length]);
  const values = scale.ticks(Math.max(2, Math.round(length / spacing)));
  const labels = formatTicks(values);
  return values.map((value, index) => ({ value, at: scale(value), label: labels[index] ?? '' }));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The grid, drawn under the points: children of an `<svg>` of `spec.size`. */
export function gridMarkup(
  spec: Pick<OverlaySpec, 'size' | 'margins' | 'domain' | 'formatTicks' | 'colors'>,
): string {
  const { size, margins, domain, colors } = spec;
  const area = plotArea(size, margins);
  const parts = [`<g transform="translate(${margins.left},${margins.top})">`];
  for (const tick of axisTicks(domain.x0, domain.x1, area.width, 80, spec.formatTicks, false))
    parts.push(
      `<line x1="${round(tick.at)}" x2="${round(tick.at)}" y1="0" y2="${area.height}" stroke="${colors.grid}" stroke-width="1"/>`,
    );
  for (const tick of axisTicks(domain.y0, domain.y1, area.height, 50, spec.formatTicks, true))
    parts.push(
      `<line x1="0" x2="${area.width}" y1="${round(tick.at)}" y2="${round(tick.at)}" stroke="${colors.grid}" stroke-width="1"/>`,
    );
  parts.push('</g>');
  return parts.join('');
}

/** What goes over the points: children of an `<svg>` of `spec.size`, the plot area at the margins. */
export function overlayMarkup(spec: OverlaySpec): string {
  const { size, margins, domain, colors } = spec;
  const area = plotArea(size, margins);
  const font = `font-family="${escapeXml(spec.fontFamily)}" font-size="${FONT_SIZE}"`;
  const parts: string[] = [];
  const xTicks = axisTicks(domain.x0, domain.x1, area.width, 80, spec.formatTicks, false);
  const yTicks = axisTicks(domain.y0, domain.y1, area.height, 50, spec.formatTicks, true);

  parts.push(`<g transform="translate(${margins.left},${margins.top})">`);
  parts.push(guidesMarkup(spec, area));
  parts.push(labelsMarkup(spec, area));
  if (spec.lasso && spec.lasso.length >= 4) {
    const points: string[] = [];
    for (let k = 0; k + 1 < spec.lasso.length; k += 2)
      points.push(`${round(spec.lasso[k] as number)},${round(spec.lasso[k + 1] as number)}`);
    parts.push(
      `<polygon points="${points.join(' ')}" fill="${colors.lasso}" fill-opacity="0.12" stroke="${colors.lasso}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    );
  }
  parts.push(
    `<rect x="0" y="0" width="${area.width}" height="${area.height}" fill="none" stroke="${colors.axis}" stroke-width="1"/>`,
  );
  // Bottom axis.
  parts.push(
    `<g transform="translate(0,${area.height})" ${font} fill="${colors.text}" text-anchor="middle">`,
  );
  for (const tick of xTicks)
    parts.push(
      `<line x1="${round(tick.at)}" x2="${round(tick.at)}" y1="0" y2="5" stroke="${colors.axis}"/><text x="${round(tick.at)}" y="17">${escapeXml(tick.label)}</text>`,
    );
  parts.push(
    `<text x="${round(area.width / 2)}" y="38" font-size="12" font-weight="600">${escapeXml(spec.xTitle)}</text></g>`,
  );
  // Left axis.
  parts.push(`<g ${font} fill="${colors.text}" text-anchor="end">`);
  for (const tick of yTicks)
    parts.push(
      `<line x1="-5" x2="0" y1="${round(tick.at)}" y2="${round(tick.at)}" stroke="${colors.axis}"/><text x="-8" y="${round(tick.at + 4)}">${escapeXml(tick.label)}</text>`,
    );
  parts.push(
    `<text transform="translate(${-margins.left + 14},${round(area.height / 2)}) rotate(-90)" text-anchor="middle" font-size="12" font-weight="600">${escapeXml(spec.yTitle)}</text></g>`,
  );
  parts.push('</g>');
  return parts.join('');
}

function guidesMarkup(spec: OverlaySpec, area: Size): string {
  const { domain, colors } = spec;
  const parts: string[] = [];
  for (const guide of spec.guides) {
    const dash =
      guide.line === 'dashed'
        ? ' stroke-dasharray="5 4"'
        : guide.line === 'dotted'
          ? ' stroke-dasharray="1.5 3"'
          : '';
    if (guide.axis === 'x') {
      const x = toPixelX(domain, area, guide.value);
      if (x < 0 || x > area.width) continue;
      parts.push(
        `<line x1="${round(x)}" x2="${round(x)}" y1="0" y2="${area.height}" stroke="${colors.guide}" stroke-width="1"${dash}/>`,
      );
    } else {
      const y = toPixelY(domain, area, guide.value);
      if (y < 0 || y > area.height) continue;
      parts.push(
        `<line x1="0" x2="${area.width}" y1="${round(y)}" y2="${round(y)}" stroke="${colors.guide}" stroke-width="1"${dash}/>`,
      );
      if (guide.label)
        parts.push(
          `<text x="${area.width - 4}" y="${round(y - 4)}" text-anchor="end" font-family="${escapeXml(spec.fontFamily)}" font-size="10" fill="${colors.guide}">${escapeXml(guide.label)}</text>`,
        );
    }
  }
  return parts.join('');
}

/** Where the labels go at this zoom: only points inside the plot area get one. */
export function layoutLabels(spec: Pick<OverlaySpec, 'domain' | 'labels'>, area: Size): PlacedLabel[] {
  const anchors = [];
  for (const label of spec.labels) {
    const x = toPixelX(spec.domain, area, label.x);
    const y = toPixelY(spec.domain, area, label.y);
    if (x < 0 || x > area.width || y < 0 || y > area.height) continue;
    anchors.push({ id: label.id, x, y, width: label.width, height: LABEL_HEIGHT, text: label.text });
  }
  return placeLabels(anchors, area);
}

function labelsMarkup(spec: OverlaySpec, area: Size): string {
  if (spec.labels.length === 0) return '';
  const placed = layoutLabels(spec, area);
  const parts: string[] = [];
  for (const label of placed) {
    const { box, anchor } = label;
    const cx = Math.min(Math.max(anchor.x, box.x), box.x + box.width);
    const cy = Math.min(Math.max(anchor.y, box.y), box.y + box.height);
    parts.push(
      `<line x1="${round(anchor.x)}" y1="${round(anchor.y)}" x2="${round(cx)}" y2="${round(cy)}" stroke="${spec.colors.text}" stroke-width="0.8" stroke-opacity="0.7"/>`,
      `<text x="${round(box.x + box.width / 2)}" y="${round(box.y + box.height - 3)}" text-anchor="middle" font-family="${escapeXml(spec.fontFamily)}" font-size="${FONT_SIZE}" font-weight="600" fill="${spec.colors.text}" stroke="${spec.colors.halo}" stroke-width="3" paint-order="stroke">${escapeXml(anchor.text)}</text>`,
    );
  }
  return `<g data-labels="${placed.length}">${parts.join('')}</g>`;
}
