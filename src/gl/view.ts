/**
 * The visible window of a 2D scatter plot, in data units, and the conversions between data
 * coordinates, pixels of the plot area (origin top-left, y downwards) and WebGL clip space.
 * Pan and zoom only ever produce a new `Domain`; the points on the GPU never move.
 */

export interface Domain {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The smallest visible span, relative to the home span: deeper zooms only show float32 noise. */
const MIN_SPAN_RATIO = 1e-5;

/** `clip = data * scale + offset`, per axis: the uniforms of the point shader. */
export function clipTransform(domain: Domain): { scale: [number, number]; offset: [number, number] } {
  const sx = 2 / (domain.x1 - domain.x0);
  const sy = 2 / (domain.y1 - domain.y0);
  return { scale: [sx, sy], offset: [-1 - domain.x0 * sx, -1 - domain.y0 * sy] };
}

export function toPixelX(domain: Domain, size: Size, x: number): number {
  return ((x - domain.x0) / (domain.x1 - domain.x0)) * size.width;
}

export function toPixelY(domain: Domain, size: Size, y: number): number {
  return (1 - (y - domain.y0) / (domain.y1 - domain.y0)) * size.height;
}

export function toDataX(domain: Domain, size: Size, px: number): number {
  return domain.x0 + (px / size.width) * (domain.x1 - domain.x0);
}

export function toDataY(domain: Domain, size: Size, py: number): number {
  return domain.y0 + (1 - py / size.height) * (domain.y1 - domain.y0);
}

/** Pixels per data unit along each axis. */
export function pixelScale(domain: Domain, size: Size): { sx: number; sy: number } {
  return { sx: size.width / (domain.x1 - domain.x0), sy: size.height / (domain.y1 - domain.y0) };
}

/** The domain moved by a drag of (dx, dy) pixels: the data under the pointer follows it. */
export function panBy(domain: Domain, size: Size, dx: number, dy: number): Domain {
  const ux = (dx / size.width) * (domain.x1 - domain.x0);
  const uy = (dy / size.height) * (domain.y1 - domain.y0);
  return { x0: domain.x0 - ux, x1: domain.x1 - ux, y0: domain.y0 + uy, y1: domain.y1 + uy };
}

/**
 * The domain zoomed by `factor` (> 1 zooms in) around the pixel (px, py), which keeps showing the
 * same data point. Never zooms in beyond MIN_SPAN_RATIO of `home`, nor out beyond 20× home.
 */
export function zoomAt(
  domain: Domain,
  size: Size,
  px: number,
  py: number,
  factor: number,
  home: Domain,
): Domain {
  const spanX = domain.x1 - domain.x0;
  const spanY = domain.y1 - domain.y0;
  const homeX = home.x1 - home.x0;
  const homeY = home.y1 - home.y0;
  const clamp = (span: number, homeSpan: number) =>
    Math.min(homeSpan * 20, Math.max(homeSpan * MIN_SPAN_RATIO, span));
  const nextX = clamp(spanX / factor, homeX);
  const nextY = clamp(spanY / factor, homeY);
  const ax = toDataX(domain, size, px);
  const ay = toDataY(domain, size, py);
  const fx = px / size.width;
  const fy = 1 - py / size.height;
  return { x0: ax - fx * nextX, x1: ax + (1 - fx) * nextX, y0: ay - fy * nextY, y1: ay + (1 - fy) * nextY };
}

/** The wheel's zoom factor: one notch (deltaY ±100 px) is ×1.25. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 800 : deltaY;
  return 1.25 ** (-pixels / 100);
}

/**
 * The home view of points spanning [xMin, xMax] × [yMin, yMax]: padded by `pad` of the span on
 * each side so no point sits on the frame; a zero span gets a span of 1.
 */
export function paddedDomain(xMin: number, xMax: number, yMin: number, yMax: number, pad = 0.04): Domain {
  const widen = (lo: number, hi: number): [number, number] => {
    if (!(hi > lo)) return [lo - 0.5, hi + 0.5];
    const margin = (hi - lo) * pad;
    return [lo - margin, hi + margin];
  };
  const [x0, x1] = widen(xMin, xMax);
  const [y0, y1] = widen(yMin, yMax);
  return { x0, x1, y0, y1 };
}

export function sameDomain(a: Domain, b: Domain): boolean {
  return a.x0 === b.x0 && a.x1 === b.x1 && a.y0 === b.y0 && a.y1 === b.y1;
}
