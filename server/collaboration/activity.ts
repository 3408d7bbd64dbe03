import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SharePermission, TeamRole } from '../access/policy';
import type { Db } from '../db/client';
import { events, users } from '../db/schema';
import { TEAM_EVENT_KINDS, type TeamEventKind } from '../events/kinds';
import type { TeamActivity } from './schemas';
import { presentUserRef, userRef } from './user-ref';

/**
 * A team's activity, newest first, from the events recorded by its changes (server/events): who
 * joined, left, was removed or got another role, and what was shared or unshared.
 */

const actor = alias(users, 'activity_actor');
const subject = alias(users, 'activity_subject');

const ROLES: readonly string[] = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'];
const PERMISSIONS: readonly string[] = ['VIEWER', 'EDITOR', 'ADMIN'];

const role = (value: unknown) => (ROLES.includes(String(value)) ? (value as TeamRole) : null);
const permission = (value: unknown) =>
  PERMISSIONS.includes(String(value)) ? (value as SharePermission) : null;

export async function teamActivity(
  db: Db,
  teamId: number,
  page: { limit: number; offset: number },
): Promise<{ results: TeamActivity[]; total: number }> {
  const where = and(eq(events.team_id, teamId), inArray(events.kind, [...TEAM_EVENT_KINDS]));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        at: events.at,
        kind: events.kind,
        project_id: events.project_id,
        genolist_id: events.genolist_id,
        data: events.data,
        actor: userRef(actor),
        subject: userRef(subject),
      })
      .from(events)
      .leftJoin(actor, eq(actor.id, events.actor_id))
      .leftJoin(subject, eq(subject.id, events.subject_user_id))
      .where(where)
      .orderBy(desc(events.at), desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  const results = rows.map((row): TeamActivity => {
    const data = row.data ?? {};
    const itemType = data.item === 'project' || data.item === 'genolist' ? data.item : null;
    return {
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      kind: row.kind as TeamEventKind,
      actor: presentUserRef(row.actor),
      subject: presentUserRef(row.subject),
      item: itemType && {
        type: itemType,
        id: itemType === 'project' ? row.project_id : row.genolist_id,
        name: String(data.name ?? ''),
      },
      role: role(data.role),
      previous_role: role(data.previous_role),
      permission: permission(data.permission),
      previous_permission: permission(data.previous_permission),
    };
  });
  return { results, total: Number(total?.n ?? 0) };
}
