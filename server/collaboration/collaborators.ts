import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ItemKind } from '../access/policy';
import { actionSql } from '../access/rules';
import type { Db } from '../db/client';
import {
  genolistCollaborators,
  genolists,
  projectCollaborators,
  projects,
  type UserRow,
  users,
} from '../db/schema';
import { presentUserRef, userRef } from './user-ref';

/**
 * Collaborators of one project or genolist (project_collaborators, genolist_collaborators): a
 * user with flags that server/access/ turns into rights. A record is seen by who may manage the
 * item's collaborators (the `share` action) and by the collaborator themself.
 */

export interface Flags {
  can_edit_metadata: boolean;
  can_manage_collaborators: boolean;
  can_delete: boolean;
}

/** Condition on a collaborator row: `user` manages the collaborators of its item. */
function managesItem(user: UserRow, kind: ItemKind): SQL {
  const item = kind === 'project' ? projectCollaborators.project_id : genolistCollaborators.genolist_id;
  return actionSql(user, kind, 'share', item);
}

const flagsOf = (row: Flags) => ({
  can_edit_metadata: row.can_edit_metadata,
  can_manage_collaborators: row.can_manage_collaborators,
  can_delete: row.can_delete,
});

function selectProjectCollaborators(db: Db) {
  return db
    .select({
      id: projectCollaborators.id,
      user: userRef(users),
      flags: {
        can_edit_metadata: projectCollaborators.can_edit_metadata,
        can_manage_collaborators: projectCollaborators.can_manage_collaborators,
        can_delete: projectCollaborators.can_delete,
      },
      created_at: projectCollaborators.created_at,
      project: { id: projects.id, name: projects.name },
    })
    .from(projectCollaborators)
    .innerJoin(users, eq(users.id, projectCollaborators.user_id))
    .innerJoin(projects, eq(projects.id, projectCollaborators.project_id));
}

function selectGenolistCollaborators(db: Db) {
  return db
    .select({
      id: genolistCollaborators.id,
      user: userRef(users),
      flags: {
        can_edit_metadata: genolistCollaborators.can_edit_metadata,
        can_manage_collaborators: genolistCollaborators.can_manage_collaborators,
        can_delete: genolistCollaborators.can_delete,
      },
      created_at: genolistCollaborators.created_at,
      genolist: { id: genolists.id, name: genolists.name, project_id: genolists.project_id },
    })
    .from(genolistCollaborators)
    .innerJoin(users, eq(users.id, genolistCollaborators.user_id))
    .innerJoin(genolists, eq(genolists.id, genolistCollaborators.genolist_id));
}

type Common = { id: number; user: Parameters<typeof presentUserRef>[0]; flags: Flags; created_at: Date };

function presentCommon(row: Common) {
  const user = presentUserRef(row.user);
  if (!user) throw new Error('a collaborator without a user');
  return { id: row.id, user, ...flagsOf(row.flags), created_at: new Date(row.created_at).toISOString() };
}

export interface CollaboratorFilter {
  /** Only this project's or genolist's collaborators. */
  itemId?: number;
  /** Only the user's own records (my_collaborations). */
  mine?: boolean;
}

export async function listProjectCollaborators(db: Db, user: UserRow, filter: CollaboratorFilter = {}) {
  const own = eq(projectCollaborators.user_id, user.id);
  const rows = await selectProjectCollaborators(db)
    .where(
      and(
        filter.mine ? own : sql`(${own} OR ${managesItem(user, 'project')})`,
        filter.itemId ? eq(projectCollaborators.project_id, filter.itemId) : undefined,
      ),
    )
    .orderBy(asc(projects.name), asc(projectCollaborators.id));
  return rows.map((r) => ({ ...presentCommon(r), project: r.project }));
}

export async function listGenolistCollaborators(db: Db, user: UserRow, filter: CollaboratorFilter = {}) {
  const own = eq(genolistCollaborators.user_id, user.id);
  const rows = await selectGenolistCollaborators(db)
    .where(
      and(
        filter.mine ? own : sql`(${own} OR ${managesItem(user, 'genolist')})`,
        filter.itemId ? eq(genolistCollaborators.genolist_id, filter.itemId) : undefined,
      ),
    )
    .orderBy(asc(genolists.name), asc(genolistCollaborators.id));
  return rows.map((r) => ({ ...presentCommon(r), genolist: r.genolist }));
}

export interface CollaboratorRecord {
  id: number;
  itemId: number;
  userId: number;
  flags: Flags;
  /** The signed-in user manages the item's collaborators. */
  manages: boolean;
}

/** The record when the user may see it (they manage the item, or it is theirs), else undefined. */
export async function findCollaborator(
  db: Db,
  user: UserRow,
  kind: ItemKind,
  id: number,
): Promise<CollaboratorRecord | undefined> {
  const table = kind === 'project' ? projectCollaborators : genolistCollaborators;
  const itemColumn = kind === 'project' ? projectCollaborators.project_id : genolistCollaborators.genolist_id;
  const manages = managesItem(user, kind);
  const [row] = await db
    .select({
      id: table.id,
      itemId: itemColumn,
      userId: table.user_id,
      can_edit_metadata: table.can_edit_metadata,
      can_manage_collaborators: table.can_manage_collaborators,
      can_delete: table.can_delete,
      manages: sql<boolean>`${manages}`,
    })
    .from(table)
    .where(and(eq(table.id, id), sql`(${table.user_id} = ${user.id} OR ${manages})`));
  if (!row) return undefined;
  return {
    id: row.id,
    itemId: row.itemId,
    userId: row.userId,
    flags: flagsOf(row),
    manages: Boolean(row.manages),
  };
}

/** Adds the collaborator; undefined when they already are one (the unique index decides). */
export async function addCollaborator(
  db: Db,
  kind: ItemKind,
  itemId: number,
  userId: number,
  flags: Flags,
): Promise<number | undefined> {
  const [row] =
    kind === 'project'
      ? await db
          .insert(projectCollaborators)
          .values({ project_id: itemId, user_id: userId, ...flags })
          .onConflictDoNothing()
          .returning({ id: projectCollaborators.id })
      : await db
          .insert(genolistCollaborators)
          .values({ genolist_id: itemId, user_id: userId, ...flags })
          .onConflictDoNothing()
          .returning({ id: genolistCollaborators.id });
  return row?.id;
}

export async function updateCollaborator(db: Db, kind: ItemKind, id: number, flags: Partial<Flags>) {
  if (Object.keys(flags).length === 0) return;
  const table = kind === 'project' ? projectCollaborators : genolistCollaborators;
  await db.update(table).set(flags).where(eq(table.id, id));
}

export async function removeCollaborator(db: Db, kind: ItemKind, id: number) {
  const table = kind === 'project' ? projectCollaborators : genolistCollaborators;
  await db.delete(table).where(eq(table.id, id));
}

/** One record as the API shows it (after a change). */
export async function presentCollaborator(db: Db, kind: ItemKind, id: number) {
  if (kind === 'project') {
    const [row] = await selectProjectCollaborators(db).where(eq(projectCollaborators.id, id));
    return row && { ...presentCommon(row), project: row.project };
  }
  const [row] = await selectGenolistCollaborators(db).where(eq(genolistCollaborators.id, id));
  return row && { ...presentCommon(row), genolist: row.genolist };
}

/** The owner of the item (for a genolist, also its project's owner): they need no record. */
/** How many collaborators the item has (its plan limit counts them). */
export async function collaboratorCount(db: Db, kind: ItemKind, itemId: number): Promise<number> {
  const [row] =
    kind === 'project'
      ? await db
          .select({ n: count() })
          .from(projectCollaborators)
          .where(eq(projectCollaborators.project_id, itemId))
      : await db
          .select({ n: count() })
          .from(genolistCollaborators)
          .where(eq(genolistCollaborators.genolist_id, itemId));
  return row?.n ?? 0;
}

export async function ownersOf(db: Db, kind: ItemKind, itemId: number): Promise<number[]> {
  if (kind === 'project') {
    const [row] = await db.select({ owner: projects.owner_id }).from(projects).where(eq(projects.id, itemId));
    return row?.owner ? [row.owner] : [];
  }
  const [row] = await db
    .select({ owner: genolists.owner_id, projectOwner: projects.owner_id })
    .from(genolists)
    .innerJoin(projects, eq(projects.id, genolists.project_id))
    .where(eq(genolists.id, itemId));
  return [row?.owner, row?.projectOwner].filter((id): id is number => typeof id === 'number');
}
