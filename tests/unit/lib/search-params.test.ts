import { describe, expect, it } from 'vitest';
import {
  Key,
  MAX_SEARCH_TEXT,
  PositiveInteger,
  SearchText,
  searchSchema,
  searchValidator,
  withoutNaturalDirection,
} from '../../../src/lib/search-params';

const parse = searchValidator(
  searchSchema({
    tab: Key.Enum(['table', 'plots'] as const, { default: 'table' }),
    page: PositiveInteger({ default: 1 }),
    q: SearchText,
    fav: Key.Literal(true),
    size: Key.Enum([20, 50] as const),
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
      searchSchema({ tab: Key.Literal('plots'), page: PositiveInteger() }),
      (search) => (search.tab ? search : {}),
    );
    expect(onlyWithTab({ tab: 'plots', page: '2' })).toEqual({ tab: 'plots', page: 2 });
    expect(onlyWithTab({ page: 2 })).toEqual({});
  });
});

describe('the rules of a search key, as JSON Schema words them', () => {
  it('counts text in code points, and matches a pattern anywhere unless it is anchored', () => {
    const name = Key.String({ minLength: 2, maxLength: 3 });
    expect(['ab', '🧬🧬', 'abc'].map((text) => name.accepts(text))).toEqual([true, true, true]);
    expect(['a', 'abcd', 2].map((text) => name.accepts(text))).toEqual([false, false, false]);
    expect(Key.String({ pattern: '\\d' }).accepts('id 7')).toBe(true);
    expect(Key.String({ pattern: '^\\d+$' }).accepts('id 7')).toBe(false);
  });

  it('takes a whole number within its bounds and on its steps, and what any rule of a union takes', () => {
    const height = Key.Integer({ minimum: 300, maximum: 600, multipleOf: 50 });
    expect([300, 450, 600].map((value) => height.accepts(value))).toEqual([true, true, true]);
    expect([250, 425, 650, 400.5, '400', Number.NaN].map((value) => height.accepts(value))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const genes = Key.Union([Key.Integer({ minimum: 10 }), Key.Literal('all')], { default: 50 });
    expect([10, 'all', 5, 'some'].map((value) => genes.accepts(value))).toEqual([true, true, false, false]);
    expect(genes.default).toBe(50);
  });

  it('reads a decoded key through each decoding in turn', () => {
    const trimmed = Key.Decode(SearchText, (text) => text.trim());
    expect(searchValidator(searchSchema({ q: trimmed }))({ q: ` ${'a'.repeat(MAX_SEARCH_TEXT)}` })).toEqual({
      q: 'a'.repeat(MAX_SEARCH_TEXT - 1),
    });
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
