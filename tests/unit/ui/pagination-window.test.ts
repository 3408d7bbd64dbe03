import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, pageWindow } from '../../../src/ui/pagination-window';

describe('the page-number window', () => {
  it('shows up to 5 pages around the current one', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(1, 10, 1)).toEqual([1]);
  });

  it('clamps a page outside the range and answers nothing for no pages', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(42, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('page counts and ranges', () => {
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });

  it('gives the first and last item of a page', () => {
    expect(pageRange(1, 10, 42)).toEqual({ start: 1, end: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ start: 41, end: 42 });
    expect(pageRange(9, 10, 42)).toEqual({ start: 41, end: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});
