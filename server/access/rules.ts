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
 * Change (edit, visibility, delete): staff; the owner; a collaborator with the matching flag;
 * a member of a team it is shared with at EDITOR or ADMIN permission (delete: ADMIN only).
 */

export type Viewer = UserRow | null;

export const isStaff = (user: Viewer) => Boolean(user && (user.is_staff || user.is_superuser));

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

type ResourceKind = 'project' | 'genolist';

/** What the viewer may do to a resource they can see. */
async function rightsOn(
  db: Db,
  user: Viewer,
  kind: ResourceKind,
  id: number,
  ownerId: number | null,
): Promise<Rights> {
  if (!user) return { canEdit: false, canDelete: false };
  if (isStaff(user) || ownerId === user.id) return { canEdit: true, canDelete: true };
  const shares = kind === 'project' ? sql.identifier('project_shares') : sql.identifier('genolist_shares');
  const collaborators =
    kind === 'project' ? sql.identifier('project_collaborators') : sql.identifier('genolist_collaborators');
  const column = sql.identifier(`${kind}_id`);
  const result = await db.execute(sql`
    SELECT
      COALESCE(bool_or(c.can_edit_metadata), false) OR EXISTS (
        SELECT 1 FROM ${shares} s JOIN team_members m ON m.team_id = s.team_id
        WHERE s.${column} = ${id} AND m.user_id = ${user.id} AND s.permission IN ('EDITOR', 'ADMIN')) AS can_edit,
      COALESCE(bool_or(c.can_delete), false) OR EXISTS (
        SELECT 1 FROM ${shares} s JOIN team_members m ON m.team_id = s.team_id
        WHERE s.${column} = ${id} AND m.user_id = ${user.id} AND s.permission = 'ADMIN') AS can_delete
    FROM ${collaborators} c WHERE c.${column} = ${id} AND c.user_id = ${user.id}`);
  const row = (result as unknown as { rows: { can_edit: boolean; can_delete: boolean }[] }).rows[0];
  return { canEdit: Boolean(row?.can_edit), canDelete: Boolean(row?.can_delete) };
}

/** The project with the viewer's rights, or null when it does not exist or they may not see it (answer 404). */
export async function projectFor(db: Db, user: Viewer, projectId: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjects(user)));
  if (!project) return null;
  return { project, ...(await rightsOn(db, user, 'project', project.id, project.owner_id)) };
}

/** The genolist with the viewer's rights, or null when it does not exist or they may not see it (answer 404). */
export async function genolistFor(db: Db, user: Viewer, genolistId: number) {
  const [genolist] = await db
    .select()
    .from(genolists)
    .where(and(eq(genolists.id, genolistId), visibleGenolists(user)));
  if (!genolist) return null;
  return { genolist, ...(await rightsOn(db, user, 'genolist', genolist.id, genolist.owner_id)) };
}
