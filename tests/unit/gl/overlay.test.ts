import { describe, expect, it } from 'vitest';
import { axisTicks, gridMarkup, type OverlaySpec, overlayMarkup, plotArea } from '../../../src/gl/overlay';

const plain = (ticks: number[]) => ticks.map(String);

const spec: OverlaySpec = {
  size: { width: 600, height: 400 },
  margins: { top: 10, right: 10, bottom: 40, left: 50 },
  domain: { x0: -5, x1: 5, y0: 0, y1: 20 },
  xTitle: 'log2 fold change',
  yTitle: '−log10 adjusted p-value',
  formatTicks: plain,
  guides: [
    { axis: 'y', value: -Math.log10(0.05), line: 'dashed', label: 'adjusted p = 0.05' },
    { axis: 'x', value: 0.585, line: 'dashed' },
    { axis: 'x', value: 40, line: 'dashed' },
  ],
  labels: [{ id: 3, x: 2, y: 10, text: 'A<B&C', width: 40 }],
  colors: { text: '#111', axis: '#888', grid: '#eee', guide: '#444', lasso: '#00f', halo: '#fff' },
  fontFamily: 'Inter, sans-serif',
};

describe('scatter overlay', () => {
  it('places round-number ticks along the axis, y upwards', () => {
    const x = axisTicks(-5, 5, 540, 80, plain, false);
    expect(x.map((tick) => tick.value)).toEqual([-4, -2, 0, 2, 4]);
    expect(x.find((tick) => tick.value === 0)?.at).toBe(270);
    const y = axisTicks(0, 20, 350, 50, plain, true);
    expect(y[0]).toEqual({ value: 0, at: 350, label: '0' });
    expect(y.at(-1)?.value).toBe(20);
    expect(y.at(-1)?.at).toBe(0);
  });

  it('draws axes with titles and tick labels, guides inside the view only, escaped text', () => {
    const markup = overlayMarkup(spec);
    expect(plotArea(spec.size, spec.margins)).toEqual({ width: 540, height: 350 });
    expect(markup).toContain('>log2 fold change</text>');
    expect(markup).toContain('>−log10 adjusted p-value</text>');
    expect(markup).toContain('>-4</text>');
    expect(markup).toContain('>adjusted p = 0.05</text>');
    // Two dashed guides are in view (significance and +0.585), the one at x = 40 is not.
    expect(markup.match(/stroke-dasharray="5 4"/g)).toHaveLength(2);
    expect(markup).toContain('A&lt;B&amp;C');
    expect(markup).toContain('data-labels="1"');
    expect(markup).not.toContain('var(');
    // The grid goes under the points, apart: one line per tick, 5 across (−4…4) and 11 up (0…20).
    expect(markup).not.toContain('stroke="#eee"');
    expect(gridMarkup(spec).match(/<line /g)).toHaveLength(16);
  });

  it('draws the lasso while it is being drawn', () => {
    expect(overlayMarkup({ ...spec, lasso: [0, 0, 10, 0, 10, 10] })).toContain(
      '<polygon points="0,0 10,0 10,10"',
    );
  });
});
