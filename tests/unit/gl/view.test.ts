import { describe, expect, it } from 'vitest';
import {
  clipTransform,
  paddedDomain,
  panBy,
  toDataX,
  toDataY,
  toPixelX,
  toPixelY,
  wheelFactor,
  zoomAt,
} from '../../../src/gl/view';

const size = { width: 400, height: 200 };
const domain = { x0: -4, x1: 4, y0: 0, y1: 10 };

describe('plot view', () => {
  it('maps the domain corners to clip space corners', () => {
    const { scale, offset } = clipTransform(domain);
    expect(-4 * scale[0] + offset[0]).toBeCloseTo(-1, 12);
    expect(4 * scale[0] + offset[0]).toBeCloseTo(1, 12);
    expect(0 * scale[1] + offset[1]).toBeCloseTo(-1, 12);
    expect(10 * scale[1] + offset[1]).toBeCloseTo(1, 12);
  });

  it('converts between data and pixels with y downwards', () => {
    expect(toPixelX(domain, size, 0)).toBe(200);
    expect(toPixelY(domain, size, 10)).toBe(0);
    expect(toPixelY(domain, size, 0)).toBe(200);
    expect(toDataX(domain, size, toPixelX(domain, size, 1.7))).toBeCloseTo(1.7, 12);
    expect(toDataY(domain, size, toPixelY(domain, size, 3.2))).toBeCloseTo(3.2, 12);
  });

  it('pans so the data under the pointer follows it', () => {
    const moved = panBy(domain, size, 50, -20);
    expect(toDataX(moved, size, 250)).toBeCloseTo(toDataX(domain, size, 200), 12);
    expect(toDataY(moved, size, 80)).toBeCloseTo(toDataY(domain, size, 100), 12);
  });

  it('zooms around the pointer, keeping the point under it', () => {
    const zoomed = zoomAt(domain, size, 100, 50, 2, domain);
    expect(zoomed.x1 - zoomed.x0).toBeCloseTo(4, 12);
    expect(zoomed.y1 - zoomed.y0).toBeCloseTo(5, 12);
    expect(toDataX(zoomed, size, 100)).toBeCloseTo(toDataX(domain, size, 100), 12);
    expect(toDataY(zoomed, size, 50)).toBeCloseTo(toDataY(domain, size, 50), 12);
  });

  it('stops zooming out at 20 times the home view and in at 1e-5 of it', () => {
    let view = domain;
    for (let i = 0; i < 100; i++) view = zoomAt(view, size, 200, 100, 0.5, domain);
    expect(view.x1 - view.x0).toBeCloseTo(160, 9);
    for (let i = 0; i < 200; i++) view = zoomAt(view, size, 200, 100, 2, domain);
    expect(view.x1 - view.x0).toBeCloseTo(8e-5, 12);
  });

  it('turns a wheel notch into a 1.25× zoom, in or out', () => {
    expect(wheelFactor(-100, 0)).toBeCloseTo(1.25, 12);
    expect(wheelFactor(100, 0)).toBeCloseTo(0.8, 12);
    // Three lines (deltaMode 1) are one notch too.
    expect(wheelFactor(-3, 1)).toBeCloseTo(1.25, 1);
  });

  it('pads the home view and widens an empty span', () => {
    expect(paddedDomain(-2, 2, 0, 10, 0.05)).toEqual({ x0: -2.2, x1: 2.2, y0: -0.5, y1: 10.5 });
    expect(paddedDomain(3, 3, 1, 1)).toEqual({ x0: 2.5, x1: 3.5, y0: 0.5, y1: 1.5 });
  });
});
