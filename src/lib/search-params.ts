/**
 * A screen's view in the URL (tab, filters, thresholds, sort, page, the open gene), described by a
 * schema with one rule per search key (`searchSchema`, the rules of `Key`), and read by
 * `searchValidator`, the route's `validateSearch`. The rules are the few a link needs, written
 * here rather than taken from a schema library: the router, and so every first screen, carries
 * them (TypeBox's builders and checker weighed 12 kB gzip there).
 *
 * A shared or hand-edited link must open, never an error page: a key whose value its rule
 * refuses (unknown, out of range, wrong type) is dropped, so the screen shows that key's default.
 * A key whose value equals its rule's `default` is dropped too, so `/projects` stays
 * `/projects`; a key without `default` is kept whatever its value (a threshold the user chose
 * stays in the link even when it is the built-in one, since their own default may differ).
 *
 * The router reads `?page=2` as the number 2 and `?page="2"` as the text "2", `?fav=true` as
 * true; a key accepts either form, and a number where it expects text (a search for 2008).
 */

/** One search key: the values it accepts, how an accepted value is read, and its default. */
export interface KeyRule<Value> {
  accepts(value: unknown): boolean;
  /** The value an accepted one stands for (a search text cut to its length); itself when absent. */
  decode?(accepted: unknown): Value;
  default?: Value;
}

type ValueOf<Rule> = Rule extends KeyRule<infer Value> ? Value : never;

/** A screen's search keys, each with its rule. */
export interface SearchSchema<Properties extends Record<string, KeyRule<unknown>>> {
  properties: Properties;
}

export function searchSchema<Properties extends Record<string, KeyRule<unknown>>>(
  properties: Properties,
): SearchSchema<Properties> {
  return { properties };
}

/** The length of text in Unicode code points, as JSON Schema counts `minLength` and `maxLength`. */
const codePoints = (text: string) => [...text].length;

/**
 * The rules a search key may follow, named and bounded like JSON Schema's keywords: an `Integer`
 * is a finite whole number within its bounds, a `String` matches its pattern anywhere (anchor it
 * with ^ and $ to match it whole), a `Union` accepts what any of its rules accepts (and reads it
 * as accepted: its rules' own `decode` is not applied).
 */
export const Key = {
  Enum<const Values extends readonly (string | number)[]>(
    values: Values,
    options: { default?: Values[number] } = {},
  ): KeyRule<Values[number]> {
    return { accepts: (value) => values.some((option) => option === value), ...options };
  },

  Literal<const Value extends string | number | boolean>(literal: Value): KeyRule<Value> {
    return { accepts: (value) => value === literal };
  },

  String(options: { pattern?: string; minLength?: number; maxLength?: number } = {}): KeyRule<string> {
    const { pattern, minLength = 0, maxLength = Number.POSITIVE_INFINITY } = options;
    const regexp = pattern === undefined ? null : new RegExp(pattern, 'u');
    return {
      accepts: (value) =>
        typeof value === 'string' &&
        codePoints(value) >= minLength &&
        codePoints(value) <= maxLength &&
        (regexp === null || regexp.test(value)),
    };
  },

  Integer(
    options: { minimum?: number; maximum?: number; multipleOf?: number; default?: number } = {},
  ): KeyRule<number> {
    const {
      minimum = Number.NEGATIVE_INFINITY,
      maximum = Number.POSITIVE_INFINITY,
      multipleOf = 1,
    } = options;
    return {
      accepts: (value) =>
        Number.isInteger(value) &&
        (value as number) >= minimum &&
        (value as number) <= maximum &&
        (value as number) % multipleOf === 0,
      default: options.default,
    };
  },

  Union<const Rules extends readonly KeyRule<unknown>[]>(
    rules: Rules,
    options: { default?: ValueOf<Rules[number]> } = {},
  ): KeyRule<ValueOf<Rules[number]>> {
    return {
      accepts: (value) => rules.some((rule) => rule.accepts(value)),
      ...options,
    };
  },

  /** `rule`'s values, read through `decode` (a search text cut to its length). */
  Decode<In, Out>(rule: KeyRule<In>, decode: (value: In) => Out): KeyRule<Out> {
    return {
      accepts: rule.accepts,
      decode: (accepted) => decode((rule.decode ? rule.decode(accepted) : accepted) as In),
    };
  },
};

/** What a validator returns: each key of the schema, optional. */
export type SearchOf<Schema extends SearchSchema<Record<string, KeyRule<unknown>>>> = {
  [Name in keyof Schema['properties']]?: ValueOf<Schema['properties'][Name]>;
};

/**
 * The route's `validateSearch` for `schema`: keeps each key whose value its rule accepts and that
 * is not its default, decoded when its rule decodes (a search text cut to its length). `refine`
 * applies the rules between keys (a filter only in expert mode, a sort direction that is the
 * column's natural one); it receives and returns only accepted keys.
 *
 * The result is frozen and remembered for the object it was read from, and for itself (reading a
 * read search gives it back): a genolist's screen reads its view from a dozen components at each
 * change of the URL.
 */
export function searchValidator<Schema extends SearchSchema<Record<string, KeyRule<unknown>>>>(
  schema: Schema,
  refine: (search: SearchOf<Schema>) => SearchOf<Schema> = (search) => search,
): (raw: Record<string, unknown>) => SearchOf<Schema> {
  const keys = Object.entries(schema.properties);
  const read = new WeakMap<object, SearchOf<Schema>>();
  return (raw) => {
    const known = read.get(raw);
    if (known) return known;
    const search: Record<string, unknown> = {};
    for (const [key, rule] of keys) {
      const value = readKey(rule, raw[key]);
      if (value !== undefined && value !== rule.default) search[key] = value;
    }
    const result = Object.freeze(refine(search as SearchOf<Schema>));
    read.set(raw, result);
    read.set(result, result);
    return result;
  };
}

function readKey(rule: KeyRule<unknown>, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  const value = [raw, otherReading(raw)].find(
    (candidate) => candidate !== undefined && rule.accepts(candidate),
  );
  return value !== undefined && rule.decode ? rule.decode(value) : value;
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
export const SearchText = Key.Decode(Key.String({ pattern: '\\S' }), (text) =>
  text.slice(0, MAX_SEARCH_TEXT),
);

/** A page, an id or a count: a positive whole number a link can carry exactly. */
export function PositiveInteger(options: { default?: number; maximum?: number } = {}) {
  return Key.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });
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
