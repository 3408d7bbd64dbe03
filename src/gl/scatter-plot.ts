import {
  type Guide,
  gridMarkup,
  type OverlayColors,
  overlayMarkup,
  PLOT_MARGINS,
  type PointLabel,
  plotArea,
} from './overlay';
import { lastPlotSize, rememberPlotSize } from './plot-size';
import { lassoSelect, PointIndex } from './point-index';
import {
  createScatterEngine,
  type PointStyle,
  prepareScatterSurface,
  type Rgba,
  type ScatterEngine,
  STATE_HIDDEN,
  STATE_SELECTED,
} from './scatter-engine';
import {
  type Domain,
  panBy,
  pixelScale,
  type Size,
  sameDomain,
  toDataX,
  toDataY,
  toPixelX,
  toPixelY,
  wheelFactor,
  zoomAt,
} from './view';

/** Numbers each exported SVG, so two exports inlined in one page never share a clip-path id. */
let exportedSvgs = 0;

/**
 * What a plot derives from its data, kept with the data: a plot showing the same data again (a
 * tab switch, the fullscreen dialog) does not index the points again, and its pooled surface
 * skips the upload when it still holds them (scatter-engine.ts).
 */
const indexOf = new WeakMap<ScatterData, PointIndex>();

/**
 * Makes a drawing surface ready for the next plot, at the size of the last one (called when
 * the page is idle, see `prepareScatterSurface`).
 */
export function prepareScatterPlot(): void {
  const last = lastPlotSize();
  prepareScatterSurface(last && plotArea(last, PLOT_MARGINS), window.devicePixelRatio || 1);
}

/**
 * An interactive scatter plot in a container element, without React: the WebGL points
 * (scatter-engine.ts, drawn in a worker) under an SVG overlay (overlay.ts), with pan (drag),
 * zoom (wheel, keys), reset (double-click, 0), hover and click through a k-d tree
 * (point-index.ts), and lasso.
 *
 * Points are rows `0 … n-1` of the caller's data; `xs[i]`, `ys[i]` are data coordinates, NaN for
 * a row that cannot be placed (never drawn nor picked). `states[i]` is the byte of
 * scatter-shaders.ts; a hidden or bin-0 row is not picked either. Redraws are batched to one per
 * animation frame; the overlay is rewritten only when the view or the decorations change.
 * The container's size is read by a ResizeObserver (after the browser's own layout), or when the
 * first data comes if that is sooner; `onDraw` says when points are on screen.
 */

export interface ScatterData {
  xs: Float64Array;
  ys: Float64Array;
  /** The view of a double-click. */
  home: Domain;
}

export interface Decorations {
  xTitle: string;
  yTitle: string;
  guides: readonly Guide[];
  labels: readonly PointLabel[];
}

export interface ScatterCallbacks {
  /** The point under the pointer (its row and pixel position in the container), or null. */
  onHover?: (hit: { row: number; x: number; y: number } | null) => void;
  onClick?: (row: number) => void;
  onLasso?: (rows: Uint32Array) => void;
  onViewChange?: (domain: Domain, home: boolean) => void;
  /** The points of `data` were drawn (after `setData`, a resize, a new view or new states). */
  onDraw?: (data: ScatterData) => void;
}

export interface ScatterOptions extends ScatterCallbacks {
  style: PointStyle;
  colors: OverlayColors;
  fontFamily: string;
  formatTicks: (ticks: number[]) => string[];
  /** Text for screen readers and the canvas's accessible name. */
  label: string;
}

export type DragMode = 'pan' | 'lasso';

/** How far (px) a click may be from a point to pick it. */
const PICK_RADIUS = 10;
/** A press moving less than this (px) is a click, not a drag. */
const CLICK_SLOP = 4;
/** Above this many drawn points the SVG export embeds the points as an image. */
export const SVG_CIRCLE_LIMIT = 100_000;

export class ScatterPlot {
  private readonly container: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly svg: SVGSVGElement;
  private readonly grid: SVGSVGElement;
  private readonly engine: ScatterEngine;
  private readonly observer: ResizeObserver;
  /** Removes the listeners from the canvas, which goes back to a pool and to other plots. */
  private readonly listeners = new AbortController();
  /** Whether the plot has a size (measured, or the last plot's until measured): nothing is drawn before. */
  private sized = false;
  private options: ScatterOptions;
  private size: Size = { width: 1, height: 1 };
  private data: ScatterData | null = null;
  private states: Uint8Array = new Uint8Array(0);
  private decorations: Decorations = { xTitle: '', yTitle: '', guides: [], labels: [] };
  private domain: Domain = { x0: 0, x1: 1, y0: 0, y1: 1 };
  private index: PointIndex | null = null;
  private dragMode: DragMode = 'pan';
  private lasso: number[] | null = null;
  private press: { x: number; y: number; moved: boolean; last: { x: number; y: number } } | null = null;
  private frame = 0;
  private glDirty = false;
  private overlayDirty = false;
  private hoverAt: { x: number; y: number } | null = null;

  constructor(container: HTMLElement, options: ScatterOptions) {
    this.container = container;
    this.options = options;
    this.engine = createScatterEngine(options.style);
    this.canvas = this.engine.canvas;
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', options.label);
    Object.assign(this.canvas.style, {
      position: 'absolute',
      left: `${PLOT_MARGINS.left}px`,
      top: `${PLOT_MARGINS.top}px`,
      touchAction: 'none',
      cursor: 'crosshair',
      outlineOffset: '2px',
    });
    const layer = () => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('aria-hidden', 'true');
      Object.assign(svg.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
      return svg;
    };
    this.grid = layer();
    this.svg = layer();
    container.append(this.grid, this.canvas, this.svg);
    this.listen();
    // The first callback comes after the browser lays the container out, before it paints.
    this.observer = new ResizeObserver(() => {
      if (this.measure()) this.drawNow();
    });
    this.observer.observe(container);
  }

  setOptions(options: ScatterOptions): void {
    this.options = options;
    this.canvas.setAttribute('aria-label', options.label);
    this.engine.setStyle(options.style);
    this.invalidate(true, true);
  }

  /** New positions: uploaded to the GPU, the index rebuilt on the next pick, the view reset. */
  setData(data: ScatterData, states: Uint8Array): void {
    this.data = data;
    this.index = indexOf.get(data) ?? null;
    this.engine.setPoints(data);
    this.domain = data.home;
    this.setStates(states);
    this.options.onViewChange?.(this.domain, true);
    // The first points go to the worker now rather than after the next frame's layout (a GPU
    // busy compositing delays frames by far more than a draw costs), at the size the last plot
    // had: the same window opens the same plot size, and the observer corrects it before the
    // paint if not. Reading the size here instead would make the browser lay the whole new
    // screen out in the middle of React's commit, then again for what the commit changes next.
    if (!this.sized) {
      const last = lastPlotSize();
      if (last) this.resize(last);
      else this.measure();
      this.sized = true;
      this.drawNow();
    }
  }

  /** New colours, visibility or selection: one byte per point, nothing else moves. */
  setStates(states: Uint8Array): void {
    this.states = states;
    this.engine.setStates(states);
    this.invalidate(true, false);
    if (this.hoverAt) this.pickHover(this.hoverAt.x, this.hoverAt.y);
  }

  setDecorations(decorations: Decorations): void {
    this.decorations = decorations;
    this.invalidate(false, true);
  }

  setDragMode(mode: DragMode): void {
    this.dragMode = mode;
  }

  getDomain(): Domain {
    return this.domain;
  }

  /** The plot area's size in px (the canvas), for tests and labels. */
  getArea(): Size {
    return plotArea(this.size, PLOT_MARGINS);
  }

  setDomain(domain: Domain): void {
    if (sameDomain(domain, this.domain)) return;
    this.domain = domain;
    this.options.onViewChange?.(domain, this.data !== null && sameDomain(domain, this.data.home));
    this.invalidate(true, true);
  }

  resetView(): void {
    if (this.data) this.setDomain(this.data.home);
  }

  /** Drawn points (placed, in a drawn bin, not hidden). */
  drawnRows(): Uint32Array {
    const rows: number[] = [];
    if (!this.data) return new Uint32Array(0);
    for (let i = 0; i < this.data.xs.length; i++) if (this.isDrawn(i)) rows.push(i);
    return Uint32Array.from(rows);
  }

  /** The k-d tree of the placed points, built on first use. */
  pointIndex(): PointIndex | null {
    if (!this.data) return null;
    if (!this.index) {
      const { xs, ys } = this.data;
      const rows: number[] = [];
      for (let i = 0; i < xs.length; i++)
        if (Number.isFinite(xs[i] as number) && Number.isFinite(ys[i] as number)) rows.push(i);
      this.index = new PointIndex(xs, ys, Uint32Array.from(rows));
      indexOf.set(this.data, this.index);
    }
    return this.index;
  }

  /** The drawn point nearest to a pixel of the plot area, within PICK_RADIUS; -1 if none. */
  pick(px: number, py: number): number {
    const index = this.pointIndex();
    if (!index) return -1;
    const area = this.getArea();
    const { sx, sy } = pixelScale(this.domain, area);
    const x = toDataX(this.domain, area, px);
    const y = toDataY(this.domain, area, py);
    return index.nearest(x, y, sx, sy, PICK_RADIUS, (row) => this.isDrawn(row));
  }

  /** Drawn points inside a polygon of plot-area pixels (flat x, y pairs). */
  lassoRows(polygon: readonly number[]): Uint32Array {
    const index = this.pointIndex();
    if (!index || !this.data) return new Uint32Array(0);
    const area = this.getArea();
    const inData = new Float64Array(polygon.length);
    for (let k = 0; k + 1 < polygon.length; k += 2) {
      inData[k] = toDataX(this.domain, area, polygon[k] as number);
      inData[k + 1] = toDataY(this.domain, area, polygon[k + 1] as number);
    }
    return lassoSelect(index, this.data.xs, this.data.ys, inData, (row) => this.isDrawn(row));
  }

  /** Draws now rather than on the next animation frame; resolves once the GPU has (benchmarks). */
  flush(): Promise<void> {
    if (!this.sized) this.measure();
    this.drawNow();
    return this.engine.finish();
  }

  /**
   * The chart as a standalone-ready `<svg>`: the points as circles (up to SVG_CIRCLE_LIMIT drawn
   * points) or as an image drawn at `rasterScale` × screen resolution, under the vector axes.
   */
  exportSvg(rasterScale: number): SVGSVGElement {
    const { width, height } = this.size;
    const area = this.getArea();
    const rows = this.drawnRows();
    const clip = `scatter-clip-${++exportedSvgs}`;
    const parts = [
      `<defs><clipPath id="${clip}"><rect width="${area.width}" height="${area.height}"/></clipPath></defs>`,
      gridMarkup(this.overlaySpec(false)),
      `<g transform="translate(${PLOT_MARGINS.left},${PLOT_MARGINS.top})" clip-path="url(#${clip})">`,
    ];
    if (rows.length <= SVG_CIRCLE_LIMIT) parts.push(this.circlesMarkup(rows, area));
    else {
      const image = this.engine.snapshot(this.domain, rasterScale, [0, 0, 0, 0]).toDataURL('image/png');
      parts.push(
        `<image width="${area.width}" height="${area.height}" href="${image}" preserveAspectRatio="none"/>`,
      );
    }
    parts.push('</g>', overlayMarkup(this.overlaySpec(false)));
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.innerHTML = parts.join('');
    return svg;
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    this.listeners.abort();
    this.engine.destroy();
    this.grid.remove();
    this.svg.remove();
  }

  private isDrawn(row: number): boolean {
    const state = this.states[row] ?? 0;
    return (state & STATE_HIDDEN) === 0 && (state & 63) !== 0;
  }

  private circlesMarkup(rows: Uint32Array, area: Size): string {
    const { palette, layers, pointSize } = this.options.style;
    const { xs, ys } = this.data as ScatterData;
    const radius = pointSize / 2;
    // Painted back to front, as the depth test orders them on screen.
    const order = Array.from(rows).sort((a, b) => this.layerOf(b, layers) - this.layerOf(a, layers));
    const parts: string[] = [];
    for (const row of order) {
      const state = this.states[row] as number;
      const color = palette[state & 63] as Rgba;
      const x = toPixelX(this.domain, area, xs[row] as number);
      const y = toPixelY(this.domain, area, ys[row] as number);
      if (x < -radius || x > area.width + radius || y < -radius || y > area.height + radius) continue;
      const selected = (state & STATE_SELECTED) !== 0;
      const stroke = selected ? ' stroke="#141418" stroke-width="1.5"' : '';
      parts.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${selected ? radius * 1.6 : radius}" fill="${cssColor(color)}" fill-opacity="${color[3]}"${stroke}/>`,
      );
    }
    return parts.join('');
  }

  private layerOf(row: number, layers: readonly number[]): number {
    const state = this.states[row] as number;
    return (state & STATE_SELECTED) !== 0 ? -1 : (layers[state & 63] ?? 0);
  }

  private overlaySpec(withLasso: boolean) {
    return {
      size: this.size,
      margins: PLOT_MARGINS,
      domain: this.domain,
      ...this.decorations,
      formatTicks: this.options.formatTicks,
      lasso: withLasso && this.lasso ? this.lasso : undefined,
      colors: this.options.colors,
      fontFamily: this.options.fontFamily,
    };
  }

  /** Reads the container's size; answers whether it changed. */
  private measure(): boolean {
    this.sized = true;
    const width = Math.max(50, Math.floor(this.container.clientWidth));
    const height = Math.max(50, Math.floor(this.container.clientHeight));
    const changed = this.resize({ width, height });
    if (changed) rememberPlotSize(this.size);
    return changed;
  }

  /** Sizes the canvas, its overlay and its drawing buffer; answers whether the size changed. */
  private resize(size: Size): boolean {
    const { width, height } = size;
    if (width === this.size.width && height === this.size.height) return false;
    this.size = { width, height };
    const area = this.getArea();
    this.canvas.style.width = `${area.width}px`;
    this.canvas.style.height = `${area.height}px`;
    for (const svg of [this.grid, this.svg]) {
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(height));
    }
    this.engine.resize(area.width, area.height, window.devicePixelRatio || 1);
    this.glDirty = true;
    this.overlayDirty = true;
    return true;
  }

  /** Draws what is pending now rather than on the next animation frame. */
  private drawNow(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.glDirty = true;
    this.overlayDirty = true;
    this.render();
  }

  private invalidate(gl: boolean, overlay: boolean): void {
    this.glDirty ||= gl;
    this.overlayDirty ||= overlay;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.render());
  }

  private render(): void {
    this.frame = 0;
    // Before the first size the canvas has none: the observer draws once it has.
    if (!this.sized) return;
    if (this.glDirty) {
      const data = this.data;
      this.engine.draw(this.domain, data ? () => this.options.onDraw?.(data) : undefined);
    }
    if (this.overlayDirty) {
      const spec = this.overlaySpec(true);
      this.grid.innerHTML = gridMarkup(spec);
      this.svg.innerHTML = overlayMarkup(spec);
    }
    this.glDirty = false;
    this.overlayDirty = false;
  }

  private local(event: PointerEvent | WheelEvent | MouseEvent): { x: number; y: number } {
    const box = this.canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  private pickHover(x: number, y: number): void {
    const row = this.pick(x, y);
    if (row < 0 || !this.data) {
      this.options.onHover?.(null);
      return;
    }
    const area = this.getArea();
    this.options.onHover?.({
      row,
      x: PLOT_MARGINS.left + toPixelX(this.domain, area, this.data.xs[row] as number),
      y: PLOT_MARGINS.top + toPixelY(this.domain, area, this.data.ys[row] as number),
    });
  }

  private listen(): void {
    const canvas = this.canvas;
    const { signal } = this.listeners;
    canvas.addEventListener(
      'pointerdown',
      (event) => {
        if (event.button !== 0) return;
        const at = this.local(event);
        canvas.setPointerCapture(event.pointerId);
        this.press = { ...at, moved: false, last: at };
        if (this.dragMode === 'lasso') this.lasso = [at.x, at.y];
      },
      { signal },
    );
    canvas.addEventListener(
      'pointermove',
      (event) => {
        const at = this.local(event);
        const press = this.press;
        if (!press) {
          this.hoverAt = at;
          this.pickHover(at.x, at.y);
          return;
        }
        if (!press.moved && Math.hypot(at.x - press.x, at.y - press.y) < CLICK_SLOP) return;
        press.moved = true;
        this.options.onHover?.(null);
        if (this.lasso) {
          const lx = this.lasso[this.lasso.length - 2] as number;
          const ly = this.lasso[this.lasso.length - 1] as number;
          if (Math.hypot(at.x - lx, at.y - ly) >= 2) {
            this.lasso.push(at.x, at.y);
            this.invalidate(false, true);
          }
        } else {
          this.setDomain(panBy(this.domain, this.getArea(), at.x - press.last.x, at.y - press.last.y));
          press.last = at;
        }
      },
      { signal },
    );
    const release = (event: PointerEvent, cancelled: boolean) => {
      const press = this.press;
      this.press = null;
      if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
      const lasso = this.lasso;
      this.lasso = null;
      if (lasso) this.invalidate(false, true);
      if (!press || cancelled) return;
      if (!press.moved) {
        const row = this.pick(press.x, press.y);
        if (row >= 0) this.options.onClick?.(row);
      } else if (lasso && lasso.length >= 6) this.options.onLasso?.(this.lassoRows(lasso));
    };
    canvas.addEventListener('pointerup', (event) => release(event, false), { signal });
    canvas.addEventListener('pointercancel', (event) => release(event, true), { signal });
    canvas.addEventListener(
      'pointerleave',
      () => {
        this.hoverAt = null;
        if (!this.press) this.options.onHover?.(null);
      },
      { signal },
    );
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        const at = this.local(event);
        const home = this.data?.home ?? this.domain;
        this.setDomain(
          zoomAt(this.domain, this.getArea(), at.x, at.y, wheelFactor(event.deltaY, event.deltaMode), home),
        );
      },
      { passive: false, signal },
    );
    canvas.addEventListener('dblclick', () => this.resetView(), { signal });
    canvas.addEventListener('keydown', (event) => this.onKey(event), { signal });
  }

  /** Arrows pan by a tenth, + and - zoom around the centre, 0 resets. */
  private onKey(event: KeyboardEvent): void {
    const area = this.getArea();
    const home = this.data?.home ?? this.domain;
    const step = { x: area.width / 10, y: area.height / 10 };
    const moves: Record<string, () => Domain> = {
      ArrowLeft: () => panBy(this.domain, area, step.x, 0),
      ArrowRight: () => panBy(this.domain, area, -step.x, 0),
      ArrowUp: () => panBy(this.domain, area, 0, step.y),
      ArrowDown: () => panBy(this.domain, area, 0, -step.y),
      '+': () => zoomAt(this.domain, area, area.width / 2, area.height / 2, 1.25, home),
      '=': () => zoomAt(this.domain, area, area.width / 2, area.height / 2, 1.25, home),
      '-': () => zoomAt(this.domain, area, area.width / 2, area.height / 2, 0.8, home),
      '0': () => home,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    this.setDomain(move());
  }
}

function cssColor([r, g, b]: Rgba): string {
  const hex = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
