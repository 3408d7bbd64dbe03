import { Type } from 'typebox';
import { DateTime, Nullable, Page } from '../http/schemas';

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    name: Type.String({ description: 'first_name and last_name, or the username when both are empty' }),
    username: Type.String(),
    email: Type.String(),
    avatar: Nullable(Type.String()),
    is_staff: Type.Boolean(),
    is_superuser: Type.Boolean(),
    is_active: Type.Boolean(),
    last_login: Nullable(DateTime),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { title: 'User' },
);

export const UserPageSchema = Page(UserSchema, 'UserPage');

/**
 * A person found by a search, to invite or to add as a collaborator: a name and an id. The
 * address only to staff, or to whoever typed the whole address; never whether they are staff.
 */
export const UserMatchSchema = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    name: Type.String({ description: 'first_name and last_name; empty when both are' }),
    email: Nullable(Type.String({ description: 'To staff, or when the search was the whole address' })),
  },
  { title: 'UserMatch' },
);

export const UserMatchPageSchema = Page(UserMatchSchema, 'UserMatchPage');

export const UserListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
