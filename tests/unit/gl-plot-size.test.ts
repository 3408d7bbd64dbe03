import { describe, expect, it } from 'vitest';
import { parsePlotSize } from '../../src/gl/scatter-engine';

describe('the last plot size kept for the next prepared surface', () => {
  it('reads a saved [width, height] in device pixels', () => {
    expect(parsePlotSize('[1184,640]')).toEqual({ pixelWidth: 1184, pixelHeight: 640 });
  });

  it('ignores nothing saved, unreadable text and implausible sizes', () => {
    for (const saved of [
      null,
      '',
      'not json',
      '{}',
      '[1184]',
      '[1184,640,1]',
      '[0,640]',
      '[1184.5,640]',
      '[-1,640]',
      '[9000,640]',
      '["1184","640"]',
    ])
      expect(parsePlotSize(saved)).toBeNull();
  });
});
