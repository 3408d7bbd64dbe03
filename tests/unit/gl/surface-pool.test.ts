import { describe, expect, it } from 'vitest';
import { createSurfacePool } from '../../../src/gl/surface-pool';

/** A stand-in for a canvas and its WebGL context: a number, a lost flag, a log of what was done. */
function fakes(maxIdle = 2) {
  const log: string[] = [];
  const lost = new Set<number>();
  let made = 0;
  const pool = createSurfacePool<number>({
    create: () => {
      made++;
      log.push(`create ${made}`);
      return made;
    },
    isLost: (surface) => lost.has(surface),
    destroy: (surface) => log.push(`destroy ${surface}`),
    maxIdle,
  });
  return { pool, log, lost };
}

describe('surface pool', () => {
  it('hands a released surface to the next plot instead of creating one', () => {
    const { pool, log } = fakes();
    const first = pool.acquire();
    pool.release(first);
    expect(pool.idleCount()).toBe(1);
    // A tab switch, another genolist, the fullscreen dialog: the same surface, nothing created.
    expect(pool.acquire()).toBe(first);
    expect(log).toEqual(['create 1']);
    expect(pool.liveCount()).toBe(1);
  });

  it('creates one more when two plots show at once, and keeps at most maxIdle', () => {
    const { pool, log } = fakes(1);
    const a = pool.acquire();
    const b = pool.acquire();
    expect(a).not.toBe(b);
    expect(pool.liveCount()).toBe(2);
    pool.release(a);
    pool.release(b);
    expect(pool.idleCount()).toBe(1);
    expect(log).toEqual(['create 1', 'create 2', 'destroy 2']);
    expect(pool.liveCount()).toBe(1);
  });

  it('destroys a surface whose context was lost, when handed back or when taken', () => {
    const { pool, log, lost } = fakes();
    const a = pool.acquire();
    lost.add(a);
    pool.release(a);
    expect(pool.idleCount()).toBe(0);
    const b = pool.acquire();
    pool.release(b);
    lost.add(b);
    // Lost while idle: found out on the next acquire, which makes a new one.
    const c = pool.acquire();
    expect(c).not.toBe(b);
    expect(log).toEqual(['create 1', 'destroy 1', 'create 2', 'destroy 2', 'create 3']);
    expect(pool.liveCount()).toBe(1);
  });

  it('ignores a surface handed back twice, and clear destroys every idle one', () => {
    const { pool, log } = fakes();
    const a = pool.acquire();
    const b = pool.acquire();
    pool.release(a);
    pool.release(a);
    pool.release(b);
    expect(pool.idleCount()).toBe(2);
    pool.clear();
    expect(pool.idleCount()).toBe(0);
    expect(pool.liveCount()).toBe(0);
    expect(log).toEqual(['create 1', 'create 2', 'destroy 1', 'destroy 2']);
  });
});
