import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import { recordEvent } from '../events/service';
import { notifyInvitationsWaiting } from '../notifications/service';
import { findUserByEmail, insertUser } from '../users/service';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { signAccess, signRefresh, type TokenKeys, verifyToken } from './tokens';

/** The active user of a live session, or undefined (session revoked, expired, or user deactivated). */
export async function sessionUser(db: Db, userId: number, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
        eq(users.is_active, true),
      ),
    );
  return row?.user;
}

export type LoginOutcome =
  | { kind: 'ok'; access: string; refresh: string; user: UserRow }
  | { kind: 'invalid_credentials' }
  | { kind: 'inactive_account' };

async function openSession(db: Db, keys: TokenKeys, user: UserRow) {
  const session = await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(sessions)
      .values({ user_id: user.id, expires_at: new Date(Date.now() + keys.refreshTtlSeconds * 1000) })
      .returning({ id: sessions.id });
    if (!opened) throw new Error('session insert returned nothing');
    await tx.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
    await recordEvent(tx, { kind: 'signed_in', actorId: user.id });
    return opened;
  });
  return {
    access: await signAccess(keys, user.id, session.id),
    refresh: await signRefresh(keys, user.id, session.id),
  };
}

export async function login(db: Db, keys: TokenKeys, email: string, password: string): Promise<LoginOutcome> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !matches) return { kind: 'invalid_credentials' };
  if (!user.is_active) return { kind: 'inactive_account' };
  return { kind: 'ok', ...(await openSession(db, keys, user)), user };
}

export type RegisterOutcome =
  | { kind: 'ok'; access: string; refresh: string; user: UserRow }
  | { kind: 'email_taken' };

export async function register(
  db: Db,
  keys: TokenKeys,
  input: { first_name: string; last_name: string; email: string; password: string },
): Promise<RegisterOutcome> {
  if (await findUserByEmail(db, input.email)) return { kind: 'email_taken' };
  const user = await insertUser(db, {
    email: input.email,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    password_hash: await hashPassword(input.password),
  });
  if (!user) return { kind: 'email_taken' };
  await notifyInvitationsWaiting(db, user);
  return { kind: 'ok', ...(await openSession(db, keys, user)), user };
}

/** A new access token for a live session; null when the refresh token or its session is no longer valid. */
export async function refreshAccess(db: Db, keys: TokenKeys, refreshToken: string): Promise<string | null> {
  const claims = await verifyToken(keys, 'refresh', refreshToken);
  if (!claims) return null;
  const user = await sessionUser(db, claims.userId, claims.sessionId);
  return user ? signAccess(keys, user.id, claims.sessionId) : null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}
