import { cellPixels } from './heatmap-colors';

/** Large enough for a sharp PNG export at 3×, small enough to encode quickly. */
const MAX_PIXELS = 4_000_000;

/**
 * The cells as a PNG data URL, each cell a block of whole pixels (no smoothing between cells,
 * in the page or in an export), for an `<image>` of the SVG. Browser only (canvas).
 */
export function cellImageUrl(
  values: Float64Array,
  rows: number,
  cols: number,
  table: Uint8ClampedArray,
  range: [number, number],
  size: { width: number; height: number },
): string {
  const source = document.createElement('canvas');
  source.width = cols;
  source.height = rows;
  const pixels = cellPixels(values, rows, cols, table, range[0], range[1]);
  source.getContext('2d')?.putImageData(new ImageData(pixels, cols, rows), 0, 0);
  let kx = Math.max(1, Math.ceil((3 * size.width) / cols));
  let ky = Math.max(1, Math.ceil((3 * size.height) / rows));
  while (kx * ky * rows * cols > MAX_PIXELS && (kx > 1 || ky > 1)) {
    if (kx >= ky) kx = Math.max(1, Math.floor(kx / 2));
    else ky = Math.max(1, Math.floor(ky / 2));
  }
  const scaled = document.createElement('canvas');
  scaled.width = cols * kx;
  scaled.height = rows * ky;
  const context = scaled.getContext('2d');
  if (!context) return source.toDataURL('image/png');
  context.imageSmoothingEnabled = false;
  context.drawImage(source, 0, 0, scaled.width, scaled.height);
  return scaled.toDataURL('image/png');
}
