import { Check } from 'typebox/schema';
import * as Type from 'typebox/type';

/**
 * A screen's view in the URL (tab, filters, thresholds, sort, page, the open gene), described by a
 * TypeBox object schema with one schema per search key, and read by `searchValidator`, the
 * route's `validateSearch`. The builders come from `typebox/type` and the check from
 * `typebox/schema`, not the package root, so the first page loads about 13 kB (gzip) of TypeBox
 * rather than its whole type system and value tools.
 *
 * A shared or hand-edited link must open, never an error page: a key whose value its schema
 * refuses (unknown, out of range, wrong type) is dropped, so the screen shows that key's default.
 * A key whose value equals its schema's `default` is dropped too, so `/projects` stays
 * `/projects`; a key without `default` is kept whatever its value (a threshold the user chose
 * stays in the link even when it is the built-in one, since their own default may differ).
 *
 * The router reads `?page=2` as the number 2 and `?page="2"` as the text "2", `?fav=true` as
 * true; a key accepts either form, and a number where it expects text (a search for 2008).
 */

/** What a validator returns: each key of the schema, optional. */
export type SearchOf<Schema extends Type.TObject> = {
  [Key in keyof Type.StaticDecode<Schema>]?: Type.StaticDecode<Schema>[Key];
};

/**
 * The route's `validateSearch` for `schema`: keeps each key whose value the schema accepts and
 * that is not its default, decoded when its schema is a codec (a search text cut to its length).
 * `refine` applies the rules between keys (a filter only in expert mode, a sort direction that is
 * the column's natural one); it receives and returns only accepted keys.
 *
 * The result is frozen and remembered for the object it was read from, and for itself (reading a
 * read search gives it back): TypeBox checks a value by walking its schema, without generating
 * code (the app's Content-Security-Policy forbids eval), which costs tens of microseconds a key,
 * and a genolist's screen reads its view from a dozen components at each change of the URL.
 */
export function searchValidator<Schema extends Type.TObject>(
  schema: Schema,
  refine: (search: SearchOf<Schema>) => SearchOf<Schema> = (search) => search,
): (raw: Record<string, unknown>) => SearchOf<Schema> {
  const keys = Object.entries(schema.properties as Record<string, Type.TSchema>);
  const read = new WeakMap<object, SearchOf<Schema>>();
  return (raw) => {
    const known = read.get(raw);
    if (known) return known;
    const search: Record<string, unknown> = {};
    for (const [key, property] of keys) {
      const value = readKey(property, raw[key]);
      if (value !== undefined && value !== (property as { default?: unknown }).default) search[key] = value;
    }
    const result = Object.freeze(refine(search as SearchOf<Schema>));
    read.set(raw, result);
    read.set(result, result);
    return result;
  };
}

function readKey(schema: Type.TSchema, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  const value = [raw, otherReading(raw)].find(
    (candidate) => candidate !== undefined && Check(schema, candidate),
  );
  return value !== undefined && Type.IsCodec(schema) ? schema['~codec'].decode(value) : value;
}

/** The same URL value as the router's other form: text for a number, a number or boolean for text. */
function otherReading(raw: unknown): unknown {
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return Number(raw);
}

/** The longest search text kept in a link; longer text is cut, not refused. */
export const MAX_SEARCH_TEXT = 200;

/** A search box's text as typed: anything but blanks, cut to MAX_SEARCH_TEXT characters. */
export const SearchText = Type.Decode(Type.String({ pattern: '\\S' }), (text) =>
  text.slice(0, MAX_SEARCH_TEXT),
);

/** A page, an id or a count: a positive whole number a link can carry exactly. */
export function PositiveInteger(options: { default?: number; maximum?: number } = {}) {
  return Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });
}

/**
 * `search` without its sort direction when that is the sort column's natural one (names A→Z,
 * p-values smallest first, counts largest first): the link leaves it out, like any default.
 */
export function withoutNaturalDirection<Search extends { sort?: string; dir?: string }>(
  search: Search,
  natural: Record<NonNullable<Search['sort']>, string>,
  defaultSort: NonNullable<Search['sort']>,
): Search {
  const sort: NonNullable<Search['sort']> = search.sort ?? defaultSort;
  if (search.dir === undefined || search.dir !== natural[sort]) return search;
  const rest = { ...search };
  delete rest.dir;
  return rest;
}
