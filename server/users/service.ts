import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { normaliseEmail } from '../../genomics/accounts';
import type { Db } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { ensureSubscription } from '../subscriptions/service';

export const SEARCH_MIN_LENGTH = 3;
/** The invite dialog shows at most 5 matches. */
export const SEARCH_MAX_RESULTS = 5;

export function publicUser(row: UserRow) {
  const name = `${row.first_name} ${row.last_name}`.trim() || row.username;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    is_staff: row.is_staff,
    is_superuser: row.is_superuser,
    is_active: row.is_active,
    last_login: row.last_login?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What a colleague sees of an account: never its e-mail or its rights. */
export function colleagueProfile(row: UserRow) {
  const { id, first_name, last_name, name, username, avatar, created_at } = publicUser(row);
  return { id, first_name, last_name, name, username, avatar, created_at };
}

/** Kept here for the server's callers; the rule lives in genomics/ with the browser's offline sign-in. */
export { normaliseEmail };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A username from the e-mail's local part, suffixed with a number when taken. */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'user';
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate));
    if (!taken) return candidate;
  }
}

export interface NewUser {
  email: string;
  password_hash: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  is_staff?: boolean;
  is_superuser?: boolean;
}

/** Undefined when the e-mail (or username) is already taken; the unique index decides, not a prior read. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const email = normaliseEmail(user.email);
  const username = user.username ?? (await freeUsername(db, email));
  const [row] = await db
    .insert(users)
    .values({ ...user, email, username })
    .onConflictDoNothing()
    .returning();
  // Every account starts on the FREE plan.
  if (row) await ensureSubscription(db, row.id);
  return row;
}

/**
 * Names match anywhere; e-mail addresses (and usernames, made from them) match anywhere only for
 * staff. Anyone else finds a person by e-mail only by typing the whole address, so that
 * searching cannot list the addresses of every account.
 */
function searchCondition(search: string | undefined, staff: boolean): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    staff ? ilike(users.email, pattern) : eq(users.email, normaliseEmail(search)),
    staff ? ilike(users.username, pattern) : undefined,
    ilike(users.first_name, pattern),
    ilike(users.last_name, pattern),
    ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
  );
}

/** A search result as `searcher` may see it (see UserMatchSchema). */
export function userMatch(row: UserRow, search: string, staff: boolean) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: staff || row.email === normaliseEmail(search) ? row.email : null,
  };
}

export async function listUsers(
  db: Db,
  opts: { search?: string; limit: number; offset: number; staff: boolean },
) {
  const where = and(
    searchCondition(opts.search, opts.staff),
    opts.staff ? undefined : eq(users.is_active, true),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
