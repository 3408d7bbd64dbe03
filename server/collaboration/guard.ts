import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { genolistFor, isStaff, projectFor } from '../access/rules';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { genolists, projects, teamMembers, teams, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { collabError } from './messages';
import type { SharePermission, TeamRole } from './schemas';

/**
 * Who may do what in the collaboration domain. Everything a user may not see answers 404 (a
 * private team of others is never revealed to exist); what they see but may not change, 403.
 *
 * A team is seen by its members, by staff, and (its detail only) by anyone when public.
 * Its members, shared items and invitations are read by members and staff. OWNER and ADMIN
 * invite, share, change settings and manage members; only an OWNER deletes it.
 * A project or genolist is managed (collaborators, sharing with teams) by staff, its owner (for
 * a genolist also the owner of its project), and collaborators with can_manage_collaborators
 * (on a genolist, also those of its project). A manager who is not staff or owner cannot give
 * rights they do not hold themselves.
 */

export const notFound = (request: FastifyRequest) =>
  new HttpError(404, 'not_found', messageFor(request, 'not_found'));

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

/* ---------------------------------------------------------------- projects and genolists */

export type ItemKind = 'project' | 'genolist';

export interface ItemAccess {
  id: number;
  name: string;
  /** Staff or owner: every right, may give any. */
  full: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** May manage collaborators and share with teams. */
  canManage: boolean;
}

/** Whether `user` holds can_manage_collaborators on the item (or, for a genolist, on its project). */
function managesThroughCollaborator(user: UserRow, kind: ItemKind, id: number) {
  const project = sql`EXISTS (SELECT 1 FROM project_collaborators c
    WHERE c.project_id = ${kind === 'project' ? id : genolists.project_id}
      AND c.user_id = ${user.id} AND c.can_manage_collaborators)`;
  if (kind === 'project') return project;
  return sql`(${project} OR EXISTS (SELECT 1 FROM genolist_collaborators c
    WHERE c.genolist_id = ${id} AND c.user_id = ${user.id} AND c.can_manage_collaborators))`;
}

/** The item with the user's rights on it, or null when they may not see it. */
export async function itemAccess(
  db: Db,
  user: UserRow,
  kind: ItemKind,
  id: number,
): Promise<ItemAccess | null> {
  const staff = isStaff(user);
  if (kind === 'project') {
    const found = await projectFor(db, user, id);
    if (!found) return null;
    const full = staff || found.project.owner_id === user.id;
    const [row] = full
      ? [{ manages: true }]
      : await db
          .select({ manages: sql<boolean>`${managesThroughCollaborator(user, kind, id)}` })
          .from(projects)
          .where(eq(projects.id, id));
    return {
      id,
      name: found.project.name,
      full,
      canEdit: Boolean(found.canEdit),
      canDelete: Boolean(found.canDelete),
      canManage: full || Boolean(row?.manages),
    };
  }
  const found = await genolistFor(db, user, id);
  if (!found) return null;
  const [row] = await db
    .select({
      projectOwner: projects.owner_id,
      manages: sql<boolean>`${managesThroughCollaborator(user, kind, id)}`,
    })
    .from(genolists)
    .innerJoin(projects, eq(projects.id, genolists.project_id))
    .where(eq(genolists.id, id));
  const full = staff || found.genolist.owner_id === user.id || row?.projectOwner === user.id;
  return {
    id,
    name: found.genolist.name,
    full,
    canEdit: Boolean(found.canEdit),
    canDelete: Boolean(found.canDelete),
    canManage: full || Boolean(row?.manages),
  };
}

/** The item the user may manage: 404 when they may not see it, 403 when they see it only. */
export async function managedItem(db: Db, request: FastifyRequest, kind: ItemKind, id: number) {
  const access = await itemAccess(db, currentUser(request), kind, id);
  if (!access) throw notFound(request);
  if (!access.canManage) throw collabError(request, 403, 'share_item_rights');
  return access;
}

export interface Grant {
  edit: boolean;
  delete: boolean;
  manage: boolean;
}

/** The rights a team permission or collaborator flags give (spec 1 §5: EDITOR edits, ADMIN manages fully). */
export const grantOfPermission = (permission: SharePermission): Grant => ({
  edit: permission !== 'VIEWER',
  delete: permission === 'ADMIN',
  manage: false,
});

/** 403 when a manager who is neither staff nor owner would give rights they lack. */
export function checkGrant(request: FastifyRequest, access: ItemAccess, grant: Grant) {
  if (access.full) return;
  const exceeds =
    (grant.edit && !access.canEdit) ||
    (grant.delete && !access.canDelete) ||
    (grant.manage && !access.canManage);
  if (exceeds) throw collabError(request, 403, 'share_grant_exceeds');
}
