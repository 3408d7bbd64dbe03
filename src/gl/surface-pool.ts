/**
 * A pool of drawing surfaces (a canvas with its WebGL context and what was built for it) kept
 * alive between the plots that use them, so mounting a plot again (a tab switch, another
 * genolist, the fullscreen dialog) takes a surface that is ready instead of creating a context
 * and compiling shaders: on a software rasteriser a new context costs 10–400 ms of main thread,
 * a pooled one nothing.
 *
 * Lifecycle: `acquire` hands out an idle surface, or creates one; `release` gives it back, and
 * it waits idle for the next plot. A surface is destroyed only when its context was lost (found
 * lost when handed back or taken), when more than `maxIdle` wait idle, or by `clear` (the page
 * going away). Surfaces in use are the plots' own: the pool neither counts nor limits them.
 * Pure bookkeeping, no DOM: `create`, `isLost` and `destroy` are the caller's, so the lifecycle
 * is tested with a fake.
 */

export interface SurfacePoolOptions<S> {
  create: () => S;
  /** A surface whose context is lost is never handed out again. */
  isLost: (surface: S) => boolean;
  destroy: (surface: S) => void;
  /** Surfaces kept idle at most; those handed back beyond it are destroyed. */
  maxIdle: number;
}

export interface SurfacePool<S> {
  acquire(): S;
  release(surface: S): void;
  /** Destroys every idle surface. */
  clear(): void;
  /** Surfaces waiting idle (tests). */
  idleCount(): number;
  /** Surfaces made and not destroyed: idle or in use. */
  liveCount(): number;
}

export function createSurfacePool<S>({
  create,
  isLost,
  destroy,
  maxIdle,
}: SurfacePoolOptions<S>): SurfacePool<S> {
  const idle: S[] = [];
  let live = 0;
  const drop = (surface: S) => {
    live--;
    destroy(surface);
  };
  return {
    acquire() {
      for (let surface = idle.pop(); surface !== undefined; surface = idle.pop()) {
        if (!isLost(surface)) return surface;
        drop(surface);
      }
      const made = create();
      live++;
      return made;
    },
    release(surface) {
      if (idle.includes(surface)) return;
      if (isLost(surface) || idle.length >= maxIdle) drop(surface);
      else idle.push(surface);
    },
    clear() {
      for (const surface of idle.splice(0)) drop(surface);
    },
    idleCount: () => idle.length,
    liveCount: () => live,
  };
}
