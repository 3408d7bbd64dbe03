import { describe, expect, it } from 'vitest';
import { parsePlotSize } from '../../../src/gl/plot-size';

describe('the last plot size kept for the next page load', () => {
  it('reads a saved [width, height] in CSS pixels', () => {
    expect(parsePlotSize('[626,470]')).toEqual({ width: 626, height: 470 });
  });

  it('ignores nothing saved, unreadable text and implausible sizes', () => {
    for (const saved of [
      null,
      '',
      'not json',
      '{}',
      '[626]',
      '[626,470,1]',
      '[0,470]',
      '[626.5,470]',
      '[-1,470]',
      '[9000,470]',
      '["626","470"]',
    ])
      expect(parsePlotSize(saved)).toBeNull();
  });
});
