import * as Comlink from 'comlink';
import { interleavedPositions, type Points } from '../src/gl/positions';
import { createScatterRenderer, type PointStyle, type ScatterRenderer } from '../src/gl/scatter-renderer';
import type { Domain } from '../src/gl/view';

/**
 * The volcano and MA plots' WebGL, off the main thread (src/gl/scatter-engine.ts): each plot
 * canvas is handed over as an OffscreenCanvas and drawn here, so creating a context, compiling
 * the shaders, resizing the drawing buffer and waiting for a busy GPU (a software one takes
 * 10–400 ms for some of these) never block the page. Draws asked in a burst are drawn once, with
 * the last view, in the worker's next task (messages already queued come first); each answers
 * once its frame is drawn. Not on an animation frame: that would add up to a frame to every draw.
 */

interface Surface {
  renderer: ScatterRenderer;
  /** The view of the next draw, and who waits for it. */
  pending: { domain: Domain; pixelRatio: number } | null;
  waiting: (() => void)[];
}

const surfaces = new Map<number, Surface>();

function drawPending(surface: Surface): void {
  const { pending, waiting } = surface;
  surface.pending = null;
  surface.waiting = [];
  if (pending) surface.renderer.draw(pending.domain, pending.pixelRatio);
  for (const done of waiting) done();
}

const api = {
  /** Answers false where this worker has no WebGL. */
  attach(id: number, canvas: OffscreenCanvas, style: PointStyle): boolean {
    try {
      surfaces.set(id, { renderer: createScatterRenderer(canvas, style), pending: null, waiting: [] });
      return true;
    } catch {
      return false;
    }
  },
  detach(id: number): void {
    const surface = surfaces.get(id);
    if (!surface) return;
    surfaces.delete(id);
    surface.renderer.destroy();
    for (const done of surface.waiting) done();
  },
  /** The page's copies of the coordinates, made float32 positions here, off the main thread. */
  points(id: number, points: Points): void {
    surfaces.get(id)?.renderer.setPositions(interleavedPositions(points));
  },
  states(id: number, states: Uint8Array): void {
    surfaces.get(id)?.renderer.setStates(states);
  },
  style(id: number, style: PointStyle): void {
    surfaces.get(id)?.renderer.setStyle(style);
  },
  resize(id: number, pixelWidth: number, pixelHeight: number): void {
    surfaces.get(id)?.renderer.resize(pixelWidth, pixelHeight);
  },
  /** Resolves once the points are drawn (with this view or a later one). */
  draw(id: number, domain: Domain, pixelRatio: number): Promise<void> {
    const surface = surfaces.get(id);
    if (!surface) return Promise.resolve();
    const scheduled = surface.pending !== null;
    surface.pending = { domain, pixelRatio };
    const drawn = new Promise<void>((resolve) => surface.waiting.push(resolve));
    if (!scheduled) setTimeout(() => drawPending(surface), 0);
    return drawn;
  },
  /** Clears the canvas now, and drops a draw not done yet (its callers are answered). */
  clear(id: number): void {
    const surface = surfaces.get(id);
    if (!surface) return;
    surface.pending = null;
    surface.renderer.clear();
  },
  /** Resolves once the GPU has drawn what was asked (benchmarks). */
  async finish(id: number): Promise<void> {
    const surface = surfaces.get(id);
    if (!surface) return;
    if (surface.pending) drawPending(surface);
    surface.renderer.finish();
  },
};

export type ScatterWorkerApi = typeof api;
Comlink.expose(api);
