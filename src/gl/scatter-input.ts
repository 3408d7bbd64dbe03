import { type Domain, panBy, type Size, wheelFactor, zoomAt } from './view';

/**
 * The pointer and the keyboard on a plot's canvas, turned into what the plot does: hover, click,
 * pan or lasso by dragging (`dragMode`), zoom by the wheel, reset by a double-click, and the keys
 * of `keyMove`. A press moving less than CLICK_SLOP is a click; the lasso keeps a vertex every
 * 2 px. Positions are pixels of the canvas (the plot area), origin at its top left, y down.
 */

export type DragMode = 'pan' | 'lasso';

export interface Point {
  x: number;
  y: number;
}

export interface PlotInputHandlers {
  dragMode: () => DragMode;
  /** The pointer rests over the plot (no button pressed). */
  hover: (at: Point) => void;
  /** The pointer left, or started a drag: nothing is hovered. */
  unhover: () => void;
  click: (at: Point) => void;
  /** A drag in pan mode moved by (dx, dy) pixels since the last call. */
  pan: (dx: number, dy: number) => void;
  /** The lasso being drawn changed (`PlotInput.lassoPath`), or was dropped. */
  lassoChanged: () => void;
  /** A lasso was drawn: its polygon, flat x, y pairs, at least three vertices. */
  lasso: (polygon: number[]) => void;
  zoom: (at: Point, factor: number) => void;
  reset: () => void;
  /** A key pressed on the focused canvas; answers whether the plot used it. */
  key: (key: string) => boolean;
}

/** A press moving less than this (px) is a click, not a drag. */
const CLICK_SLOP = 4;
/** The lasso adds a vertex once the pointer is this far (px) from the last one. */
const LASSO_STEP = 2;

export class PlotInput {
  /** Where the pointer rests, to pick again when the points change under it. */
  hoverAt: Point | null = null;
  private lasso: number[] | null = null;
  private press: { x: number; y: number; moved: boolean; last: Point } | null = null;
  private readonly listeners = new AbortController();
  private readonly canvas: HTMLCanvasElement;
  private readonly handlers: PlotInputHandlers;

  constructor(canvas: HTMLCanvasElement, handlers: PlotInputHandlers) {
    this.canvas = canvas;
    this.handlers = handlers;
    this.listen();
  }

  /** The lasso being drawn, flat x, y pairs, or null. */
  lassoPath(): readonly number[] | null {
    return this.lasso;
  }

  /** Removes the listeners: the canvas goes back to a pool and to other plots. */
  destroy(): void {
    this.listeners.abort();
  }

  private local(event: PointerEvent | WheelEvent | MouseEvent): Point {
    const box = this.canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  private down(event: PointerEvent): void {
    if (event.button !== 0) return;
    const at = this.local(event);
    this.canvas.setPointerCapture(event.pointerId);
    this.press = { ...at, moved: false, last: at };
    if (this.handlers.dragMode() === 'lasso') this.lasso = [at.x, at.y];
  }

  private move(event: PointerEvent): void {
    const at = this.local(event);
    const press = this.press;
    if (!press) {
      this.hoverAt = at;
      this.handlers.hover(at);
      return;
    }
    if (!press.moved && Math.hypot(at.x - press.x, at.y - press.y) < CLICK_SLOP) return;
    press.moved = true;
    this.handlers.unhover();
    if (this.lasso) {
      const lx = this.lasso[this.lasso.length - 2] as number;
      const ly = this.lasso[this.lasso.length - 1] as number;
      if (Math.hypot(at.x - lx, at.y - ly) >= LASSO_STEP) {
        this.lasso.push(at.x, at.y);
        this.handlers.lassoChanged();
      }
    } else {
      this.handlers.pan(at.x - press.last.x, at.y - press.last.y);
      press.last = at;
    }
  }

  private release(event: PointerEvent, cancelled: boolean): void {
    const press = this.press;
    this.press = null;
    if (this.canvas.hasPointerCapture(event.pointerId)) this.canvas.releasePointerCapture(event.pointerId);
    const lasso = this.lasso;
    this.lasso = null;
    if (lasso) this.handlers.lassoChanged();
    if (!press || cancelled) return;
    if (!press.moved) this.handlers.click(press);
    else if (lasso && lasso.length >= 6) this.handlers.lasso(lasso);
  }

  private listen(): void {
    const canvas = this.canvas;
    const { signal } = this.listeners;
    canvas.addEventListener('pointerdown', (event) => this.down(event), { signal });
    canvas.addEventListener('pointermove', (event) => this.move(event), { signal });
    canvas.addEventListener('pointerup', (event) => this.release(event, false), { signal });
    canvas.addEventListener('pointercancel', (event) => this.release(event, true), { signal });
    canvas.addEventListener(
      'pointerleave',
      () => {
        this.hoverAt = null;
        if (!this.press) this.handlers.unhover();
      },
      { signal },
    );
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        this.handlers.zoom(this.local(event), wheelFactor(event.deltaY, event.deltaMode));
      },
      { passive: false, signal },
    );
    canvas.addEventListener('dblclick', () => this.handlers.reset(), { signal });
    canvas.addEventListener(
      'keydown',
      (event) => {
        if (this.handlers.key(event.key)) event.preventDefault();
      },
      { signal },
    );
  }
}

/** The view after a key: arrows pan by a tenth, + (or =) and - zoom around the centre, 0 resets; null for other keys. */
export function keyMove(key: string, domain: Domain, area: Size, home: Domain): Domain | null {
  const step = { x: area.width / 10, y: area.height / 10 };
  const centre = { x: area.width / 2, y: area.height / 2 };
  switch (key) {
    case 'ArrowLeft':
      return panBy(domain, area, step.x, 0);
    case 'ArrowRight':
      return panBy(domain, area, -step.x, 0);
    case 'ArrowUp':
      return panBy(domain, area, 0, step.y);
    case 'ArrowDown':
      return panBy(domain, area, 0, -step.y);
    case '+':
    case '=':
      return zoomAt(domain, area, centre.x, centre.y, 1.25, home);
    case '-':
      return zoomAt(domain, area, centre.x, centre.y, 0.8, home);
    case '0':
      return home;
    default:
      return null;
  }
}
