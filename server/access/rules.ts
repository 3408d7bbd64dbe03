import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genolists, projects, type UserRow } from '../db/schema';
import {
  ACTION_NEEDS,
  type Action,
  type Capabilities,
  type Capability,
  flagsGiving,
  type Holding,
  type ItemKind,
  OWNER_GIVES,
  teamPairsGiving,
} from './policy';

/**
 * The rule of `policy.ts` as SQL, so that a list gets every row's rights in its own query and a
 * single read gets them the same way. Routes ask here and answer 404 for what a user may not
 * see, so a private resource of someone else is never revealed to exist.
 *
 * See a project: staff; anyone when public; whoever holds it (its owner, a member of a team it
 * is shared with, a collaborator).
 * See a genolist: the same, and whoever holds its project (the owner of a private genolist in
 * a public project chose to keep it to themselves, so the project being public is not enough).
 */

export type Viewer = UserRow | null;

export const isStaff = (user: Viewer) => Boolean(user && (user.is_staff || user.is_superuser));

/** A change made through staff rights rather than ownership: the audit log records it. */
export const changedByStaff = (user: UserRow, ownerId: number | null) => isStaff(user) && ownerId !== user.id;

type ItemId = SQL | Column | number;

const TABLES = {
  project: { shares: 'project_shares', collaborators: 'project_collaborators', key: 'project_id' },
  genolist: { shares: 'genolist_shares', collaborators: 'genolist_collaborators', key: 'genolist_id' },
} as const;

/** The user owns the item (a genolist: it or its project). */
function ownsSql(user: UserRow, kind: ItemKind, item: ItemId): SQL {
  return kind === 'project'
    ? sql`EXISTS (SELECT 1 FROM projects op WHERE op.id = ${item} AND op.owner_id = ${user.id})`
    : sql`EXISTS (SELECT 1 FROM genolists og JOIN projects op ON op.id = og.project_id
        WHERE og.id = ${item} AND (og.owner_id = ${user.id} OR op.owner_id = ${user.id}))`;
}

/** A share of the item with a team the user is in, optionally only the (permission, role) pairs given. */
function shareSql(user: UserRow, kind: ItemKind, item: ItemId, pairs?: [string, string][]): SQL {
  const { shares, key } = TABLES[kind];
  const which = pairs
    ? sql` AND (s.permission, m.role) IN (${sql.raw(pairs.map(([p, r]) => `('${p}', '${r}')`).join(', '))})`
    : sql``;
  return sql`EXISTS (SELECT 1 FROM ${sql.identifier(shares)} s JOIN team_members m ON m.team_id = s.team_id
    WHERE s.${sql.identifier(key)} = ${item} AND m.user_id = ${user.id}${which})`;
}

/** A collaborator record of the user on the item, optionally only with one of the flags given. */
function collaboratorSql(user: UserRow, kind: ItemKind, item: ItemId, flags?: string[]): SQL {
  const { collaborators, key } = TABLES[kind];
  const which = flags ? sql` AND (${sql.raw(flags.map((f) => `c.${f}`).join(' OR '))})` : sql``;
  return sql`EXISTS (SELECT 1 FROM ${sql.identifier(collaborators)} c
    WHERE c.${sql.identifier(key)} = ${item} AND c.user_id = ${user.id}${which})`;
}

/** The user holds the item in some way (any capability or none): it is theirs to see. */
function holdsSql(user: UserRow, kind: ItemKind, item: ItemId): SQL {
  return sql`(${ownsSql(user, kind, item)} OR ${shareSql(user, kind, item)} OR ${collaboratorSql(user, kind, item)})`;
}

/** Condition: `user` holds `capability` on the item whose id is `item` (derived from policy.ts). */
function capabilitySql(user: Viewer, kind: ItemKind, capability: Capability, item: ItemId): SQL {
  if (!user) return sql`false`;
  if (isStaff(user)) return sql`true`;
  const ways: SQL[] = [];
  if (OWNER_GIVES.includes(capability)) ways.push(ownsSql(user, kind, item));
  const flags = flagsGiving(capability);
  if (flags.length > 0) ways.push(collaboratorSql(user, kind, item, flags));
  const pairs = teamPairsGiving(capability);
  if (pairs.length > 0) ways.push(shareSql(user, kind, item, pairs));
  return ways.length === 0 ? sql`false` : sql`(${sql.join(ways, sql` OR `)})`;
}

/** Condition: `user` may do `action` on the item whose id is `item`. */
export function actionSql(user: Viewer, kind: ItemKind, action: Action, item: ItemId): SQL {
  if (isStaff(user)) return sql`true`;
  const needs = ACTION_NEEDS[action];
  if (needs === 'staff') return sql`false`;
  return sql`(${sql.join(
    needs.map((capability) => capabilitySql(user, kind, capability, item)),
    sql` AND `,
  )})`;
}

/** The user's capabilities on each row of a `projects` or `genolists` query, as columns. */
export function capabilityColumns(user: Viewer, kind: ItemKind) {
  const item = kind === 'project' ? projects.id : genolists.id;
  const column = (capability: Capability) => sql<boolean>`${capabilitySql(user, kind, capability, item)}`;
  return { edit: column('edit'), delete: column('delete'), manage: column('manage') };
}

/** The holding of a row read with `capabilityColumns` (drivers answer booleans loosely). */
export function holdingOf(user: Viewer, row: Record<Capability, unknown>): Holding {
  const capabilities: Capabilities = {
    edit: Boolean(row.edit),
    delete: Boolean(row.delete),
    manage: Boolean(row.manage),
  };
  return { staff: isStaff(user), capabilities };
}

/** Condition on `projects` rows the viewer may see. */
export function visibleProjects(user: Viewer): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (!user) return eq(projects.public, true);
  return sql`(${projects.public} OR ${holdsSql(user, 'project', projects.id)})`;
}

/** Condition on `genolists` rows the viewer may see. */
export function visibleGenolists(user: Viewer): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (!user) return eq(genolists.public, true);
  return sql`(${genolists.public} OR ${holdsSql(user, 'genolist', genolists.id)}
    OR ${holdsSql(user, 'project', genolists.project_id)})`;
}

/** The project and what the viewer holds on it, or null when it does not exist or they may not see it. */
export async function projectAccess(db: Db, user: Viewer, projectId: number) {
  const [row] = await db
    .select({ project: projects, ...capabilityColumns(user, 'project') })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjects(user)));
  return row ? { project: row.project, holding: holdingOf(user, row) } : null;
}

/** The genolist and what the viewer holds on it, or null when it does not exist or they may not see it. */
export async function genolistAccess(db: Db, user: Viewer, genolistId: number) {
  const [row] = await db
    .select({ genolist: genolists, ...capabilityColumns(user, 'genolist') })
    .from(genolists)
    .where(and(eq(genolists.id, genolistId), visibleGenolists(user)));
  return row ? { genolist: row.genolist, holding: holdingOf(user, row) } : null;
}

/** A project or a genolist by kind, with its name and what the viewer holds on it; null as above. */
export async function itemAccess(db: Db, user: Viewer, kind: ItemKind, id: number) {
  if (kind === 'project') {
    const access = await projectAccess(db, user, id);
    return access && { id, name: access.project.name, holding: access.holding };
  }
  const access = await genolistAccess(db, user, id);
  return access && { id, name: access.genolist.name, holding: access.holding };
}
