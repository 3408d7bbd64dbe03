import { describe, expect, it } from 'vitest';
import { chartFileName, pngSize, standaloneSvg } from '../../../src/lib/chart-export';

describe('chart export', () => {
  it('names files from the title', () => {
    expect(chartFileName('Box plot FKBP5', 'png')).toBe('box-plot-fkbp5.png');
    expect(chartFileName('Distribution de l’expression', 'svg')).toBe('distribution-de-l-expression.svg');
    expect(chartFileName('  ***  ', 'png')).toBe('chart.png');
  });

  it('renders PNGs at 3× the size on screen, never empty', () => {
    expect(pngSize(400, 300)).toEqual({ width: 1200, height: 900 });
    expect(pngSize(100.4, 0.1)).toEqual({ width: 301, height: 1 });
    expect(pngSize(10, 10, 2)).toEqual({ width: 20, height: 20 });
  });

  it('makes a standalone SVG document with its size, namespace and background', () => {
    const markup = '<svg width="10" height="20" viewBox="0 0 10 20" role="img"><circle r="2"/></svg>';
    expect(standaloneSvg(markup, 400, 300, 'rgb(255, 255, 255)')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 10 20" role="img">' +
        '<rect x="0" y="0" width="100%" height="100%" fill="rgb(255, 255, 255)"/><circle r="2"/></svg>',
    );
  });

  it('keeps an existing namespace once, adds a viewBox when missing and declares xlink when used', () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/></svg>';
    const document = standaloneSvg(markup, 50, 40, '#fff');
    expect(document.match(/xmlns="/g)).toHaveLength(1);
    expect(document).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(document).toContain('viewBox="0 0 50 40"');
    expect(() => standaloneSvg('<div></div>', 1, 1, '#fff')).toThrow();
  });
});
