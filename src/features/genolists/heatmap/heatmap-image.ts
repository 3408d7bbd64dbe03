import { cellPixels, colorIndex } from './heatmap-colors';
import { pngDataUrl } from './png-encode';

/**
 * The cells as a PNG data URL, one pixel a cell, for an `<image data-pixelated>` of the SVG: the
 * page draws it with whole-pixel blocks (`image-rendering: pixelated`), and a saved chart gets it
 * scaled up then (src/lib/chart-export.ts), so a redraw encodes only rows × cols pixels. Encoded
 * in JavaScript (png-encode.ts), not through a canvas: a page's first 2D canvas waits for a GPU
 * context (≈ 20–300 ms on a software GPU), this takes under a millisecond. Indexed on the colour
 * table when every value is there, RGB when some are missing (grey, outside the table).
 */
export function cellImageUrl(
  values: Float64Array,
  rows: number,
  cols: number,
  table: Uint8ClampedArray,
  range: [number, number],
): string {
  const [lo, hi] = range;
  const indices = new Uint8Array(rows * cols);
  let missing = false;
  for (let i = 0; i < indices.length; i++) {
    const k = colorIndex(values[i] as number, lo, hi);
    if (k < 0) {
      missing = true;
      break;
    }
    indices[i] = k;
  }
  if (!missing)
    return pngDataUrl({
      kind: 'indexed',
      width: cols,
      height: rows,
      indices,
      palette: new Uint8Array(table),
    });
  const rgba = cellPixels(values, rows, cols, table, lo, hi);
  const rgb = new Uint8Array(rows * cols * 3);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    rgb[o] = rgba[i] as number;
    rgb[o + 1] = rgba[i + 1] as number;
    rgb[o + 2] = rgba[i + 2] as number;
  }
  return pngDataUrl({ kind: 'rgb', width: cols, height: rows, rgb });
}
