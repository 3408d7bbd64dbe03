import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { may, rightsOf } from '../access/policy';
import { capabilityColumns, holdingOf, visibleGenolists, visibleProjects } from '../access/rules';
import type { Db, Tx } from '../db/client';
import { oneAtATimeForUser } from '../db/locks';
import {
  comparisons,
  factorLevels,
  genolistFavorites,
  genolists,
  projects,
  type UserRow,
  users,
} from '../db/schema';
import { recordEvent } from '../events/service';
import { recallGenolist } from '../genes/gene-index';
import { calledAtSql } from './called-sql';
import type { GENOLIST_ORDERINGS } from './schemas';

/**
 * Genolists as the API shows them: one query per list, with the project, the
 * comparison and its two levels, the owner, the viewer's favourite flag, the GO term count and
 * the viewer's rights as columns. Who may see what is decided by `server/access/rules.ts`.
 */

export type GenolistOrdering = (typeof GENOLIST_ORDERINGS)[number];
export type GenolistRow = typeof genolists.$inferSelect;

const mainLevel = alias(factorLevels, 'main_level');
const secondaryLevel = alias(factorLevels, 'secondary_level');
const owner = alias(users, 'genolist_owner');
const projectOwner = alias(users, 'project_owner');

function orderingOf(ordering: GenolistOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const column = {
    creation_date: genolists.creation_date,
    name: sql`lower(${genolists.name})`,
    view_count: genolists.view_count,
    gene_count: genolists.gene_count,
  }[ordering.replace(/^-/, '') as 'creation_date' | 'name' | 'view_count' | 'gene_count'];
  return [descending ? desc(column) : asc(column), descending ? desc(genolists.id) : asc(genolists.id)];
}

async function selectGenolists(
  db: Db,
  user: UserRow,
  where: SQL | undefined,
  opts: { ordering?: GenolistOrdering; limit?: number; favoritesOnly?: boolean } = {},
) {
  const capabilities = capabilityColumns(user, 'genolist');
  const favorite = sql<boolean>`EXISTS (SELECT 1 FROM genolist_favorites f
    WHERE f.genolist_id = ${genolists.id} AND f.user_id = ${user.id})`;
  // A public genolist can live in a project the viewer may not open: the client then shows the
  // project's name without a link, and the samples through GET /samples/?factors=.
  const projectVisible = sql<boolean>`(${visibleProjects(user) ?? sql`true`})`;
  let query = db
    .select({
      genolist: genolists,
      project: { id: projects.id, name: projects.name },
      projectVisible,
      projectOwner: {
        id: projectOwner.id,
        username: projectOwner.username,
        first_name: projectOwner.first_name,
        last_name: projectOwner.last_name,
      },
      comparison: { id: comparisons.id, name: comparisons.name, dialect: comparisons.dialect },
      main: { id: mainLevel.id, factor: mainLevel.factor, level: mainLevel.level },
      secondary: { id: secondaryLevel.id, factor: secondaryLevel.factor, level: secondaryLevel.level },
      owner: { id: owner.id, first_name: owner.first_name, last_name: owner.last_name },
      isFavorite: favorite,
      goTermCount: sql<number>`(SELECT count(*)::int FROM go_values v WHERE v.genolist_id = ${genolists.id})`,
      ...capabilities,
    })
    .from(genolists)
    .innerJoin(projects, eq(projects.id, genolists.project_id))
    .leftJoin(projectOwner, eq(projectOwner.id, projects.owner_id))
    .leftJoin(comparisons, eq(comparisons.id, genolists.comparison_id))
    .leftJoin(mainLevel, eq(mainLevel.id, comparisons.main_level_id))
    .leftJoin(secondaryLevel, eq(secondaryLevel.id, comparisons.secondary_level_id))
    .leftJoin(owner, eq(owner.id, genolists.owner_id))
    .$dynamic();
  if (opts.favoritesOnly) {
    query = query.innerJoin(
      genolistFavorites,
      and(eq(genolistFavorites.genolist_id, genolists.id), eq(genolistFavorites.user_id, user.id)),
    );
  }
  query = query.where(and(visibleGenolists(user), where));
  query = opts.favoritesOnly
    ? query.orderBy(desc(genolistFavorites.created_at), desc(genolists.id))
    : query.orderBy(...orderingOf(opts.ordering ?? '-creation_date'));
  if (opts.limit) query = query.limit(opts.limit);
  const rows = await query;
  return rows.map((row) => presentGenolist(user, row));
}

type SelectedRow = {
  genolist: GenolistRow;
  project: { id: number; name: string };
  projectVisible: boolean;
  projectOwner: { id: number; username: string; first_name: string; last_name: string } | null;
  comparison: { id: number; name: string; dialect: string } | null;
  main: { id: number; factor: string; level: string } | null;
  secondary: { id: number; factor: string; level: string } | null;
  owner: { id: number; first_name: string; last_name: string } | null;
  isFavorite: boolean;
  goTermCount: number;
  edit: boolean;
  delete: boolean;
  manage: boolean;
};

export function presentGenolist(user: UserRow, row: SelectedRow) {
  const holding = holdingOf(user, row);
  const g = row.genolist;
  const created = g.creation_date.toISOString();
  const comparison =
    row.comparison && row.main && row.secondary
      ? {
          id: row.comparison.id,
          name: row.comparison.name,
          dialect: row.comparison.dialect,
          main_factor: row.main,
          secondary_factor: row.secondary,
        }
      : null;
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    project: {
      id: row.project.id,
      name: row.project.name,
      owner: row.projectOwner,
      visible: Boolean(row.projectVisible),
    },
    project_id: row.project.id,
    project_name: row.project.name,
    type_genolist: g.type_genolist,
    source: g.source,
    public: g.public,
    view_count: g.view_count,
    gene_count: g.gene_count,
    deg: { pos: g.deg_pos, neg: g.deg_neg, total: g.deg_total },
    pvalue_cutoff: g.pvalue_cutoff,
    fold_change_cutoff: g.fold_change_cutoff,
    is_favorite: Boolean(row.isFavorite),
    creation_date: created,
    created_at: created,
    updated_at: g.updated_at.toISOString(),
    condition_1: comparison?.main_factor.level ?? null,
    condition_2: comparison?.secondary_factor.level ?? null,
    comparison,
    go_term_count: Number(row.goTermCount),
    owner: row.owner,
    ...rightsOf(holding),
    can_move: may(holding, 'move'),
  };
}

export type Genolist = ReturnType<typeof presentGenolist>;

export interface ListOptions {
  ordering?: GenolistOrdering;
  limit?: number;
}

/** Every genolist the user may see: their own, those shared with them, the public ones (staff: all). */
export const visibleGenolistList = (db: Db, user: UserRow, opts: ListOptions = {}) =>
  selectGenolists(db, user, undefined, opts);

export const publicGenolistList = (db: Db, user: UserRow, opts: ListOptions = {}) =>
  selectGenolists(db, user, eq(genolists.public, true), opts);

export const projectGenolistList = (db: Db, user: UserRow, projectId: number, opts: ListOptions = {}) =>
  selectGenolists(db, user, eq(genolists.project_id, projectId), opts);

export const favoriteGenolistList = (db: Db, user: UserRow) =>
  selectGenolists(db, user, undefined, { favoritesOnly: true });

export async function findGenolist(db: Db, user: UserRow, id: number): Promise<Genolist | undefined> {
  const [row] = await selectGenolists(db, user, eq(genolists.id, id));
  return row;
}

export async function countVisibleGenolists(db: Db, user: UserRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(genolists).where(visibleGenolists(user));
  return row?.n ?? 0;
}

/* ---------------------------------------------------------------------------------- changes */

export interface GenolistChanges {
  name?: string;
  description?: string;
  project?: number;
  /** A new owner (staff only). */
  owner?: number;
  public?: boolean;
  pvalue_cutoff?: number;
  fold_change_cutoff?: number;
}

/** The values table of a genolist's type: proteomic lists have their own. */
export const valuesTableName = (type: string) => (type === 'PROTEO' ? 'proteo_values' : 'transcripto_values');

/**
 * Applies the changes in one transaction; new cutoffs recount the DEGs from the stored values
 * with the significant-gene rule (`genomics/significance.ts`): up when log2FC > 0, down when < 0;
 * missing values are never called.
 */
export async function updateGenolist(db: Db, current: GenolistRow, changes: GenolistChanges) {
  const pvalue = changes.pvalue_cutoff ?? current.pvalue_cutoff;
  const foldChange = changes.fold_change_cutoff ?? current.fold_change_cutoff;
  const recount = pvalue !== current.pvalue_cutoff || foldChange !== current.fold_change_cutoff;
  const wanted = {
    name: changes.name?.trim(),
    description: changes.description,
    project_id: changes.project,
    owner_id: changes.owner,
    public: changes.public,
  };
  const changed = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && value !== current[key as keyof GenolistRow],
    ),
  );
  // Nothing new: updated_at (and so the frame's ETag) stays.
  if (!recount && Object.keys(changed).length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(genolists)
      .set({ ...changed, pvalue_cutoff: pvalue, fold_change_cutoff: foldChange, updated_at: new Date() })
      .where(eq(genolists.id, current.id));
    if (recount) {
      await recountDegs(tx, current, pvalue, foldChange);
      await recallGenolist(tx, current.id, { pvalue_cutoff: pvalue, fold_change_cutoff: foldChange });
    }
  });
}

/** Counts the genolist's up, down and total DEGs again from its stored values under these cutoffs. */
export async function recountDegs(
  tx: Tx,
  genolist: { id: number; type_genolist: string },
  pvalue: number,
  foldChange: number,
) {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  await tx.execute(sql`
    UPDATE genolists SET deg_pos = d.pos, deg_neg = d.neg, deg_total = d.total
    FROM (SELECT count(*) FILTER (WHERE called AND log_2_fc > 0)::int AS pos,
                 count(*) FILTER (WHERE called AND log_2_fc < 0)::int AS neg,
                 count(*) FILTER (WHERE called)::int AS total
          FROM (SELECT log_2_fc,
                       ${calledAtSql(sql`pvalue_adj`, sql`log_2_fc`, { pvalue_cutoff: pvalue, fold_change_cutoff: foldChange })} AS called
                FROM ${table} WHERE genolist_id = ${genolist.id}) v) d
    WHERE genolists.id = ${genolist.id}`);
}

export async function deleteGenolist(db: Db, id: number) {
  await db.delete(genolists).where(eq(genolists.id, id));
}

/** Removes the favourite, or adds it when it was not there; returns whether it is one now. */
export function toggleFavorite(db: Db, userId: number, genolistId: number): Promise<boolean> {
  // One toggle of the user at a time: two racing (two tabs, two processes) each flip it once.
  return oneAtATimeForUser(db, userId, async (tx) => {
    const removed = await tx
      .delete(genolistFavorites)
      .where(and(eq(genolistFavorites.user_id, userId), eq(genolistFavorites.genolist_id, genolistId)))
      .returning({ id: genolistFavorites.genolist_id });
    if (removed.length > 0) return false;
    await tx.insert(genolistFavorites).values({ user_id: userId, genolist_id: genolistId });
    await recordEvent(tx, {
      kind: 'favorite_added',
      actorId: userId,
      genolistId,
      data: { item: 'genolist' },
    });
    return true;
  });
}
