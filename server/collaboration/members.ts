import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../access/policy';
import type { Db } from '../db/client';
import { teamMembers, users } from '../db/schema';
import { recordEvent } from '../events/service';
import { presentUserRef, userRef } from './user-ref';

/**
 * A team's members. Changes to membership run in a transaction that locks the team row, so two
 * owners demoting each other at once cannot leave a team without an owner.
 */

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const ROLE_RANK: Record<TeamRole, number> = { OWNER: 0, ADMIN: 1, MEMBER: 2, VIEWER: 3 };

const member = alias(users, 'member_user');
const inviter = alias(users, 'member_inviter');

function selectMembers(db: Db) {
  return db
    .select({
      id: teamMembers.id,
      role: teamMembers.role,
      joined_date: teamMembers.joined_date,
      user: userRef(member),
      invited_by: userRef(inviter),
    })
    .from(teamMembers)
    .innerJoin(member, eq(member.id, teamMembers.user_id))
    .leftJoin(inviter, eq(inviter.id, teamMembers.invited_by));
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function presentMember(row: MemberRow) {
  const user = presentUserRef(row.user);
  if (!user) throw new Error('a member without a user');
  return {
    id: row.id,
    user,
    role: row.role as TeamRole,
    joined_date: new Date(row.joined_date).toISOString(),
    invited_by: presentUserRef(row.invited_by),
  };
}

/** Owners first, then admins, members, viewers; each by joining date. */
export async function listMembers(db: Db, teamId: number) {
  const rows = await selectMembers(db)
    .where(eq(teamMembers.team_id, teamId))
    .orderBy(
      sql`CASE ${teamMembers.role} WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 WHEN 'MEMBER' THEN 2 ELSE 3 END`,
      asc(teamMembers.joined_date),
      asc(teamMembers.id),
    );
  return rows.map(presentMember);
}

export async function findMember(db: Db, teamId: number, userId: number) {
  const [row] = await selectMembers(db).where(
    and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)),
  );
  return row && presentMember(row);
}

/** Whether the account with this (lower-cased) e-mail is a member of the team. */
export async function isMemberByEmail(db: Db, teamId: number, email: string) {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(and(eq(teamMembers.team_id, teamId), eq(users.email, email)));
  return Boolean(row);
}

export type MembershipOutcome = 'ok' | 'not_member' | 'not_allowed' | 'owner_protected' | 'last_owner';

/**
 * Who may change whom (the member menu shows for owners on everyone, for admins on
 * non-owners). Anyone may leave; only owners touch owners or make owners; a team keeps an owner.
 */
export function membershipRule(
  actor: { role: TeamRole | null; isSelf: boolean },
  target: TeamRole,
  newRole: TeamRole | null,
): Exclude<MembershipOutcome, 'last_owner' | 'not_member'> {
  const leaving = actor.isSelf && newRole === null;
  const demotingSelf = actor.isSelf && newRole !== null && ROLE_RANK[newRole] >= ROLE_RANK[target];
  if (!leaving && !demotingSelf && actor.role !== 'OWNER' && actor.role !== 'ADMIN') return 'not_allowed';
  if (actor.role !== 'OWNER' && (target === 'OWNER' || newRole === 'OWNER')) return 'owner_protected';
  return 'ok';
}

/**
 * Removes a member (`newRole` null) or changes their role, under the team lock: checks the rule,
 * then that an owner would remain. The change is recorded in the team's activity (left, removed,
 * role changed); giving a member the role they have changes nothing and records nothing.
 */
export async function changeMembership(
  db: Db,
  teamId: number,
  actorId: number,
  targetUserId: number,
  newRole: TeamRole | null,
): Promise<MembershipOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM teams WHERE id = ${teamId} FOR UPDATE`);
    const members = await tx
      .select({ user_id: teamMembers.user_id, role: teamMembers.role })
      .from(teamMembers)
      .where(eq(teamMembers.team_id, teamId));
    const target = members.find((m) => m.user_id === targetUserId);
    if (!target) return 'not_member';
    const targetRole = target.role as TeamRole;
    // The actor's role as of the lock, not as of the request's first read.
    const actorRole = (members.find((m) => m.user_id === actorId)?.role as TeamRole | undefined) ?? null;
    const rule = membershipRule({ role: actorRole, isSelf: actorId === targetUserId }, targetRole, newRole);
    if (rule !== 'ok') return rule;
    const owners = members.filter((m) => m.role === 'OWNER').length;
    if (targetRole === 'OWNER' && newRole !== 'OWNER' && owners <= 1) return 'last_owner';
    const where = and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, targetUserId));
    const leaving = newRole === null && actorId === targetUserId;
    const event = { actorId, teamId, subjectUserId: leaving ? null : targetUserId };
    if (newRole === null) {
      await tx.delete(teamMembers).where(where);
      await recordEvent(tx, {
        ...event,
        kind: leaving ? 'member_left' : 'member_removed',
        data: { role: targetRole },
      });
    } else if (newRole !== targetRole) {
      await tx.update(teamMembers).set({ role: newRole }).where(where);
      await recordEvent(tx, {
        ...event,
        kind: 'role_changed',
        data: { role: newRole, previous_role: targetRole },
      });
    }
    return 'ok';
  });
}

/**
 * Adds the user to the team (accepting an invitation) and records that they joined; an existing
 * membership is kept as it is, and nothing is recorded then.
 */
export async function addMember(
  db: Db | Transaction,
  teamId: number,
  userId: number,
  role: TeamRole,
  invitation: { id: number; invitedBy: number | null },
) {
  const added = await db
    .insert(teamMembers)
    .values({ team_id: teamId, user_id: userId, role, invited_by: invitation.invitedBy })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  if (added.length === 0) return;
  await recordEvent(db, {
    kind: 'member_joined',
    actorId: userId,
    teamId,
    data: { role, invitation_id: invitation.id },
  });
}
