import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../access/policy';
import type { Db } from '../db/client';
import { genolists, invitations, projects, teams, type UserRow, users } from '../db/schema';
import { notify } from '../notifications/service';
import { normaliseEmail } from '../users/service';
import { addMember, isMemberByEmail } from './members';
import type { Invitation, InvitationStatus } from './schemas';
import { presentUserRef, userRef } from './user-ref';

/**
 * Invitations by e-mail. The invitee may have no account yet: an invitation is theirs when its
 * address is the signed-in user's (both lower-cased) or it was made for their account, so who
 * signs up later with the address finds it. Expiry is compared with the database's clock.
 * Invitations of deleted teams are left out everywhere (they were cancelled on deletion).
 */

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

/** Condition: the invitation was made for `user`. */
const receivedBy = (user: UserRow): SQL =>
  or(eq(invitations.email, normaliseEmail(user.email)), eq(invitations.invited_user_id, user.id)) as SQL;

function selectInvitations(db: Db, user: UserRow) {
  return db
    .select({
      id: invitations.id,
      status: invitations.status,
      invitation_type: invitations.invitation_type,
      received: sql<boolean>`${receivedBy(user)}`,
      is_expired: sql<boolean>`(${invitations.expires_date} <= now())`,
      email: invitations.email,
      invitee: { id: invitee.id, first_name: invitee.first_name, last_name: invitee.last_name },
      team_id: invitations.team_id,
      team_name: teams.name,
      project_id: invitations.project_id,
      project_name: projects.name,
      genolist_id: invitations.genolist_id,
      genolist_name: genolists.name,
      permission_level: invitations.permission_level,
      invited_by: userRef(inviter),
      created_date: invitations.created_date,
      expires_date: invitations.expires_date,
      responded_date: invitations.responded_date,
      message: invitations.message,
    })
    .from(invitations)
    .leftJoin(teams, eq(teams.id, invitations.team_id))
    .leftJoin(projects, eq(projects.id, invitations.project_id))
    .leftJoin(genolists, eq(genolists.id, invitations.genolist_id))
    .leftJoin(inviter, eq(inviter.id, invitations.invited_by))
    .leftJoin(invitee, eq(invitee.id, invitations.invited_user_id));
}

type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

const iso = (d: Date | string) => new Date(d).toISOString();

function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    status: row.status as InvitationStatus,
    invitation_type: row.invitation_type as Invitation['invitation_type'],
    direction: row.received ? 'received' : 'sent',
    is_expired: Boolean(row.is_expired),
    // The sender of an invitation to an account may have found it by name: its address is not
    // theirs to read (the user search keeps addresses to whoever types them whole).
    email: row.received || row.invitee === null ? row.email : null,
    invitee: row.invitee,
    team_id: row.team_id,
    team_name: row.team_name,
    project_id: row.project_id,
    project_name: row.project_name,
    genolist_id: row.genolist_id,
    genolist_name: row.genolist_name,
    permission_level: row.permission_level,
    invited_by: presentUserRef(row.invited_by),
    created_date: iso(row.created_date),
    expires_date: iso(row.expires_date),
    responded_date: row.responded_date ? iso(row.responded_date) : null,
    message: row.message,
  };
}

const teamNotDeleted = sql`(${invitations.team_id} IS NULL OR ${teams.deleted_at} IS NULL)`;

/** The user's invitations, newest first: those they received and, with `sent`, those they sent. */
export async function listInvitations(
  db: Db,
  user: UserRow,
  opts: { sent: boolean; status?: InvitationStatus },
) {
  const rows = await selectInvitations(db, user)
    .where(
      and(
        opts.sent ? or(receivedBy(user), eq(invitations.invited_by, user.id)) : receivedBy(user),
        opts.status ? eq(invitations.status, opts.status) : undefined,
        teamNotDeleted,
      ),
    )
    .orderBy(desc(invitations.created_date), desc(invitations.id));
  return rows.map(presentInvitation);
}

/**
 * One invitation the user sent or received, or undefined; with `asManager`, also one of a team
 * they own or administer.
 */
export async function findInvitation(db: Db, user: UserRow, id: number, { asManager = false } = {}) {
  const managed = sql`EXISTS (SELECT 1 FROM team_members m
    WHERE m.team_id = ${invitations.team_id} AND m.user_id = ${user.id} AND m.role IN ('OWNER', 'ADMIN'))`;
  const [row] = await selectInvitations(db, user).where(
    and(
      eq(invitations.id, id),
      or(receivedBy(user), eq(invitations.invited_by, user.id), asManager ? managed : undefined),
      teamNotDeleted,
    ),
  );
  return row && presentInvitation(row);
}

export type InviteOutcome = { kind: 'already_member' } | { kind: 'invited'; id: number; created: boolean };

/**
 * Invites the address to the team. An open invitation for the same team and address is updated
 * (role, message, expiry, inviter) rather than duplicated: the partial unique index decides.
 */
export async function inviteToTeam(
  db: Db,
  teamId: number,
  inviterId: number,
  input: { email: string; role: TeamRole; message: string; expiresInDays: number },
): Promise<InviteOutcome> {
  const email = normaliseEmail(input.email);
  if (await isMemberByEmail(db, teamId, email)) return { kind: 'already_member' };
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const expires = sql`now() + make_interval(days => ${input.expiresInDays})`;
  const values = {
    invitation_type: 'TEAM',
    team_id: teamId,
    email,
    invited_user_id: account?.id ?? null,
    permission_level: input.role,
    message: input.message,
    invited_by: inviterId,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({ ...values, expires_date: expires })
      .onConflictDoUpdate({
        target: [invitations.team_id, invitations.email],
        targetWhere: sql`status = 'PENDING'`,
        set: {
          invited_user_id: values.invited_user_id,
          permission_level: values.permission_level,
          message: values.message,
          invited_by: inviterId,
          created_date: sql`now()`,
          expires_date: expires,
        },
      })
      // A row inserted by this statement has no xmax; an updated one does.
      .returning({ id: invitations.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('invitation upsert returned nothing');
    if (row.created && account) {
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
      await notify(tx, {
        kind: 'invitation_received',
        recipients: [account.id],
        actorId: inviterId,
        teamId,
        invitationId: row.id,
        data: { team_name: team?.name ?? '', role: input.role },
      });
    }
    return { kind: 'invited' as const, id: row.id, created: Boolean(row.created) };
  });
}

/** The team's invitations still PENDING (expired ones too, marked so), newest first. */
export async function listTeamInvitations(db: Db, user: UserRow, teamId: number) {
  const rows = await selectInvitations(db, user)
    .where(and(eq(invitations.team_id, teamId), eq(invitations.status, 'PENDING'), teamNotDeleted))
    .orderBy(desc(invitations.created_date), desc(invitations.id));
  return rows.map(presentInvitation);
}

export type CancelOutcome = 'not_found' | 'not_allowed' | 'not_pending' | 'ok';

/**
 * Cancels a PENDING invitation (expired or not): its inviter or an OWNER or ADMIN of its team
 * may. Its invitee may not (they decline it). One that is not theirs to see is not found.
 */
export async function cancelInvitation(db: Db, user: UserRow, id: number): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: invitations.status,
        invitedBy: invitations.invited_by,
        received: sql<boolean>`${receivedBy(user)}`,
        managerOfTeam: sql<boolean>`EXISTS (SELECT 1 FROM team_members m
          WHERE m.team_id = ${invitations.team_id} AND m.user_id = ${user.id} AND m.role IN ('OWNER', 'ADMIN'))`,
      })
      .from(invitations)
      .leftJoin(teams, eq(teams.id, invitations.team_id))
      .where(and(eq(invitations.id, id), teamNotDeleted))
      .for('update', { of: invitations });
    if (!current) return 'not_found';
    const mayCancel = current.invitedBy === user.id || Boolean(current.managerOfTeam);
    if (!mayCancel) return current.received ? 'not_allowed' : 'not_found';
    if (current.status !== 'PENDING') return 'not_pending';
    await tx
      .update(invitations)
      .set({ status: 'CANCELLED', responded_date: new Date() })
      .where(eq(invitations.id, id));
    return 'ok';
  });
}

export type RespondOutcome = 'not_found' | 'not_pending' | 'expired' | 'ok';

/**
 * Accepts (joining the team with the invited role; an existing membership is kept as it is) or
 * declines one of the user's invitations. The status changes only from PENDING and before
 * expiry, in one statement, so answering twice cannot join twice.
 */
export async function respondToInvitation(
  db: Db,
  user: UserRow,
  id: number,
  answer: 'ACCEPTED' | 'DECLINED',
): Promise<RespondOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: invitations.status,
        expired: sql<boolean>`(${invitations.expires_date} <= now())`,
      })
      .from(invitations)
      .leftJoin(teams, eq(teams.id, invitations.team_id))
      .where(and(eq(invitations.id, id), receivedBy(user), teamNotDeleted))
      .for('update', { of: invitations });
    if (!current) return 'not_found';
    if (current.status !== 'PENDING') return 'not_pending';
    if (current.expired) return 'expired';
    const [updated] = await tx
      .update(invitations)
      .set({ status: answer, responded_date: new Date(), invited_user_id: user.id })
      .where(eq(invitations.id, id))
      .returning();
    if (answer === 'ACCEPTED' && updated?.team_id) {
      await addMember(tx, updated.team_id, user.id, updated.permission_level as TeamRole, {
        id: updated.id,
        invitedBy: updated.invited_by,
      });
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, updated.team_id));
      await notify(tx, {
        kind: 'invitation_accepted',
        recipients: [updated.invited_by],
        actorId: user.id,
        teamId: updated.team_id,
        invitationId: updated.id,
        data: { team_name: team?.name ?? '' },
      });
    }
    return 'ok';
  });
}

/** Received, PENDING and not expired: the sidebar badge. */
export async function countPendingReceived(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .leftJoin(teams, eq(teams.id, invitations.team_id))
    .where(
      and(
        receivedBy(user),
        eq(invitations.status, 'PENDING'),
        sql`${invitations.expires_date} > now()`,
        teamNotDeleted,
      ),
    );
  return Number(row?.n ?? 0);
}
