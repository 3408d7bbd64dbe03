import { describe, expect, it } from 'vitest';
import { idsOf, listOf, parseCompareSearch } from '../../../../src/features/compare/compare-search';

describe('the comparison in the URL', () => {
  it('keeps up to four ids, the combination, the page and the search', () => {
    expect(parseCompareSearch({ ids: '3,7', in: 7, page: 2, q: 'klk' })).toEqual({
      ids: '3,7',
      in: '7',
      page: 2,
      q: 'klk',
    });
  });
  it('drops what a hand-edited link gets wrong, and defaults', () => {
    expect(parseCompareSearch({ ids: '1,2,3,4,5', in: 'x', page: 0, ordering: '-calls' })).toEqual({});
    expect(parseCompareSearch({ ordering: 'padj' })).toEqual({ ordering: 'padj' });
  });
  it('reads and writes id lists', () => {
    expect(idsOf('3,7,3')).toEqual([3, 7]);
    expect(idsOf(undefined)).toEqual([]);
    expect(listOf([3, 7])).toBe('3,7');
    expect(listOf([])).toBeUndefined();
  });
});
