import type { PgColumn } from 'drizzle-orm/pg-core';
import type { users } from '../db/schema';

type UserColumns = Pick<typeof users, 'id' | 'first_name' | 'last_name' | 'username' | 'email'>;

/** The user columns the API shows for a creator, inviter or sharer (see CollaborationUser), of `users` or an alias. */
export function userRef<T extends { [K in keyof UserColumns]: PgColumn }>(table: T) {
  return {
    id: table.id,
    first_name: table.first_name,
    last_name: table.last_name,
    username: table.username,
    email: table.email,
  };
}

/**
 * A left-joined user, or null when there is none (deleted account). Typed loosely: Drizzle
 * does not carry the column types of a user alias through `userRef`.
 */
export function presentUserRef(
  row: {
    id: unknown;
    first_name: unknown;
    last_name: unknown;
    username: unknown;
    email: unknown;
  } | null,
) {
  // Drizzle answers null for a left-joined object whose columns are all null.
  if (row?.id === null || row?.id === undefined) return null;
  return {
    id: Number(row.id),
    first_name: String(row.first_name ?? ''),
    last_name: String(row.last_name ?? ''),
    username: String(row.username ?? ''),
    email: String(row.email ?? ''),
  };
}
