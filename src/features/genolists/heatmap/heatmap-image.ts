import { cellPixels } from './heatmap-colors';

/**
 * The cells as a PNG data URL, one pixel a cell, for an `<image data-pixelated>` of the SVG: the
 * page draws it with whole-pixel blocks (`image-rendering: pixelated`), and a saved chart gets it
 * scaled up then (src/lib/chart-export.ts), so a redraw encodes only rows × cols pixels. Browser
 * only (canvas).
 */
export function cellImageUrl(
  values: Float64Array,
  rows: number,
  cols: number,
  table: Uint8ClampedArray,
  range: [number, number],
): string {
  const canvas = document.createElement('canvas');
  canvas.width = cols;
  canvas.height = rows;
  const pixels = cellPixels(values, rows, cols, table, range[0], range[1]);
  canvas.getContext('2d')?.putImageData(new ImageData(pixels, cols, rows), 0, 0);
  return canvas.toDataURL('image/png');
}
