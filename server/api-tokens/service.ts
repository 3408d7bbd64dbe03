import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ApiTokenRow, apiTokens, type UserRow, users } from '../db/schema';
import { newSecret, secretHash } from './secret';

/** A token's last use is written at most this often, so a busy script costs no write per call. */
const LAST_USED_PRECISION_MS = 60_000;

/** A token as its owner sees it: never the hash, dates as ISO strings. */
export interface ApiTokenView {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

const view = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/** A new token of the user; its secret is returned here and never again. */
export async function createApiToken(
  db: Db,
  userId: number,
  input: { name: string; expiresInDays?: number | null },
): Promise<{ token: ApiTokenView; secret: string }> {
  const { secret, hash, prefix } = newSecret();
  const expires = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
  const [row] = await db
    .insert(apiTokens)
    .values({ user_id: userId, name: input.name.trim(), token_hash: hash, prefix, expires_at: expires })
    .returning();
  if (!row) throw new Error('api token insert returned nothing');
  return { token: view(row), secret };
}

/** The user's tokens, newest first, expired ones included (their owner sees they lapsed). */
export async function listApiTokens(db: Db, userId: number): Promise<ApiTokenView[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.user_id, userId))
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
  return rows.map(view);
}

/** Whether the user had a token of this id (now gone). */
export async function revokeApiToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.user_id, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

/**
 * The active owner of an unexpired token and the token's id, or undefined (unknown, revoked,
 * expired, or the owner deactivated). Records the use.
 */
export async function apiTokenOwner(
  db: Db,
  secret: string,
): Promise<{ user: UserRow; tokenId: number } | undefined> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(
      and(
        eq(apiTokens.token_hash, secretHash(secret)),
        or(isNull(apiTokens.expires_at), gt(apiTokens.expires_at, now)),
        eq(users.is_active, true),
      ),
    );
  if (!row) return undefined;
  await db
    .update(apiTokens)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, row.tokenId),
        or(
          isNull(apiTokens.last_used_at),
          lt(apiTokens.last_used_at, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
        ),
      ),
    );
  return row;
}
