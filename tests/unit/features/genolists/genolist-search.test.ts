import { describe, expect, it } from 'vitest';
import {
  geneCriteria,
  geneView,
  MAX_SELECTED_GENES,
  nextGenolistSearch,
  parseGenolistSearch,
  parseSelection,
  selectionParam,
  withGenolistDefaults,
} from '../../../../src/features/genolists/genolist-search';
import {
  genolistsView,
  nextGenolistsSearch,
  parseGenolistsSearch,
  withGenolistsDefaults,
} from '../../../../src/features/genolists/genolists-search';

describe('a genolist view in the URL', () => {
  it('is empty for the defaults: genes tab, simple mode, padj then natural direction, page 1, 20 a page', () => {
    expect(parseGenolistSearch({})).toEqual({});
    expect(
      parseGenolistSearch({ tab: 'genes', sort: 'padj', dir: 'asc', page: 1, fc: 1.5, reg: 'up' }),
    ).toEqual({});
    expect(geneView({})).toMatchObject({
      tab: 'genes',
      expert: false,
      sort: 'padj',
      dir: 'asc',
      page: 1,
      size: 20,
    });
  });

  it('reads numbers written by the router as numbers or as text, and drops wrong values', () => {
    expect(parseGenolistSearch({ mode: 'expert', fc: '2', padj: 0.1, page: '3', size: '50' })).toEqual({
      mode: 'expert',
      fc: 2,
      padj: 0.1,
      page: 3,
      size: 50,
    });
    expect(
      parseGenolistSearch({ tab: 'volcano', fc: 3, page: -1, size: 30, sort: 'evil', dir: 'up' }),
    ).toEqual({});
    expect(parseGenolistSearch({ q: 5 })).toEqual({ q: '5' });
    expect(parseGenolistSearch({ q: '   ' })).toEqual({});
  });

  it('opens a hand-edited link with the defaults where its values are wrong, never failing', () => {
    const wrong = [
      { tab: 'GENES', mode: ['expert'], page: '2abc', gene: 2 ** 60, sel: {}, q: null, size: '' },
      { tab: null, mode: 'Expert', sort: ['padj'], dir: 1, page: Number.NaN, box: 'x', vp: 'none' },
      { hmax: 'ALL', hh: 'tall', hscale: 3, hsrc: true, vplot: 'MA', sel: 'a,b', reg: 'up' },
    ];
    for (const raw of wrong) expect(parseGenolistSearch(raw), JSON.stringify(raw)).toEqual({});
    expect(parseGenolistSearch({ mode: 'expert', fc: 'all', padj: 0.5, reg: 'both' })).toEqual({
      mode: 'expert',
    });
  });

  it('keeps the expert filters only in expert mode', () => {
    expect(parseGenolistSearch({ fc: 2, padj: 'none', reg: 'down' })).toEqual({});
    expect(parseGenolistSearch({ mode: 'expert', fc: 'none', padj: 'none', reg: 'down' })).toEqual({
      mode: 'expert',
      fc: 'none',
      padj: 'none',
      reg: 'down',
    });
  });

  it('leaving expert mode resets regulation, thresholds and page, and keeps the search', () => {
    const expert = { mode: 'expert' as const, fc: 2 as const, reg: 'up' as const, page: 4, q: 'fkbp' };
    expect(nextGenolistSearch(expert, { mode: undefined })).toEqual({ q: 'fkbp' });
  });

  it('goes back to page 1 when the filter, search, sort or page size changes, not when the tab does', () => {
    const onPage3 = { page: 3 };
    expect(nextGenolistSearch(onPage3, { q: 'atf' })).toEqual({ q: 'atf' });
    expect(nextGenolistSearch(onPage3, { size: 50 })).toEqual({ size: 50 });
    expect(nextGenolistSearch(onPage3, { sort: 'log2fc' })).toEqual({ sort: 'log2fc' });
    expect(nextGenolistSearch(onPage3, { tab: 'plots' })).toEqual({ tab: 'plots', page: 3 });
    expect(nextGenolistSearch(onPage3, { page: 4 })).toEqual({ page: 4 });
    // The same search text, only differently spaced, is not a new search.
    expect(nextGenolistSearch({ q: 'atf', page: 3 }, { q: 'atf ' })).toEqual({ q: 'atf ', page: 3 });
  });

  it('starts a newly chosen sort column in its natural direction', () => {
    expect(nextGenolistSearch({ sort: 'symbol', dir: 'desc' }, { sort: 'log2fc' })).toEqual({
      sort: 'log2fc',
    });
    expect(geneView({ sort: 'log2fc' }).dir).toBe('desc');
    expect(nextGenolistSearch({ sort: 'log2fc' }, { sort: 'log2fc', dir: 'asc' })).toEqual({
      sort: 'log2fc',
      dir: 'asc',
    });
  });

  it('filters with the default in simple mode and with the chosen thresholds in expert mode', () => {
    expect(geneCriteria(geneView({ q: ' FKBP5 ' }))).toEqual({
      maxPadj: 0.05,
      minAbsLog2fc: Math.log2(1.5),
      regulation: 'all',
      search: 'fkbp5',
    });
    expect(geneCriteria(geneView({ mode: 'expert', fc: 2, reg: 'up' }))).toEqual({
      maxPadj: 0.05,
      minAbsLog2fc: 1,
      regulation: 'up',
      search: '',
    });
    expect(geneCriteria(geneView({ mode: 'expert', fc: 'none', padj: 'none' }))).toMatchObject({
      maxPadj: null,
      minAbsLog2fc: null,
    });
  });
});

describe("the 'My gene lists' view in the URL", () => {
  it('is empty for the defaults: newest first, 20 a page', () => {
    expect(parseGenolistsSearch({ sort: 'creation_date', dir: 'desc', page: 1, fav: false })).toEqual({});
    expect(genolistsView({})).toEqual({
      q: '',
      type: null,
      visibility: null,
      favoritesOnly: false,
      sort: 'creation_date',
      dir: 'desc',
      page: 1,
      size: 20,
    });
  });

  it('keeps valid filters and drops the rest', () => {
    expect(
      parseGenolistsSearch({
        q: 'dht',
        type: 'PROTEO',
        visibility: 'private',
        fav: 'true',
        size: '100',
        page: '2',
      }),
    ).toEqual({ q: 'dht', type: 'PROTEO', visibility: 'private', fav: true, size: 100, page: 2 });
    expect(parseGenolistsSearch({ type: 'RNA', visibility: 'secret', sort: 'owner', size: 15 })).toEqual({});
  });

  it('opens a hand-edited link with the defaults where its values are wrong, never failing', () => {
    expect(
      parseGenolistsSearch({ q: ['dht'], type: 'transcripto', fav: 'no', sort: null, page: 0, size: {} }),
    ).toEqual({});
  });

  it('goes back to page 1 on any change but the page, and starts a new sort in its natural direction', () => {
    expect(nextGenolistsSearch({ page: 2 }, { fav: true })).toEqual({ fav: true });
    expect(nextGenolistsSearch({ page: 2, fav: true }, { fav: false })).toEqual({});
    expect(nextGenolistsSearch({ page: 2 }, { page: 3 })).toEqual({ page: 3 });
    expect(nextGenolistsSearch({}, { sort: 'name' })).toEqual({ sort: 'name' });
    expect(genolistsView({ sort: 'name' }).dir).toBe('asc');
    expect(nextGenolistsSearch({ sort: 'name' }, { sort: 'name', dir: 'desc' })).toEqual({
      sort: 'name',
      dir: 'desc',
    });
  });
});

describe('the open gene and the multi-selection in the URL', () => {
  it('keeps a positive gene id and drops anything else', () => {
    expect(parseGenolistSearch({ gene: '42' }).gene).toBe(42);
    expect(parseGenolistSearch({ gene: '-1' }).gene).toBeUndefined();
    expect(parseGenolistSearch({ gene: 'FKBP5' }).gene).toBeUndefined();
  });

  it("shows the box plot's own gene until a gene is opened, and keeps the panel closed while picking", () => {
    const picked = nextGenolistSearch({ tab: 'plots' }, { box: 7 });
    expect(picked).toEqual({ tab: 'plots', box: 7 });
    expect(nextGenolistSearch(picked, { gene: 9 })).toEqual({ tab: 'plots', gene: 9 });
    expect(nextGenolistSearch({ gene: 9 }, { box: 7 })).toEqual({ gene: 9, box: 7 });
    expect(nextGenolistSearch({ gene: 9, box: 7 }, { gene: undefined })).toEqual({ box: 7 });
    expect(parseGenolistSearch({ box: '0' }).box).toBeUndefined();
  });

  it('reads the selection as ids in the order picked, each once, and leaves an empty one out', () => {
    expect(parseGenolistSearch({ sel: '5,3,5,x,0,7' }).sel).toBe('5,3,7');
    expect(parseSelection('5,3,7')).toEqual([5, 3, 7]);
    expect(parseGenolistSearch({ sel: ',,' }).sel).toBeUndefined();
    expect(selectionParam([])).toBeUndefined();
  });

  it('caps a selection at the longest one a link can carry', () => {
    const ids = Array.from({ length: MAX_SELECTED_GENES + 10 }, (_, index) => index + 1);
    expect(parseSelection(ids.join(','))).toHaveLength(MAX_SELECTED_GENES);
  });
});

describe("a genolist opened with the user's defaults (Settings › Gene lists)", () => {
  const mine = { pThreshold: 0.01, foldChangeThreshold: 2, pageSize: 50 } as const;
  const builtIn = { pThreshold: 0.05, foldChangeThreshold: 1.5, pageSize: 20 } as const;

  it('puts them where the link names nothing: volcano thresholds, page size, expert filters in expert mode', () => {
    expect(parseGenolistSearch(withGenolistDefaults({}, mine))).toEqual({ vp: 0.01, vfc: 2, size: 50 });
    expect(parseGenolistSearch(withGenolistDefaults({ mode: 'expert' }, mine))).toEqual({
      mode: 'expert',
      vp: 0.01,
      vfc: 2,
      padj: 0.01,
      fc: 2,
      size: 50,
    });
  });

  it('opens a link that names its thresholds as it was shared, the built-in defaults included', () => {
    const shared = { mode: 'expert', vp: 0.05, vfc: 1.5, padj: 'none', fc: 1.5, size: 20 };
    expect(parseGenolistSearch(withGenolistDefaults(shared, mine))).toEqual({
      mode: 'expert',
      vp: 0.05,
      vfc: 1.5,
      padj: 'none',
      fc: 1.5,
      size: 20,
    });
  });

  it('keeps a threshold picked on the screen, even the built-in default, so the next visit shows it again', () => {
    const opened = parseGenolistSearch(withGenolistDefaults({ tab: 'plots' }, mine));
    const picked = nextGenolistSearch(opened, { vp: 0.05 });
    expect(picked.vp).toBe(0.05);
    expect(parseGenolistSearch(withGenolistDefaults({ ...picked }, mine)).vp).toBe(0.05);
  });

  it('writes nothing for someone who kept the built-in defaults', () => {
    expect(parseGenolistSearch(withGenolistDefaults({ mode: 'expert' }, builtIn))).toEqual({
      mode: 'expert',
    });
    expect(parseGenolistsSearch(withGenolistsDefaults({}, builtIn))).toEqual({});
  });

  it("gives the gene lists list the user's page size unless the link names one", () => {
    expect(parseGenolistsSearch(withGenolistsDefaults({}, mine))).toEqual({ size: 50 });
    expect(parseGenolistsSearch(withGenolistsDefaults({ size: '10' }, mine))).toEqual({ size: 10 });
  });
});
