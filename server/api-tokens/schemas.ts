import { Type } from 'typebox';
import { DateTime, Nullable } from '../http/schemas';

/** The longest a token may live; a script that needs longer gets a new token. */
export const MAX_TOKEN_DAYS = 366;

export const ApiTokenSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    prefix: Type.String({ description: "The secret's first characters, to tell tokens apart" }),
    created_at: DateTime,
    expires_at: Nullable(DateTime),
    last_used_at: Nullable(DateTime),
  },
  { title: 'ApiToken' },
);

export const ApiTokenCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    expires_in_days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_TOKEN_DAYS,
        description: 'Days until the token stops working; absent: never',
      }),
    ),
  },
  { title: 'ApiTokenCreate' },
);

export const ApiTokenCreatedSchema = Type.Object(
  {
    token: ApiTokenSchema,
    secret: Type.String({
      description: 'Send as `Authorization: Bearer <secret>`. Shown this once: GenoApp keeps only its hash',
    }),
  },
  { title: 'ApiTokenCreated' },
);
