import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  genolists,
  notificationPreferences,
  notifications,
  projects,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import type { Executor } from '../events/service';
import { NOTIFICATION_KINDS, type NotificationKind } from './kinds';

/**
 * The bell: notifications are written in the transaction of what they announce, one row per
 * recipient (never to the one who caused it, never of a kind the recipient turned off), and each
 * is read only by its recipient.
 */

export interface NewNotification {
  kind: NotificationKind;
  recipients: readonly (number | null | undefined)[];
  actorId?: number | null;
  teamId?: number | null;
  projectId?: number | null;
  genolistId?: number | null;
  invitationId?: number | null;
  importTaskId?: number | null;
  data?: Record<string, string | number | boolean | null>;
}

const list = (values: unknown[]) => sql.param(values);

export async function notify(db: Executor, n: NewNotification): Promise<void> {
  const recipients = [...new Set(n.recipients)].filter(
    (id): id is number => typeof id === 'number' && id !== n.actorId,
  );
  if (recipients.length === 0) return;
  await db.execute(sql`
    INSERT INTO notifications (user_id, kind, actor_id, team_id, project_id, genolist_id, invitation_id, import_task_id, data)
    SELECT r.id, ${n.kind}, ${n.actorId ?? null}, ${n.teamId ?? null}, ${n.projectId ?? null}, ${n.genolistId ?? null},
      ${n.invitationId ?? null}, ${n.importTaskId ?? null}, ${JSON.stringify(n.data ?? {})}::jsonb
    FROM unnest(${list(recipients)}::int[]) AS r(id)
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = r.id)
      AND NOT EXISTS (SELECT 1 FROM notification_preferences p
                      WHERE p.user_id = r.id AND ${n.kind} = ANY(p.muted_kinds))`);
}

/** The members of a team, but one: whom a share with the team is announced to. */
export async function teamMembersBut(db: Executor, teamId: number, but: number): Promise<number[]> {
  const rows = await db
    .select({ id: teamMembers.user_id })
    .from(teamMembers)
    .where(and(eq(teamMembers.team_id, teamId), sql`${teamMembers.user_id} <> ${but}`));
  return rows.map((r) => r.id);
}

/**
 * Someone signing up finds the invitations sent to their address before they had an account:
 * each pending one is announced to them as if it had just been received.
 */
export async function notifyInvitationsWaiting(db: Executor, user: { id: number; email: string }) {
  await db.execute(sql`
    INSERT INTO notifications (user_id, kind, actor_id, team_id, invitation_id, data, created_at)
    SELECT ${user.id}, 'invitation_received', i.invited_by, i.team_id, i.id,
      jsonb_build_object('team_name', t.name, 'role', i.permission_level), i.created_date
    FROM invitations i JOIN teams t ON t.id = i.team_id
    WHERE i.email = ${user.email} AND i.status = 'PENDING' AND i.expires_date > now() AND t.deleted_at IS NULL`);
}

const actor = alias(users, 'actor');

function present(row: {
  n: typeof notifications.$inferSelect;
  actor: { id: number; first_name: string; last_name: string } | null;
  projectName: string | null;
  genolistName: string | null;
  teamName: string | null;
}) {
  const { n } = row;
  const data = n.data;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    created_at: n.created_at.toISOString(),
    read: n.read_at !== null,
    read_at: n.read_at?.toISOString() ?? null,
    actor: row.actor,
    team: n.team_id === null ? null : { id: n.team_id, name: row.teamName ?? text('team_name') ?? '' },
    project: n.project_id === null ? null : { id: n.project_id, name: row.projectName ?? text('name') ?? '' },
    genolist:
      n.genolist_id === null ? null : { id: n.genolist_id, name: row.genolistName ?? text('name') ?? '' },
    invitation_id: n.invitation_id,
    import_task_id: n.import_task_id,
    team_name: text('team_name'),
    item_name: text('name'),
    permission: text('permission'),
    role: text('role'),
    file_name: text('file_name'),
    numerator: text('numerator'),
    reference: text('reference'),
    error: text('error'),
  };
}

export type PresentedNotification = ReturnType<typeof present>;

/** The user's notifications, newest first, `limit` at a time (`before`: the last id of the previous page). */
export async function listNotifications(
  db: Db,
  userId: number,
  opts: { limit: number; before?: number; unreadOnly?: boolean },
) {
  const rows = await db
    .select({
      n: notifications,
      actor: { id: actor.id, first_name: actor.first_name, last_name: actor.last_name },
      projectName: projects.name,
      genolistName: genolists.name,
      teamName: teams.name,
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actor_id))
    .leftJoin(projects, eq(projects.id, notifications.project_id))
    .leftJoin(genolists, eq(genolists.id, notifications.genolist_id))
    .leftJoin(teams, eq(teams.id, notifications.team_id))
    .where(
      and(
        eq(notifications.user_id, userId),
        opts.before ? lt(notifications.id, opts.before) : undefined,
        opts.unreadOnly ? isNull(notifications.read_at) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(opts.limit + 1);
  const more = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit).map(present);
  return { results: page, next_before: more ? (page.at(-1)?.id ?? null) : null };
}

/**
 * The unread count, and what changes whenever the user's list does (a new notification raises
 * the last id; reading lowers the unread count; nothing is ever marked unread again): the ETag.
 */
export async function notificationState(db: Db, userId: number) {
  const [row] = await db
    .select({
      unread: sql<number>`count(*) FILTER (WHERE ${notifications.read_at} IS NULL)::int`,
      total: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${notifications.id}), 0)::int`,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
  const unread = Number(row?.unread ?? 0);
  const total = Number(row?.total ?? 0);
  const last = Number(row?.last ?? 0);
  return { unread, total, etag: `W/"n${userId}-${last}-${total}-${unread}"` };
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Which kinds the user receives (all but those turned off). */
export async function preferencesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ muted: notificationPreferences.muted_kinds })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  const muted = new Set(row?.muted ?? []);
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !muted.has(kind)])) as Record<
    NotificationKind,
    boolean
  >;
}

/** Applies the changes given (kinds not named keep their setting); answers every kind's setting. */
export async function updatePreferences(
  db: Db,
  userId: number,
  changes: Partial<Record<NotificationKind, boolean>>,
) {
  const current = await preferencesOf(db, userId);
  const wanted = { ...current, ...changes };
  const muted = NOTIFICATION_KINDS.filter((kind) => !wanted[kind]);
  await db
    .insert(notificationPreferences)
    .values({ user_id: userId, muted_kinds: muted })
    .onConflictDoUpdate({
      target: notificationPreferences.user_id,
      set: { muted_kinds: muted, updated_at: new Date() },
    });
  return wanted;
}
