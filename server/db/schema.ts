import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    password_hash: text('password_hash').notNull(),
    avatar: text('avatar'),
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)],
);

/** One row per sign-in; a refresh token is valid only while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export type UserRow = typeof users.$inferSelect;
