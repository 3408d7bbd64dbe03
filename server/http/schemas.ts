import { type TLiteral, type TSchema, type TUnion, Type } from 'typebox';

/**
 * Schemas given a `title` become named components of the OpenAPI document
 * (see `server/http/openapi.ts`), and so named types in `openapi/schema.d.ts`.
 */
export const ErrorSchema = Type.Object(
  {
    detail: Type.String({ description: 'Human-readable message in the language of Accept-Language' }),
    code: Type.String({ description: 'Stable machine-readable code, e.g. validation, email_taken' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Message per invalid field' }),
    ),
  },
  { title: 'Error' },
);

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as Record<number, typeof ErrorSchema>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const DateTime = Type.String({ format: 'date-time' });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The API's paged list shape: `{count, next, previous, results}`. */
export const Page = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      count: Type.Integer({ minimum: 0 }),
      next: Nullable(Type.String()),
      previous: Nullable(Type.String()),
      results: Type.Array(item),
    },
    { title },
  );

export const CountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) }, { title: 'Count' });

/** A union of literals whose static type is the union of the values (TypeBox needs a tuple for that). */
type Literals<T extends readonly (string | number)[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
export const literals = <const T extends readonly (string | number)[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<Literals<T>>;

/** A file answer, documented per media type for the contract (the route sends the bytes). */
export const FileResponse = (description: string, mediaTypes: string[], binary = false) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: Type.String(binary ? { format: 'binary' } : {}) }]),
  ),
});
