import { downloadBlob } from './export';

/**
 * Charts saved as files: the SVG drawn on screen as a standalone `.svg`, or
 * rasterised at 3× its on-screen size as a `.png`, both on the card's background colour.
 *
 * On screen, charts take colours and fonts from the page's CSS (theme variables,
 * `currentColor`); a standalone file has no page, so the computed paint and font of every
 * element are written onto its copy first (`inlinedSvg`). The string work is pure and tested;
 * what needs a browser (computed styles, canvas) is kept to the functions marked so.
 */

export const PNG_SCALE = 3;
export type ChartFormat = 'png' | 'svg';

/** A file name from a chart title: letters, digits, '-' and '_', lower case; 'chart' when nothing is left. */
export function chartFileName(title: string, format: ChartFormat): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${format}`;
}

/** Pixel size of the PNG of a `width` × `height` chart: scaled, rounded, never 0. */
export function pngSize(width: number, height: number, scale = PNG_SCALE): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A standalone SVG document from the markup of an `<svg>` element: the SVG namespace (and the
 * xlink one when used) declared, an explicit size, and a background rectangle painted first.
 */
export function standaloneSvg(markup: string, width: number, height: number, background: string): string {
  const open = markup.match(/^<svg\b[^>]*>/);
  if (!open) throw new Error('Not an <svg> element');
  let tag = open[0]
    .replace(/\s(width|height|xmlns|xmlns:xlink)="[^"]*"/g, '')
    .replace(/^<svg/, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`);
  if (markup.includes('xlink:'))
    tag = tag.replace(/^<svg/, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  if (!/\sviewBox="/.test(tag)) tag = tag.replace(/>$/, ` viewBox="0 0 ${width} ${height}">`);
  const backdrop = `<rect x="0" y="0" width="100%" height="100%" fill="${escapeAttribute(background)}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag}${backdrop}${markup.slice(open[0].length)}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Computed properties copied onto every element of the exported copy. */
const PAINTED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

/** Large enough for a sharp PNG export at 3×, small enough to encode quickly. */
const MAX_SHARP_PIXELS = 4_000_000;

/**
 * Browser only. An `<image data-pixelated>` is a small bitmap of cells (the heatmap's, one pixel a
 * cell) that the page draws with `image-rendering: pixelated`; a standalone file has no such
 * rule, and a viewer would blur it. So the saved copy gets the bitmap scaled up by whole pixels,
 * at the PNG's resolution: the encoding happens here, on export, not on every draw.
 */
async function sharpPixelatedImages(svg: SVGSVGElement): Promise<Map<Element, string>> {
  const sharp = new Map<Element, string>();
  for (const element of svg.querySelectorAll('image[data-pixelated]')) {
    const href = element.getAttribute('href');
    if (!href) continue;
    const bitmap = new Image();
    bitmap.src = href;
    await bitmap.decode();
    const { width, height } = element.getBoundingClientRect();
    const cols = bitmap.naturalWidth;
    const rows = bitmap.naturalHeight;
    let kx = Math.max(1, Math.ceil((PNG_SCALE * width) / cols));
    let ky = Math.max(1, Math.ceil((PNG_SCALE * height) / rows));
    while (kx * ky * rows * cols > MAX_SHARP_PIXELS && (kx > 1 || ky > 1)) {
      if (kx >= ky) kx = Math.max(1, Math.floor(kx / 2));
      else ky = Math.max(1, Math.floor(ky / 2));
    }
    const canvas = document.createElement('canvas');
    canvas.width = cols * kx;
    canvas.height = rows * ky;
    const context = canvas.getContext('2d');
    if (!context) continue;
    context.imageSmoothingEnabled = false;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    sharp.set(element, canvas.toDataURL('image/png'));
  }
  return sharp;
}

/**
 * Browser only: the markup of `svg` with every element's computed paint and font inlined, and
 * the `href` of the images in `images` replaced.
 */
export function inlinedSvg(svg: SVGSVGElement, images: ReadonlyMap<Element, string> = new Map()): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index] as Element;
    const computed = getComputedStyle(original);
    const style = PAINTED.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
    // The computed values already account for the inline style, whose var(…) means nothing outside the page.
    target.setAttribute('style', style);
    target.removeAttribute('class');
    const href = images.get(original);
    if (href) target.setAttribute('href', href);
  });
  return new XMLSerializer().serializeToString(copy);
}

/** Browser only: the PNG of a standalone SVG document, drawn at `scale`. */
export async function svgToPng(
  document: string,
  width: number,
  height: number,
  scale = PNG_SCALE,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([document], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = pngSize(width, height, scale);
    const canvas = window.document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, size.width, size.height);
    return await canvasBlob(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Browser only: the PNG of a canvas chart (WebGL), at its own pixel size, on `background`. */
export async function canvasToPng(source: HTMLCanvasElement, background: string): Promise<Blob> {
  const canvas = window.document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0);
  return canvasBlob(canvas);
}

/**
 * Browser only: saves the chart `svg` as `name` in `format`. `background` is the colour under it
 * (the card's), so the file reads as it does on screen in light and dark themes.
 */
export async function downloadSvgChart(
  svg: SVGSVGElement,
  name: string,
  format: ChartFormat,
  background: string,
): Promise<void> {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width) || Number(svg.getAttribute('width')) || 600;
  const height = Math.round(box.height) || Number(svg.getAttribute('height')) || 400;
  const document = standaloneSvg(inlinedSvg(svg, await sharpPixelatedImages(svg)), width, height, background);
  const blob =
    format === 'svg'
      ? new Blob([document], { type: 'image/svg+xml;charset=utf-8' })
      : await svgToPng(document, width, height);
  downloadBlob(chartFileName(name, format), blob);
}
