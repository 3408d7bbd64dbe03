import * as Comlink from 'comlink';
import type { ScatterWorkerApi } from '../../workers/scatter.worker';
import { workerClient } from '../lib/worker-client';
import { type Points, positionsFor } from './positions';
import { createScatterRenderer, type PointStyle, type Rgba, type ScatterRenderer } from './scatter-renderer';
import { createSurfacePool, type SurfacePool } from './surface-pool';
import type { Domain, Size } from './view';

export type { PointStyle, Rgba } from './scatter-renderer';

/**
 * Where a scatter plot's points are drawn: a canvas whose WebGL (scatter-renderer.ts) runs in the
 * scatter worker (workers/scatter.worker.ts) through `transferControlToOffscreen`, or on the page
 * where a browser cannot do that. In the worker, creating the context, compiling the shaders,
 * resizing and drawing never make the main thread wait for the GPU: on a software GPU
 * (SwiftShader) a context alone takes 10–400 ms there, depending on how busy the GPU process is.
 *
 * Canvases and their contexts come from a pool (surface-pool.ts) and go back to it on `destroy`:
 * a plot mounted again (a tab switch, another genolist, the fullscreen dialog) takes one that is
 * ready, and points it holds already (the same `Points` object) are not sent again. The
 * engine's `canvas` is the pooled one: its owner puts it in the page and sizes it with CSS, and
 * gives it back bare (no attributes but its size, out of the page). A surface is destroyed only
 * when its context is lost for good, beyond the idle ones the pool keeps, or when the page goes.
 *
 * Points are data units, sent as copies of their float64 coordinates (transferred, a plain copy
 * for the page) and made float32 positions in the worker (positions.ts): new points cost the page
 * two copies, not a loop over them; what changes with a threshold, a filter or the selection is
 * one byte per point (`setStates`, see scatter-shaders.ts); pan and zoom only change two uniforms
 * (`draw(domain)`). `snapshot` draws the same points again on a
 * canvas of the page (synchronously, for an export) at a higher resolution.
 */

export interface ScatterEngine {
  /** Where the points are drawn: the owner places and sizes it (CSS), the engine sets its pixels. */
  readonly canvas: HTMLCanvasElement;
  setPoints(points: Points): void;
  setStates(states: Uint8Array): void;
  setStyle(style: PointStyle): void;
  /** Canvas size in CSS pixels and the device pixel ratio; the next `draw` uses them. */
  resize(width: number, height: number, pixelRatio: number): void;
  /** Draws the points; `drawn` is called once they are (at once on the page, later from the worker). */
  draw(domain: Domain, drawn?: () => void): void;
  /** Resolves once the GPU has drawn everything asked (benchmarks). */
  finish(): Promise<void>;
  /**
   * A 2D canvas of the points over `background` at `scale` × the CSS size (e.g. 3 for print),
   * drawn off screen.
   */
  snapshot(domain: Domain, scale: number, background: Rgba): HTMLCanvasElement;
  /** Gives the canvas and its context back to the pool; the engine is not used after. */
  destroy(): void;
}

/** A pooled canvas with its context, on the page or in the worker. */
interface Surface {
  readonly canvas: HTMLCanvasElement;
  /** The points the surface holds (by identity), null when unknown. */
  points: Points | null;
  /** The drawing buffer's size in device pixels. */
  pixelWidth: number;
  pixelHeight: number;
  setPoints(points: Points): void;
  setStates(states: Uint8Array): void;
  setStyle(style: PointStyle): void;
  resize(pixelWidth: number, pixelHeight: number): void;
  draw(domain: Domain, pixelRatio: number): Promise<void> | undefined;
  finish(): Promise<void>;
  clear(): void;
  isLost(): boolean;
  destroy(): void;
}

/** One plot on screen at a time is the rule (the plots tab has one); two idle cover a dialog's. */
const MAX_IDLE_SURFACES = 2;
/** Until a plot sets its own. */
const NO_STYLE: PointStyle = { palette: [], layers: [], pointSize: 1 };

let surfaces: SurfacePool<Surface> | null = null;
const scatter = workerClient<ScatterWorkerApi>(
  () => new Worker(new URL('../../workers/scatter.worker.ts', import.meta.url), { type: 'module' }),
);
let nextId = 1;

/** Whether this browser can draw in a worker (OffscreenCanvas from a page's canvas). */
function canDrawInWorker(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

function pool(): SurfacePool<Surface> {
  if (!surfaces) {
    const made = createSurfacePool<Surface>({
      create: canDrawInWorker() ? workerSurface : pageSurface,
      isLost: (surface) => surface.isLost(),
      destroy: (surface) => surface.destroy(),
      maxIdle: MAX_IDLE_SURFACES,
    });
    surfaces = made;
    // Contexts are the browser's to free when the page goes; a page kept for back/forward keeps them.
    window.addEventListener('pagehide', (event) => {
      if (!event.persisted) made.clear();
    });
  }
  return surfaces;
}

/** A canvas drawn by the worker: every call is a message, none waits for the GPU. */
function workerSurface(): Surface {
  const remote = scatter.remote();
  const id = nextId++;
  const canvas = document.createElement('canvas');
  const offscreen = canvas.transferControlToOffscreen();
  void remote.attach(id, Comlink.transfer(offscreen, [offscreen]), NO_STYLE).then((ok) => {
    if (!ok) console.error('The scatter worker has no WebGL: plots cannot be drawn.');
  });
  const surface: Surface = {
    canvas,
    points: null,
    pixelWidth: 300,
    pixelHeight: 150,
    setPoints(points) {
      const copy = { xs: points.xs.slice(), ys: points.ys.slice() };
      void remote.points(id, Comlink.transfer(copy, [copy.xs.buffer, copy.ys.buffer]));
      surface.points = points;
    },
    setStates: (states) => void remote.states(id, states),
    setStyle: (style) => void remote.style(id, style),
    resize(pixelWidth, pixelHeight) {
      surface.pixelWidth = pixelWidth;
      surface.pixelHeight = pixelHeight;
      void remote.resize(id, pixelWidth, pixelHeight);
    },
    draw: (domain, pixelRatio) => remote.draw(id, domain, pixelRatio),
    finish: () => remote.finish(id),
    clear: () => void remote.clear(id),
    // The worker restores a lost context itself.
    isLost: () => false,
    destroy() {
      canvas.remove();
      void remote.detach(id);
    },
  };
  return surface;
}

/** A canvas drawn on the page (browsers without OffscreenCanvas), also used for snapshots. */
function pageSurface(): Surface {
  const canvas = document.createElement('canvas');
  const renderer = createScatterRenderer(canvas, NO_STYLE);
  const context = canvas.getContext('webgl') as WebGLRenderingContext;
  const surface: Surface = {
    canvas,
    points: null,
    pixelWidth: canvas.width,
    pixelHeight: canvas.height,
    setPoints(points) {
      renderer.setPositions(positionsFor(points));
      surface.points = points;
    },
    setStates: (states) => renderer.setStates(states),
    setStyle: (style) => renderer.setStyle(style),
    resize(pixelWidth, pixelHeight) {
      surface.pixelWidth = pixelWidth;
      surface.pixelHeight = pixelHeight;
      renderer.resize(pixelWidth, pixelHeight);
    },
    draw(domain, pixelRatio) {
      renderer.draw(domain, pixelRatio);
      return undefined;
    },
    async finish() {
      renderer.finish();
    },
    clear: () => renderer.clear(),
    isLost: () => context.isContextLost(),
    destroy() {
      canvas.remove();
      renderer.destroy();
    },
  };
  return surface;
}

/**
 * Makes a surface ready ahead of the first plot (called when the page is idle): the worker
 * starts, creates a WebGL context and compiles the shaders on its own thread, which also sets
 * the GPU process up (≈ 400 ms with SwiftShader) while the page does something else, and sizes
 * its drawing buffer as given (the last plot's, scatter-plot.ts): sizing it on the first draw
 * took the worker 15–100 ms with SwiftShader. It costs the page a message. Nothing where plots
 * draw on the page: a context there would block it, so the first plot makes its own. One
 * surface in use already is enough.
 */
export function prepareScatterSurface(area: Size | null, pixelRatio: number): void {
  if (!canDrawInWorker()) return;
  const surfacePool = pool();
  if (surfacePool.liveCount() > 0) return;
  const surface = surfacePool.acquire();
  if (area) {
    const { pixelWidth, pixelHeight } = pixelSize(area.width, area.height, pixelRatio);
    surface.resize(pixelWidth, pixelHeight);
  }
  surfacePool.release(surface);
}

/** A drawing buffer's size (device pixels) for a canvas of `width` × `height` CSS px. */
function pixelSize(width: number, height: number, pixelRatio: number) {
  return {
    pixelWidth: Math.max(1, Math.round(width * pixelRatio)),
    pixelHeight: Math.max(1, Math.round(height * pixelRatio)),
  };
}

export function createScatterEngine(initial: PointStyle): ScatterEngine {
  const surface = pool().acquire();
  const { canvas } = surface;
  let style = initial;
  let points: Points = { xs: new Float64Array(0), ys: new Float64Array(0) };
  let states: Uint8Array = new Uint8Array(0);
  let cssWidth = 1;
  let cssHeight = 1;
  let ratio = 1;
  let destroyed = false;
  surface.setStyle(style);
  // What the previous owner drew stays in a preserved buffer until this one draws.
  surface.clear();

  return {
    canvas,
    setPoints(next) {
      points = next;
      if (surface.points !== next) surface.setPoints(next);
    },
    setStates(next) {
      states = next;
      surface.setStates(next);
    },
    setStyle(next) {
      style = next;
      surface.setStyle(next);
    },
    resize(width, height, pixelRatio) {
      cssWidth = width;
      cssHeight = height;
      ratio = pixelRatio;
      const { pixelWidth, pixelHeight } = pixelSize(width, height, pixelRatio);
      if (pixelWidth === surface.pixelWidth && pixelHeight === surface.pixelHeight) return;
      surface.resize(pixelWidth, pixelHeight);
    },
    draw(domain, drawn) {
      const done = surface.draw(domain, ratio);
      if (!drawn) return;
      if (done) void done.then(() => !destroyed && drawn());
      else drawn();
    },
    finish: () => surface.finish(),
    snapshot(domain, scale, background) {
      const width = Math.max(1, Math.round(cssWidth * scale));
      const height = Math.max(1, Math.round(cssHeight * scale));
      // On a canvas of the page, made for the export: the page waits for it, as it asked.
      const renderer = createScatterRenderer(document.createElement('canvas'), style);
      try {
        renderer.setPositions(positionsFor(points));
        renderer.setStates(states);
        return flippedCanvas(renderer.snapshot(domain, width, height, scale, background), width, height);
      } finally {
        renderer.destroy();
      }
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      canvas.remove();
      for (const name of canvas.getAttributeNames())
        if (name !== 'width' && name !== 'height') canvas.removeAttribute(name);
      pool().release(surface);
    },
  };
}

/**
 * WebGL reads rows bottom-up with premultiplied colours; a 2D canvas writes them top-down with
 * straight alpha.
 */
function flippedCanvas(pixels: Uint8Array, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  const image = context.createImageData(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++)
    image.data.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  const data = image.data;
  for (let k = 0; k < data.length; k += 4) {
    const alpha = data[k + 3] as number;
    if (alpha === 0 || alpha === 255) continue;
    data[k] = Math.min(255, ((data[k] as number) * 255) / alpha);
    data[k + 1] = Math.min(255, ((data[k + 1] as number) * 255) / alpha);
    data[k + 2] = Math.min(255, ((data[k + 2] as number) * 255) / alpha);
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

/** The renderer type, for code that draws on a canvas of its own (tests, benchmarks). */
export type { ScatterRenderer };
