import * as Type from 'typebox/type';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TEXT,
  PositiveInteger,
  SearchText,
  searchValidator,
  withoutNaturalDirection,
} from '../../../src/lib/search-params';

const parse = searchValidator(
  Type.Object({
    tab: Type.Enum(['table', 'plots'] as const, { default: 'table' }),
    page: PositiveInteger({ default: 1 }),
    q: SearchText,
    fav: Type.Literal(true),
    size: Type.Enum([20, 50] as const),
  }),
);

describe('a search schema as a route’s validateSearch', () => {
  it('keeps accepted values and leaves out those equal to their default', () => {
    expect(parse({ tab: 'plots', page: 3, q: 'fkbp5', fav: true, size: 50 })).toEqual({
      tab: 'plots',
      page: 3,
      q: 'fkbp5',
      fav: true,
      size: 50,
    });
    expect(parse({ tab: 'table', page: 1 })).toEqual({});
  });

  it('keeps a value without a default even when it is the usual one: the user chose it', () => {
    expect(parse({ size: 20 })).toEqual({ size: 20 });
  });

  it('reads numbers and booleans written as text, and a number where text is expected', () => {
    expect(parse({ page: '3', size: '50', fav: 'true', q: 2008 })).toEqual({
      page: 3,
      size: 50,
      fav: true,
      q: '2008',
    });
  });

  it('never throws on a hand-edited link: a wrong value falls back to the default', () => {
    const wrong = [
      { tab: 'volcano', page: 0, q: '   ', fav: 'yes', size: 30 },
      { tab: ['plots'], page: -2, q: null, fav: 1, size: '20abc' },
      { tab: { plots: true }, page: 2.5, q: ['x'], fav: 'false', size: Number.NaN },
      { page: '', size: 'Infinity', q: undefined },
      { page: 2 ** 53, size: true, unknown: 'kept out' },
    ];
    for (const raw of wrong) expect(parse(raw), JSON.stringify(raw)).toEqual({});
  });

  it('cuts a long search text rather than refusing it', () => {
    expect(parse({ q: 'a'.repeat(MAX_SEARCH_TEXT + 50) }).q).toHaveLength(MAX_SEARCH_TEXT);
  });

  it('applies the rules between keys after each key is read', () => {
    const onlyWithTab = searchValidator(
      Type.Object({ tab: Type.Literal('plots'), page: PositiveInteger() }),
      (search) => (search.tab ? search : {}),
    );
    expect(onlyWithTab({ tab: 'plots', page: '2' })).toEqual({ tab: 'plots', page: 2 });
    expect(onlyWithTab({ page: 2 })).toEqual({});
  });
});

describe('a sort direction in the URL', () => {
  const natural = { name: 'asc', count: 'desc' } as const;

  it('is left out when it is the sort column’s natural one', () => {
    expect(withoutNaturalDirection({ sort: 'count', dir: 'desc' }, natural, 'name')).toEqual({
      sort: 'count',
    });
    expect(withoutNaturalDirection({ dir: 'asc' }, natural, 'name')).toEqual({});
    expect(withoutNaturalDirection({ sort: 'count', dir: 'asc' }, natural, 'name')).toEqual({
      sort: 'count',
      dir: 'asc',
    });
  });
});
