import type { Size } from './view';

/**
 * The size (CSS px) of the last scatter plot measured, kept across page loads: the same window
 * opens the same plot size, so the next page prepares its drawing surface at that size when idle
 * and draws its first points without reading the page's layout (the browser lays the new screen
 * out once, before its paint, instead of once more in the middle of React's commit).
 */
const LAST_SIZE_KEY = 'genoapp.scatter-size';

/** A plot's size as saved (`[width, height]`, CSS px), null unless plausible. */
export function parsePlotSize(saved: string | null): Size | null {
  let value: unknown;
  try {
    value = JSON.parse(saved ?? 'null');
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [width, height] = value as unknown[];
  const fits = (side: unknown): side is number =>
    Number.isInteger(side) && (side as number) > 0 && (side as number) <= 8192;
  return fits(width) && fits(height) ? { width, height } : null;
}

export function lastPlotSize(): Size | null {
  try {
    return parsePlotSize(localStorage.getItem(LAST_SIZE_KEY));
  } catch {
    return null;
  }
}

export function rememberPlotSize(size: Size): void {
  try {
    localStorage.setItem(LAST_SIZE_KEY, JSON.stringify([size.width, size.height]));
  } catch {
    // Storage refused (private mode, quota): the next load measures its first plot.
  }
}
