import { and, count, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { normaliseEmail } from '../../genomics/accounts';
import type { Db } from '../db/client';
import { genolists, projects, sessions, type UserRow, users } from '../db/schema';
import { ensureSubscription } from '../subscriptions/service';

/** Which of the e-mail and username (any letter case) another account already has. */
export async function takenFields(db: Db, input: { email: string; username: string }, exceptId?: number) {
  const other: SQL | undefined = exceptId === undefined ? undefined : ne(users.id, exceptId);
  const [email] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normaliseEmail(input.email)), other));
  const [username] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.username.trim()})`, other));
  return { email: Boolean(email), username: Boolean(username) };
}

export async function activeSuperusers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.is_superuser, true), eq(users.is_active, true)));
  return row?.n ?? 0;
}

export async function allUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.id);
}

export interface AccountInput {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash?: string;
  is_staff?: boolean;
  is_superuser?: boolean;
  is_active?: boolean;
}

/** Undefined when a unique index refused it (e-mail or username taken meanwhile). */
export async function createAccount(db: Db, input: AccountInput & { password_hash: string }) {
  const [row] = await db
    .insert(users)
    .values({
      ...input,
      email: normaliseEmail(input.email),
      username: input.username.trim(),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
    })
    .onConflictDoNothing()
    .returning();
  if (row) await ensureSubscription(db, row.id);
  return row;
}

/**
 * Applies the changes; a deactivated account's sessions all end here, so its tokens stop working
 * at once (every request checks its session). Undefined when a unique index refused it.
 */
export async function updateAccount(db: Db, id: number, input: Partial<AccountInput>) {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...input,
          ...(input.email !== undefined ? { email: normaliseEmail(input.email) } : {}),
          ...(input.username !== undefined ? { username: input.username.trim() } : {}),
          ...(input.first_name !== undefined ? { first_name: input.first_name.trim() } : {}),
          ...(input.last_name !== undefined ? { last_name: input.last_name.trim() } : {}),
          updated_at: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (row && input.is_active === false) await endSessions(tx as unknown as Db, id);
      return row;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') return undefined;
      throw error;
    });
}

/** Ends the user's sessions, all of them or all but one (the one changing the password). */
export async function endSessions(db: Db, userId: number, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/**
 * Deletes the account. What it owns (projects with everything in them, and its genolists in
 * other people's projects) is given to `reassignTo` or deleted with it, in one transaction.
 */
export async function deleteAccount(db: Db, id: number, reassignTo: number | null) {
  await db.transaction(async (tx) => {
    if (reassignTo !== null) {
      await tx
        .update(projects)
        .set({ owner_id: reassignTo, updated_at: new Date() })
        .where(eq(projects.owner_id, id));
      await tx
        .update(genolists)
        .set({ owner_id: reassignTo, updated_at: new Date() })
        .where(eq(genolists.owner_id, id));
    } else {
      await tx
        .delete(genolists)
        .where(
          or(
            eq(genolists.owner_id, id),
            sql`${genolists.project_id} IN (SELECT id FROM projects WHERE owner_id = ${id})`,
          ),
        );
      await tx.delete(projects).where(eq(projects.owner_id, id));
    }
    await tx.delete(users).where(eq(users.id, id));
  });
}
