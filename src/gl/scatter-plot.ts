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
import type { PointIndex } from './point-index';
import {
  createScatterEngine,
  type PointStyle,
  prepareScatterSurface,
  type ScatterEngine,
} from './scatter-engine';
import { type DragMode, keyMove, PlotInput } from './scatter-input';
import { drawnRows, indexPlaced, lassoDrawn, pickNearest } from './scatter-picking';
import { chartMarkup, circlesMarkup, imageMarkup, SVG_CIRCLE_LIMIT } from './scatter-svg';
import { type Domain, panBy, type Size, sameDomain, toPixelX, toPixelY, zoomAt } from './view';

export type { DragMode } from './scatter-input';

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
 * zoom (wheel, keys), reset (double-click, 0) and lasso (scatter-input.ts), hover and click
 * through a k-d tree (scatter-picking.ts), and an SVG export (scatter-svg.ts). This class holds
 * the state and puts those pieces together: what is drawn, the view, the size, the redraws.
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

export class ScatterPlot {
  private readonly container: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly svg: SVGSVGElement;
  private readonly grid: SVGSVGElement;
  private readonly engine: ScatterEngine;
  private readonly observer: ResizeObserver;
  private readonly input: PlotInput;
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
  private frame = 0;
  private glDirty = false;
  private overlayDirty = false;

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
    this.input = this.listen();
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
    if (this.input.hoverAt) this.pickHover(this.input.hoverAt.x, this.input.hoverAt.y);
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
    return this.data ? drawnRows(this.states, this.data.xs.length) : new Uint32Array(0);
  }

  /** The k-d tree of the placed points, built on first use. */
  pointIndex(): PointIndex | null {
    if (!this.data) return null;
    if (!this.index) {
      this.index = indexPlaced(this.data);
      indexOf.set(this.data, this.index);
    }
    return this.index;
  }

  /** The drawn point nearest to a pixel of the plot area, within the pick radius; -1 if none. */
  pick(px: number, py: number): number {
    const index = this.pointIndex();
    return index ? pickNearest(index, this.states, this.domain, this.getArea(), px, py) : -1;
  }

  /** Drawn points inside a polygon of plot-area pixels (flat x, y pairs). */
  lassoRows(polygon: readonly number[]): Uint32Array {
    const index = this.pointIndex();
    if (!index || !this.data) return new Uint32Array(0);
    return lassoDrawn(index, this.data, this.states, this.domain, this.getArea(), polygon);
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
    const area = this.getArea();
    const rows = this.drawnRows();
    const spec = this.overlaySpec(false);
    const points =
      rows.length <= SVG_CIRCLE_LIMIT
        ? this.data
          ? circlesMarkup(this.data, this.states, rows, this.options.style, this.domain, area)
          : ''
        : imageMarkup(
            this.engine.snapshot(this.domain, rasterScale, [0, 0, 0, 0]).toDataURL('image/png'),
            area,
          );
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', String(this.size.width));
    svg.setAttribute('height', String(this.size.height));
    svg.setAttribute('viewBox', `0 0 ${this.size.width} ${this.size.height}`);
    svg.innerHTML = chartMarkup(gridMarkup(spec), points, overlayMarkup(spec), area, PLOT_MARGINS);
    return svg;
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    this.input.destroy();
    this.engine.destroy();
    this.grid.remove();
    this.svg.remove();
  }

  private overlaySpec(withLasso: boolean) {
    return {
      size: this.size,
      margins: PLOT_MARGINS,
      domain: this.domain,
      ...this.decorations,
      formatTicks: this.options.formatTicks,
      lasso: (withLasso && this.input.lassoPath()) || undefined,
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

  private listen(): PlotInput {
    return new PlotInput(this.canvas, {
      dragMode: () => this.dragMode,
      hover: (at) => this.pickHover(at.x, at.y),
      unhover: () => this.options.onHover?.(null),
      click: (at) => {
        const row = this.pick(at.x, at.y);
        if (row >= 0) this.options.onClick?.(row);
      },
      pan: (dx, dy) => this.setDomain(panBy(this.domain, this.getArea(), dx, dy)),
      lassoChanged: () => this.invalidate(false, true),
      lasso: (polygon) => this.options.onLasso?.(this.lassoRows(polygon)),
      zoom: (at, factor) =>
        this.setDomain(
          zoomAt(this.domain, this.getArea(), at.x, at.y, factor, this.data?.home ?? this.domain),
        ),
      reset: () => this.resetView(),
      key: (key) => {
        const next = keyMove(key, this.domain, this.getArea(), this.data?.home ?? this.domain);
        if (next) this.setDomain(next);
        return next !== null;
      },
    });
  }
}
