import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genolists, projects, type UserRow } from '../db/schema';

/**
 * Who may see or change a project or a genolist — the one place that decides (spec 1 §6,
 * DESIGN.md). Routes ask here and answer 404 for what a user may not see, so a private
 * resource of someone else is never revealed to exist.
 *
 * See a project: staff; its owner; anyone when public; members of a team it is shared with;
 * its collaborators.
 * See a genolist: staff; its owner; anyone when public; members of a team it is shared with;
 * its collaborators; and whoever may see its project other than through the project being
 * public (the owner of a private genolist in a public project chose to keep it to themselves).
 * Change (edit, visibility, delete): staff; the owner (for a genolist, also the owner of its
 * project); a collaborator with the matching flag;
 * a member of a team it is shared with at EDITOR or ADMIN permission (delete: ADMIN only).
 */

export type Viewer = UserRow | null;

export const isStaff = (user: Viewer) => Boolean(user && (user.is_staff || user.is_superuser));

/** A change made through staff rights rather than ownership: the audit log records it. */
export const changedByStaff = (user: UserRow, ownerId: number | null) => isStaff(user) && ownerId !== user.id;

function projectPersonalAccess(user: UserRow, projectId: SQL | typeof projects.id): SQL {
  return sql`(
    ${projects.owner_id} = ${user.id}
    OR EXISTS (SELECT 1 FROM project_shares s JOIN team_members m ON m.team_id = s.team_id
               WHERE s.project_id = ${projectId} AND m.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM project_collaborators c WHERE c.project_id = ${projectId} AND c.user_id = ${user.id}))`;
}

/** Condition on `projects` rows the viewer may see. */
export function visibleProjects(user: Viewer): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (!user) return eq(projects.public, true);
  return sql`(${projects.public} OR ${projectPersonalAccess(user, projects.id)})`;
}

/** Condition on `genolists` rows the viewer may see. */
export function visibleGenolists(user: Viewer): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (!user) return eq(genolists.public, true);
  return sql`(${genolists.public} OR ${genolists.owner_id} = ${user.id}
    OR EXISTS (SELECT 1 FROM genolist_shares s JOIN team_members m ON m.team_id = s.team_id
               WHERE s.genolist_id = ${genolists.id} AND m.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM genolist_collaborators c WHERE c.genolist_id = ${genolists.id} AND c.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM projects p WHERE p.id = ${genolists.project_id} AND (p.owner_id = ${user.id}
      OR EXISTS (SELECT 1 FROM project_shares s JOIN team_members m ON m.team_id = s.team_id
                 WHERE s.project_id = p.id AND m.user_id = ${user.id})
      OR EXISTS (SELECT 1 FROM project_collaborators c WHERE c.project_id = p.id AND c.user_id = ${user.id}))))`;
}

export interface Rights {
  canEdit: boolean;
  canDelete: boolean;
}

const RIGHTS_TABLES = {
  project: {
    table: projects,
    shares: 'project_shares',
    collaborators: 'project_collaborators',
    key: 'project_id',
  },
  genolist: {
    table: genolists,
    shares: 'genolist_shares',
    collaborators: 'genolist_collaborators',
    key: 'genolist_id',
  },
} as const;

/**
 * The viewer's rights as SQL columns of a `projects` or `genolists` query, so that a list gets
 * them in its own query and a single read in the same way: one rule, stated once.
 */
export function rightsColumns(
  user: Viewer,
  kind: 'project' | 'genolist',
): { canEdit: SQL<boolean>; canDelete: SQL<boolean> } {
  if (!user) return { canEdit: sql<boolean>`false`, canDelete: sql<boolean>`false` };
  if (isStaff(user)) return { canEdit: sql<boolean>`true`, canDelete: sql<boolean>`true` };
  const { table, shares, collaborators, key } = RIGHTS_TABLES[kind];
  // The owner of a project also manages the genolists made in it.
  const owner =
    kind === 'project'
      ? sql`${projects.owner_id} IS NOT DISTINCT FROM ${user.id}`
      : sql`(${genolists.owner_id} IS NOT DISTINCT FROM ${user.id}
          OR EXISTS (SELECT 1 FROM projects p WHERE p.id = ${genolists.project_id} AND p.owner_id = ${user.id}))`;
  const collaborator = (flag: 'can_edit_metadata' | 'can_delete') => sql`EXISTS (
    SELECT 1 FROM ${sql.identifier(collaborators)} c
    WHERE c.${sql.identifier(key)} = ${table.id} AND c.user_id = ${user.id} AND c.${sql.identifier(flag)})`;
  const team = (permissions: 'EDITOR_OR_ADMIN' | 'ADMIN') => sql`EXISTS (
    SELECT 1 FROM ${sql.identifier(shares)} s JOIN team_members m ON m.team_id = s.team_id
    WHERE s.${sql.identifier(key)} = ${table.id} AND m.user_id = ${user.id}
      AND ${permissions === 'ADMIN' ? sql`s.permission = 'ADMIN'` : sql`s.permission IN ('EDITOR', 'ADMIN')`})`;
  return {
    canEdit: sql<boolean>`(${owner} OR ${collaborator('can_edit_metadata')} OR ${team('EDITOR_OR_ADMIN')})`,
    canDelete: sql<boolean>`(${owner} OR ${collaborator('can_delete')} OR ${team('ADMIN')})`,
  };
}

/**
 * Whether `user` may make these changes to a project they may see with `rights`: name and
 * description need the right to edit; visibility, ownership or staff; the owner, staff only.
 */
export function mayChangeProject(
  user: UserRow,
  project: { owner_id: number | null },
  rights: Rights,
  changes: { details: boolean; visibility: boolean; owner: boolean },
): boolean {
  if (changes.details && !rights.canEdit) return false;
  if (changes.visibility && !isStaff(user) && project.owner_id !== user.id) return false;
  return !(changes.owner && !isStaff(user));
}

/** The project with the viewer's rights, or null when it does not exist or they may not see it (answer 404). */
export async function projectFor(db: Db, user: Viewer, projectId: number) {
  const { canEdit, canDelete } = rightsColumns(user, 'project');
  const [row] = await db
    .select({ project: projects, canEdit, canDelete })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjects(user)));
  return row ?? null;
}

/** The genolist with the viewer's rights, or null when it does not exist or they may not see it (answer 404). */
export async function genolistFor(db: Db, user: Viewer, genolistId: number) {
  const { canEdit, canDelete } = rightsColumns(user, 'genolist');
  const [row] = await db
    .select({ genolist: genolists, canEdit, canDelete })
    .from(genolists)
    .where(and(eq(genolists.id, genolistId), visibleGenolists(user)));
  return row ?? null;
}
