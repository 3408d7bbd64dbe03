import { describe, expect, it } from 'vitest';
import { keyMove } from '../../../src/gl/scatter-input';

const area = { width: 200, height: 100 };
const domain = { x0: 0, x1: 10, y0: 0, y1: 10 };
const home = { x0: -5, x1: 15, y0: -5, y1: 15 };

describe('plot keys', () => {
  it('pans by a tenth of the plot with the arrows, the view following the finger', () => {
    expect(keyMove('ArrowLeft', domain, area, home)).toEqual({ x0: -1, x1: 9, y0: 0, y1: 10 });
    expect(keyMove('ArrowRight', domain, area, home)).toEqual({ x0: 1, x1: 11, y0: 0, y1: 10 });
    expect(keyMove('ArrowUp', domain, area, home)).toEqual({ x0: 0, x1: 10, y0: 1, y1: 11 });
    expect(keyMove('ArrowDown', domain, area, home)).toEqual({ x0: 0, x1: 10, y0: -1, y1: 9 });
  });

  it('zooms around the centre with + and =, out with -, and resets with 0', () => {
    const zoomed = keyMove('+', domain, area, home);
    expect(zoomed).toEqual(keyMove('=', domain, area, home));
    expect(zoomed?.x1 && zoomed.x1 - zoomed.x0).toBeCloseTo(8, 10);
    expect(((zoomed?.x0 ?? 0) + (zoomed?.x1 ?? 0)) / 2).toBeCloseTo(5, 10);
    const out = keyMove('-', domain, area, home);
    expect((out?.x1 ?? 0) - (out?.x0 ?? 0)).toBeCloseTo(12.5, 10);
    expect(keyMove('0', domain, area, home)).toBe(home);
  });

  it('leaves other keys to the page', () => {
    expect(keyMove('a', domain, area, home)).toBeNull();
    expect(keyMove('Enter', domain, area, home)).toBeNull();
  });
});
