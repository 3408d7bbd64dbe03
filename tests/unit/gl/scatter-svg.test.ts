import { describe, expect, it } from 'vitest';
import { STATE_SELECTED } from '../../../src/gl/point-state';
import { chartMarkup, circlesMarkup, cssColor, imageMarkup } from '../../../src/gl/scatter-svg';

const area = { width: 100, height: 100 };
const domain = { x0: 0, x1: 10, y0: 0, y1: 10 };
const style = {
  palette: [
    [0, 0, 0, 0],
    [1, 0, 0, 0.5],
    [0, 0, 1, 1],
  ] as [number, number, number, number][],
  // Bin 2 paints in front of bin 1.
  layers: [0, 0.5, -0.5],
  pointSize: 4,
};

describe('scatter SVG export', () => {
  it('paints back to front, selected points last, larger and outlined', () => {
    const points = { xs: Float64Array.from([1, 2, 3]), ys: Float64Array.from([1, 2, 3]) };
    const states = Uint8Array.from([2, 1 | STATE_SELECTED, 1]);
    const markup = circlesMarkup(points, states, Uint32Array.from([0, 1, 2]), style, domain, area);
    expect(markup).toBe(
      '<circle cx="30.0" cy="70.0" r="2" fill="#ff0000" fill-opacity="0.5"/>' +
        '<circle cx="10.0" cy="90.0" r="2" fill="#0000ff" fill-opacity="1"/>' +
        '<circle cx="20.0" cy="80.0" r="3.2" fill="#ff0000" fill-opacity="0.5" stroke="#141418" stroke-width="1.5"/>',
    );
  });

  it('leaves out points beyond the plot area', () => {
    const points = { xs: Float64Array.from([-1, 5]), ys: Float64Array.from([5, 5]) };
    const markup = circlesMarkup(
      points,
      Uint8Array.from([1, 1]),
      Uint32Array.from([0, 1]),
      style,
      domain,
      area,
    );
    expect(markup.match(/<circle/g)).toHaveLength(1);
  });

  it('writes colours as hex, clamped', () => {
    expect(cssColor([1, 0.5, -1, 1])).toBe('#ff8000');
    expect(cssColor([2, 0, 0, 1])).toBe('#ff0000');
  });

  it('clips the points to the plot area, each export with its own clip id', () => {
    const first = chartMarkup('<g id="grid"/>', imageMarkup('data:x', area), '<g id="axes"/>', area, {
      left: 40,
      top: 10,
    });
    const second = chartMarkup('', '', '', area, { left: 40, top: 10 });
    const id = first.match(/clipPath id="([^"]+)"/)?.[1];
    expect(first).toContain(`<g transform="translate(40,10)" clip-path="url(#${id})"><image width="100"`);
    expect(first.indexOf('grid')).toBeLessThan(first.indexOf('<image'));
    expect(first.indexOf('<image')).toBeLessThan(first.indexOf('axes'));
    expect(second).not.toContain(`id="${id}"`);
  });
});
