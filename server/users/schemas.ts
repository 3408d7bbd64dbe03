import { Type } from 'typebox';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords';
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

const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 150 });
const Username = Type.String({ minLength: 1, maxLength: 150, pattern: '^[A-Za-z0-9._@+-]+$' });
const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256 });

/** What a colleague sees of another account: never its e-mail or its rights. */
export const ColleagueProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    name: Type.String(),
    username: Type.String(),
    avatar: Nullable(Type.String()),
    created_at: DateTime,
  },
  { title: 'ColleagueProfile' },
);

export const UserCreateSchema = Type.Object(
  {
    username: Username,
    email: Email,
    first_name: Name,
    last_name: Name,
    password: Password,
    is_staff: Type.Optional(Type.Boolean({ default: false })),
    is_superuser: Type.Optional(Type.Boolean({ default: false, description: 'Superusers only' })),
    is_active: Type.Optional(Type.Boolean({ default: true })),
  },
  { title: 'UserCreate', additionalProperties: false },
);

export const UserUpdateSchema = Type.Object(
  {
    username: Username,
    email: Email,
    first_name: Name,
    last_name: Name,
    is_staff: Type.Optional(Type.Boolean({ description: 'Staff only' })),
    is_superuser: Type.Optional(Type.Boolean({ description: 'Superusers only' })),
    is_active: Type.Optional(
      Type.Boolean({ description: 'Staff only; false refuses sign-in and ends every session at once' }),
    ),
    password: Type.Optional(
      Type.Union([Password, Type.Literal('')], { description: 'Staff only; empty keeps it' }),
    ),
  },
  { title: 'UserUpdate' },
);

export const UserDeleteQuery = Type.Object({
  owned: Type.Optional(
    Type.Union([Type.Literal('reassign'), Type.Literal('delete')], {
      default: 'delete',
      description:
        'What becomes of the projects and genolists the user owns: given to `reassign_to`, or deleted',
    }),
  ),
  reassign_to: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const PasswordChangeSchema = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 256 }), new_password: Password },
  { title: 'PasswordChange', additionalProperties: false },
);

export const AccountDeleteSchema = Type.Object(
  {
    password: Type.String({
      minLength: 1,
      maxLength: 256,
      description: 'The current password, as confirmation',
    }),
  },
  { title: 'AccountDelete', additionalProperties: false },
);
