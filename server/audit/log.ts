import { count, desc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog, type UserRow } from '../db/schema';

export type AuditAction =
  | 'user.create'
  | 'user.update'
  | 'user.delete'
  | 'subscription.update'
  | 'quote.update'
  | 'project.update'
  | 'project.delete'
  | 'genolist.update'
  | 'genolist.delete';

export interface AuditTarget {
  type: 'user' | 'subscription' | 'quote' | 'project' | 'genolist';
  id: number;
  label: string;
}

type Snapshot = Record<string, unknown> | null;

/** Dates as ISO text and secrets left out, so an entry reads the same in any database. */
function snapshot(value: Record<string, unknown> | null): Snapshot {
  if (!value) return null;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'password_hash') continue;
    out[key] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** Keeps only the fields that differ, so an entry says what changed (both sides, for an update). */
function changedFields(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  if (!before || !after) return { before, after };
  const keys = Object.keys({ ...before, ...after }).filter(
    (k) => k !== 'updated_at' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

const label = (user: UserRow) => `${user.username} <${user.email}>`;

/** Writes who did what to what, when, and the values before and after. */
export async function writeAudit(
  db: Db | Tx,
  actor: UserRow,
  action: AuditAction,
  target: AuditTarget,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  const diff = changedFields(snapshot(before), snapshot(after));
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_label: label(actor),
    action,
    target_type: target.type,
    target_id: target.id,
    target_label: target.label,
    before: diff.before,
    after: diff.after,
  });
}

export async function pageOfAudit(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
