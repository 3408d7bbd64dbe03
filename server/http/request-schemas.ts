import type { RouteOptions } from 'fastify';

/**
 * Two limits every request field has, added to each route's schema as it is registered so that
 * no route can forget them and no handler checks them: a string never holds a NUL character
 * (PostgreSQL cannot store one in text), and an integer fits PostgreSQL's 32-bit `integer`
 * (ids, page numbers, owners), so such input is a 400 naming the field, never a database error.
 * The contract shows both (`not: {pattern: "\u0000"}`, `maximum`).
 */

const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

/** The schema a string gets: it must not match a NUL character. */
const NUL_PATTERN = '\\u0000';

type Node = Record<string, unknown>;

/** A copy of a request schema with the two limits on every string and integer in it. */
export function hardenRequestSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(hardenRequestSchema) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Node = {};
  for (const [key, value] of Object.entries(schema as Node)) {
    // Values, not schemas: a default or an example is left as it is.
    copy[key] =
      key === 'default' || key === 'examples' || key === 'const' ? value : hardenRequestSchema(value);
  }
  if (copy.type === 'string' && copy.format !== 'binary' && copy.not === undefined) {
    copy.not = { pattern: NUL_PATTERN };
  }
  if (copy.type === 'integer') {
    copy.maximum = Math.min(typeof copy.maximum === 'number' ? copy.maximum : INT32_MAX, INT32_MAX);
    copy.minimum = Math.max(typeof copy.minimum === 'number' ? copy.minimum : INT32_MIN, INT32_MIN);
  }
  return copy as T;
}

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** An `onRoute` hook: the request parts of the route's schema get the limits. */
export function hardenRouteSchemas(route: RouteOptions) {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const hardened = { ...schema };
  for (const part of PARTS)
    if (schema[part] !== undefined) hardened[part] = hardenRequestSchema(schema[part]);
  route.schema = hardened;
}
