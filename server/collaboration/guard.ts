import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TeamRole } from '../access/policy';
import { isStaff } from '../access/rules';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { teamMembers, teams, type UserRow } from '../db/schema';
import { notFound } from '../http/errors';
import { collabError } from './messages';

/**
 * Who may do what with a team. Everything a user may not see answers 404 (a private team of
 * others is never revealed to exist); what they see but may not change, 403.
 *
 * A team is seen by its members, by staff, and (its detail only) by anyone when public.
 * Its members, shared items and invitations are read by members and staff. OWNER and ADMIN
 * invite, share, change settings and manage members; only an OWNER deletes it. What a share
 * lets the members do with a project or a genolist is decided by `server/access/`.
 */

export type TeamRow = typeof teams.$inferSelect;

export interface TeamAccess {
  team: TeamRow;
  /** The user's role, null when not a member. */
  role: TeamRole | null;
}

export type TeamNeed = 'see' | 'read' | 'manage' | 'own';

export const isManagerRole = (role: TeamRole | null) => role === 'OWNER' || role === 'ADMIN';

/** The team (not deleted) and the user's role in it, or null. */
export async function teamAccess(db: Db, user: UserRow, teamId: number): Promise<TeamAccess | null> {
  const [row] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.team_id, teams.id), eq(teamMembers.user_id, user.id)))
    .where(and(eq(teams.id, teamId), isNull(teams.deleted_at)));
  return row ? { team: row.team, role: (row.role as TeamRole | null) ?? null } : null;
}

/** The team when the user may `need` it: 404 when they may not even see it, 403 otherwise. */
export async function teamFor(db: Db, request: FastifyRequest, teamId: number, need: TeamNeed) {
  const user = currentUser(request);
  const access = await teamAccess(db, user, teamId);
  const staff = isStaff(user);
  if (!access || !(access.role || staff || access.team.public)) throw notFound(request);
  if (need === 'read' && !access.role && !staff) throw collabError(request, 403, 'team_member_required');
  if (need === 'manage' && !isManagerRole(access.role))
    throw collabError(request, 403, 'team_manage_required');
  if (need === 'own' && access.role !== 'OWNER') throw collabError(request, 403, 'team_owner_required');
  return access;
}
