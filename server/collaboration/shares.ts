import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ItemKind, SharePermission } from '../access/policy';
import type { Db, Tx } from '../db/client';
import { genolistShares, genolists, projectShares, projects, teams, users } from '../db/schema';
import { recordEvent } from '../events/service';
import { notify, teamMembersBut } from '../notifications/service';
import { presentUserRef, userRef } from './user-ref';

/**
 * Projects and genolists shared with teams (project_shares, genolist_shares). What a share lets
 * the team's members do is decided by server/access/rules.ts; here they are made, listed, removed.
 */

const sharer = alias(users, 'sharer');

/**
 * Shares the item with the team, or changes the permission when it already is (then the first
 * sharer and date are kept). `created` tells which. A share made or changed is recorded in the
 * team's activity, in the same transaction; sharing again at the same permission records nothing.
 */
export async function shareWithTeam(
  db: Db,
  kind: ItemKind,
  item: { id: number; name: string },
  teamId: number,
  permission: SharePermission,
  userId: number,
) {
  const values = { team_id: teamId, permission, shared_by: userId };
  const returning = {
    permission: sql<string>`permission`,
    shared_date: sql<Date>`shared_date`,
    shared_by: sql<number | null>`shared_by`,
    // A row inserted by this statement has no xmax; an updated one does.
    created: sql<boolean>`(xmax = 0)`,
  };
  const row = await db.transaction(async (tx) => {
    const table = kind === 'project' ? projectShares : genolistShares;
    const itemColumn = kind === 'project' ? projectShares.project_id : genolistShares.genolist_id;
    const [before] = await tx
      .select({ permission: table.permission })
      .from(table)
      .where(and(eq(table.team_id, teamId), eq(itemColumn, item.id)))
      .for('update');
    const [written] =
      kind === 'project'
        ? await tx
            .insert(projectShares)
            .values({ ...values, project_id: item.id })
            .onConflictDoUpdate({
              target: [projectShares.team_id, projectShares.project_id],
              set: { permission },
            })
            .returning(returning)
        : await tx
            .insert(genolistShares)
            .values({ ...values, genolist_id: item.id })
            .onConflictDoUpdate({
              target: [genolistShares.team_id, genolistShares.genolist_id],
              set: { permission },
            })
            .returning(returning);
    if (!written) throw new Error('share upsert returned nothing');
    if (before?.permission !== permission) {
      await recordEvent(tx, {
        kind: 'shared',
        actorId: userId,
        teamId,
        [kind === 'project' ? 'projectId' : 'genolistId']: item.id,
        data: {
          item: kind,
          name: item.name,
          permission,
          ...(before ? { previous_permission: before.permission } : {}),
        },
      });
    }
    if (!before) {
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
      await notify(tx, {
        kind: kind === 'project' ? 'project_shared' : 'genolist_shared',
        recipients: await teamMembersBut(tx, teamId, userId),
        actorId: userId,
        teamId,
        [kind === 'project' ? 'projectId' : 'genolistId']: item.id,
        data: { team_name: team?.name ?? '', name: item.name, permission },
      });
    }
    return written;
  });
  const [by] =
    row.shared_by === null
      ? []
      : await db.select(userRef(users)).from(users).where(eq(users.id, row.shared_by));
  return {
    permission: row.permission as SharePermission,
    shared_date: new Date(row.shared_date).toISOString(),
    shared_by: by ? presentUserRef(by) : null,
    created: Boolean(row.created),
  };
}

/**
 * Removes the share and records it in the team's activity; false when the item was not shared
 * with the team.
 */
export async function unshare(
  db: Db,
  kind: ItemKind,
  teamId: number,
  itemId: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed =
      kind === 'project'
        ? await tx
            .delete(projectShares)
            .where(and(eq(projectShares.team_id, teamId), eq(projectShares.project_id, itemId)))
            .returning({ id: projectShares.id })
        : await tx
            .delete(genolistShares)
            .where(and(eq(genolistShares.team_id, teamId), eq(genolistShares.genolist_id, itemId)))
            .returning({ id: genolistShares.id });
    if (removed.length === 0) return false;
    const [named] =
      kind === 'project'
        ? await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, itemId))
        : await tx.select({ name: genolists.name }).from(genolists).where(eq(genolists.id, itemId));
    await recordEvent(tx, {
      kind: 'unshared',
      actorId,
      teamId,
      [kind === 'project' ? 'projectId' : 'genolistId']: itemId,
      data: { item: kind, name: named?.name ?? '' },
    });
    return true;
  });
}

/** The team's projects, most recently shared first. */
export async function teamProjects(db: Db, teamId: number) {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      status: projects.status,
      permission: projectShares.permission,
      shared_date: projectShares.shared_date,
      shared_by: userRef(sharer),
    })
    .from(projectShares)
    .innerJoin(projects, eq(projects.id, projectShares.project_id))
    .leftJoin(sharer, eq(sharer.id, projectShares.shared_by))
    .where(eq(projectShares.team_id, teamId))
    .orderBy(desc(projectShares.shared_date), asc(projects.id));
  return rows.map((r) => ({
    ...r,
    permission: r.permission as SharePermission,
    shared_date: new Date(r.shared_date).toISOString(),
    shared_by: presentUserRef(r.shared_by),
  }));
}

/** The team's genolists with their project, most recently shared first. */
export async function teamGenolists(db: Db, teamId: number) {
  const rows = await db
    .select({
      id: genolists.id,
      name: genolists.name,
      description: genolists.description,
      project: { id: projects.id, name: projects.name },
      permission: genolistShares.permission,
      shared_date: genolistShares.shared_date,
      shared_by: userRef(sharer),
    })
    .from(genolistShares)
    .innerJoin(genolists, eq(genolists.id, genolistShares.genolist_id))
    .innerJoin(projects, eq(projects.id, genolists.project_id))
    .leftJoin(sharer, eq(sharer.id, genolistShares.shared_by))
    .where(eq(genolistShares.team_id, teamId))
    .orderBy(desc(genolistShares.shared_date), asc(genolists.id));
  return rows.map((r) => ({
    ...r,
    permission: r.permission as SharePermission,
    shared_date: new Date(r.shared_date).toISOString(),
    shared_by: presentUserRef(r.shared_by),
  }));
}

/**
 * `auto_add_projects`: a project created by an OWNER or ADMIN of a team that has
 * the flag is shared with it at VIEWER, and each share recorded in its team's activity. One
 * statement, whatever the number of teams.
 */
export async function autoShareNewProject(db: Db | Tx, projectId: number, creatorId: number) {
  const result = await db.execute(sql`WITH shared AS (
      INSERT INTO project_shares (project_id, team_id, permission, shared_by)
      SELECT ${projectId}, t.id, 'VIEWER', ${creatorId}
      FROM teams t JOIN team_members m ON m.team_id = t.id
      WHERE m.user_id = ${creatorId} AND m.role IN ('OWNER', 'ADMIN')
        AND t.auto_add_projects AND t.deleted_at IS NULL
      ON CONFLICT DO NOTHING
      RETURNING team_id)
    INSERT INTO events (kind, actor_id, team_id, project_id, data)
    SELECT 'shared', ${creatorId}, shared.team_id, ${projectId},
      jsonb_build_object('item', 'project', 'name', p.name, 'permission', 'VIEWER')
    FROM shared JOIN projects p ON p.id = ${projectId}
    RETURNING team_id, (SELECT name FROM teams WHERE id = team_id) AS team_name, data->>'name' AS name`);
  // PGlite answers `{rows}`, node-postgres a QueryResult with `rows` too.
  const shared = (result as unknown as { rows: { team_id: number; team_name: string; name: string }[] }).rows;
  for (const team of shared) {
    await notify(db, {
      kind: 'project_shared',
      recipients: await teamMembersBut(db, team.team_id, creatorId),
      actorId: creatorId,
      teamId: team.team_id,
      projectId,
      data: { team_name: team.team_name, name: team.name, permission: 'VIEWER' },
    });
  }
}
