import { describe, expect, it } from 'vitest';
import { createSelectionMemo, type SelectionAsked } from '../../../../src/features/genolists/selection-memo';
import type { GeneCriteria } from '../../../../workers/kernels/genes-filter';

const criteria = (change: Partial<GeneCriteria> = {}): GeneCriteria => ({
  maxPadj: 0.05,
  minAbsLog2fc: Math.log2(1.5),
  regulation: 'all',
  search: '',
  ...change,
});
const asked = (change: Partial<SelectionAsked> = {}): SelectionAsked => ({
  key: 'padj',
  direction: 'asc',
  criteria: criteria(),
  ...change,
});

describe('the genes worker answers kept for a frame', () => {
  it('answers what was kept for the same question, and nothing for another one', () => {
    const memo = createSelectionMemo<object, string>(4);
    const frame = {};
    memo.keep(frame, asked(), 'default view');
    expect(memo.get(frame, asked())).toBe('default view');
    expect(memo.get(frame, asked({ direction: 'desc' }))).toBeUndefined();
    expect(memo.get(frame, asked({ key: 'log2fc' }))).toBeUndefined();
    expect(memo.get(frame, asked({ criteria: criteria({ maxPadj: 0.01 }) }))).toBeUndefined();
    expect(memo.get(frame, asked({ criteria: criteria({ regulation: 'up' }) }))).toBeUndefined();
    expect(memo.get({}, asked())).toBeUndefined();
  });

  it('tells a search with the names from one without, and ignores names when not searching', () => {
    const memo = createSelectionMemo<object, string>(4);
    const frame = {};
    const search = criteria({ search: 'kinase' });
    memo.keep(frame, asked({ criteria: search }), 'symbols only');
    expect(memo.get(frame, asked({ criteria: search, names: 'protein kinase\n' }))).toBeUndefined();
    memo.keep(frame, asked({ criteria: search, names: 'protein kinase\n' }), 'with names');
    expect(memo.get(frame, asked({ criteria: search, names: 'protein kinase\n' }))).toBe('with names');
    memo.keep(frame, asked(), 'no search');
    expect(memo.get(frame, asked({ names: 'protein kinase\n' }))).toBe('no search');
  });

  it('keeps the last few a frame, the one asked again counting as new', () => {
    const memo = createSelectionMemo<object, string>(2);
    const frame = {};
    const view = (maxPadj: number) => asked({ criteria: criteria({ maxPadj }) });
    memo.keep(frame, view(0.1), 'a');
    memo.keep(frame, view(0.05), 'b');
    memo.keep(frame, view(0.1), 'a again');
    memo.keep(frame, view(0.01), 'c');
    expect(memo.get(frame, view(0.05))).toBeUndefined();
    expect(memo.get(frame, view(0.1))).toBe('a again');
    expect(memo.get(frame, view(0.01))).toBe('c');
  });
});
