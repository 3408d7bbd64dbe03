import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rightsOf } from '../access/policy';
import { capabilityColumns, holdingOf, visibleGenolists, visibleProjects } from '../access/rules';
import { autoShareNewProject } from '../collaboration/shares';
import type { Db, Tx } from '../db/client';
import { oneAtATimeForUser } from '../db/locks';
import {
  comparisons,
  factorLevels,
  projectFavorites,
  projects,
  sampleFactorLevels,
  samples,
  type UserRow,
  users,
} from '../db/schema';
import { recordEvent } from '../events/service';
import type { PROJECT_ORDERINGS } from './schemas';

/**
 * Projects as the API shows them: one query per list (counts, favourite flag and rights are
 * columns of that query, never one query per row); the extended detail adds two (samples with
 * their factor levels, comparisons).
 */

export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];

/** Status of a project created in the console: it exists but has no data yet (not "completed"). */
export const NEW_PROJECT_STATUS = 'PENDING';

const countOf = (table: 'samples' | 'comparisons') =>
  sql<number>`(SELECT count(*) FROM ${sql.identifier(table)} x WHERE x.project_id = ${projects.id})::int`;

function projectColumns(user: UserRow) {
  const capabilities = capabilityColumns(user, 'project');
  return {
    id: projects.id,
    name: projects.name,
    description: projects.description,
    status: projects.status,
    public: projects.public,
    library: projects.library,
    organism_genus: projects.organism_genus,
    organism_species: projects.organism_species,
    factors: projects.factors,
    gene_count: projects.gene_count,
    creation_date: projects.creation_date,
    updated_at: projects.updated_at,
    owner_id: users.id,
    owner_first_name: users.first_name,
    owner_last_name: users.last_name,
    owner_username: users.username,
    samples_count: countOf('samples'),
    comparisons_count: countOf('comparisons'),
    genolists_count: sql<number>`(SELECT count(*) FROM genolists
      WHERE genolists.project_id = ${projects.id} AND ${visibleGenolists(user) ?? sql`true`})::int`,
    is_favorite: sql<boolean>`EXISTS (SELECT 1 FROM project_favorites f
      WHERE f.project_id = ${projects.id} AND f.user_id = ${user.id})`,
    edit: capabilities.edit,
    delete: capabilities.delete,
    manage: capabilities.manage,
  };
}

function selectProjects(db: Db, user: UserRow) {
  return db.select(projectColumns(user)).from(projects).leftJoin(users, eq(users.id, projects.owner_id));
}

type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** Rows read through `sql` come back as the driver gives them: booleans and counts are normalised here. */
export function presentProject(user: UserRow, row: ProjectRow) {
  const organism =
    row.organism_genus || row.organism_species
      ? { genus: row.organism_genus, species: row.organism_species }
      : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    public: row.public,
    owner:
      row.owner_id === null
        ? null
        : {
            id: row.owner_id,
            first_name: row.owner_first_name ?? '',
            last_name: row.owner_last_name ?? '',
            username: row.owner_username ?? '',
          },
    library: row.library ? { name: row.library } : null,
    organism,
    factors: row.factors,
    gene_count: row.gene_count,
    creation_date: new Date(row.creation_date).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    samples_count: Number(row.samples_count),
    comparisons_count: Number(row.comparisons_count),
    genolists_count: Number(row.genolists_count),
    is_favorite: Boolean(row.is_favorite),
    ...rightsOf(holdingOf(user, row)),
  };
}

export type Project = ReturnType<typeof presentProject>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ProjectFilter {
  /** Only public projects (otherwise: every project the user may see). */
  publicOnly?: boolean;
  search?: string;
  favoritesOnly?: boolean;
}

function filterCondition(user: UserRow, filter: ProjectFilter): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.publicOnly ? eq(projects.public, true) : visibleProjects(user),
    term
      ? or(ilike(projects.name, escapeLike(term)), ilike(projects.description, escapeLike(term)))
      : undefined,
    filter.favoritesOnly
      ? sql`EXISTS (SELECT 1 FROM project_favorites f WHERE f.project_id = ${projects.id} AND f.user_id = ${user.id})`
      : undefined,
  );
}

function orderBy(ordering: ProjectOrdering): SQL[] {
  switch (ordering) {
    case 'name':
      return [asc(sql`lower(${projects.name})`), asc(projects.id)];
    case '-name':
      return [desc(sql`lower(${projects.name})`), desc(projects.id)];
    case 'creation_date':
      return [asc(projects.creation_date), asc(projects.id)];
    default:
      return [desc(projects.creation_date), desc(projects.id)];
  }
}

/** One page of projects and the total matching the filter: two queries whatever the page size. */
export async function pageOfProjects(
  db: Db,
  user: UserRow,
  filter: ProjectFilter,
  opts: { ordering: ProjectOrdering; limit: number; offset: number },
) {
  const where = filterCondition(user, filter);
  const [rows, [total]] = await Promise.all([
    selectProjects(db, user)
      .where(where)
      .orderBy(...orderBy(opts.ordering))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { results: rows.map((row) => presentProject(user, row)), total: Number(total?.n ?? 0) };
}

/** Every project the filter keeps, in one query (the admin list, favourites). */
export async function allProjects(db: Db, user: UserRow, filter: ProjectFilter, ordering: ProjectOrdering) {
  const rows = await selectProjects(db, user)
    .where(filterCondition(user, filter))
    .orderBy(...orderBy(ordering));
  return rows.map((row) => presentProject(user, row));
}

export async function countVisibleProjects(db: Db, user: UserRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(visibleProjects(user));
  return Number(row?.n ?? 0);
}

/** One project as the user sees it, or undefined when they may not see it. */
export async function findProject(db: Db, user: UserRow, id: number): Promise<Project | undefined> {
  const [row] = await selectProjects(db, user).where(and(eq(projects.id, id), visibleProjects(user)));
  return row && presentProject(user, row);
}

/* ------------------------------------------------------------------------- extended detail */

export interface FactorLevelRef {
  id: number;
  factor: string;
  level: string;
}

/** Samples in column order, each with its factor levels in the order of the project's factors. */
export async function samplesOf(db: Db, projectId: number, factorOrder: string[]) {
  const [rows, links] = await Promise.all([
    db.select().from(samples).where(eq(samples.project_id, projectId)).orderBy(asc(samples.position)),
    db
      .select({
        sample_id: sampleFactorLevels.sample_id,
        id: factorLevels.id,
        factor: factorLevels.factor,
        level: factorLevels.level,
      })
      .from(sampleFactorLevels)
      .innerJoin(factorLevels, eq(factorLevels.id, sampleFactorLevels.factor_level_id))
      .where(eq(factorLevels.project_id, projectId)),
  ]);
  const rank = (factor: string) => {
    const i = factorOrder.indexOf(factor);
    return i < 0 ? factorOrder.length : i;
  };
  const bySample = new Map<number, FactorLevelRef[]>();
  for (const { sample_id, ...level } of links) {
    const list = bySample.get(sample_id) ?? [];
    list.push(level);
    bySample.set(sample_id, list);
  }
  return rows.map((row) => ({
    row,
    factors: (bySample.get(row.id) ?? []).sort(
      (a, b) => rank(a.factor) - rank(b.factor) || a.factor.localeCompare(b.factor),
    ),
  }));
}

export type SampleWithFactors = Awaited<ReturnType<typeof samplesOf>>[number];

export function presentSample({ row, factors }: SampleWithFactors) {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    species: row.genus || row.species ? { genus: row.genus, species: row.species } : null,
    factors,
    library_size: row.library_size,
    genes_detected: row.genes_detected,
    size_factor: row.size_factor,
    quality_control: {
      status: row.qc_status as 'PASS' | 'WARNING' | 'FAIL',
      source: row.qc_source as 'archive' | 'derived',
      nuclear_transcripts: row.nuclear_transcripts,
      genes_detected: row.qc_genes_detected,
    },
  };
}

/** Comparisons in archive order, with their genolist when the user may see it. */
export async function comparisonsOf(db: Db, user: UserRow, projectId: number) {
  const main = alias(factorLevels, 'main_level');
  const secondary = alias(factorLevels, 'secondary_level');
  const rows = await db
    .select({
      id: comparisons.id,
      name: comparisons.name,
      description: comparisons.description,
      type: comparisons.type,
      main_factor: { id: main.id, factor: main.factor, level: main.level },
      secondary_factor: { id: secondary.id, factor: secondary.factor, level: secondary.level },
      genolist_id: sql<number | null>`(SELECT min(genolists.id) FROM genolists
        WHERE genolists.comparison_id = ${comparisons.id} AND ${visibleGenolists(user) ?? sql`true`})`,
    })
    .from(comparisons)
    .innerJoin(main, eq(main.id, comparisons.main_level_id))
    .innerJoin(secondary, eq(secondary.id, comparisons.secondary_level_id))
    .where(eq(comparisons.project_id, projectId))
    .orderBy(asc(comparisons.position));
  return rows.map((r) => ({ ...r, genolist_id: r.genolist_id === null ? null : Number(r.genolist_id) }));
}

/* ------------------------------------------------------------------------------ changes */

/** In the caller's transaction when given one (a quota counted in it), as a savepoint of it. */
export async function createProject(
  db: Db | Tx,
  owner: UserRow,
  input: { name: string; description: string },
) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({
        name: input.name,
        description: input.description,
        owner_id: owner.id,
        public: false,
        status: NEW_PROJECT_STATUS,
      })
      .returning({ id: projects.id });
    if (!created) throw new Error('project insert returned nothing');
    await recordEvent(tx, {
      kind: 'project_created',
      actorId: owner.id,
      projectId: created.id,
      data: { name: input.name },
    });
    return created;
  });
  // Teams with auto_add_projects get the projects their owners and admins create.
  await autoShareNewProject(db, row.id, owner.id);
  return row.id;
}

export interface ProjectChanges {
  name?: string;
  description?: string;
  owner_id?: number | null;
  public?: boolean;
}

export async function updateProject(db: Db, id: number, changes: ProjectChanges) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(projects)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Db, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/** Removes the favourite, or adds it when it was not there; returns whether it is one now. */
export function toggleFavorite(db: Db, userId: number, projectId: number): Promise<boolean> {
  // One toggle of the user at a time: two racing (two tabs, two processes) each flip it once.
  return oneAtATimeForUser(db, userId, async (tx) => {
    const removed = await tx
      .delete(projectFavorites)
      .where(and(eq(projectFavorites.user_id, userId), eq(projectFavorites.project_id, projectId)))
      .returning({ id: projectFavorites.project_id });
    if (removed.length > 0) return false;
    await tx.insert(projectFavorites).values({ user_id: userId, project_id: projectId });
    await recordEvent(tx, { kind: 'favorite_added', actorId: userId, projectId, data: { item: 'project' } });
    return true;
  });
}

/** The user's favourite projects they may still see, most recently favourited first. */
export async function favoriteProjects(db: Db, user: UserRow) {
  const rows = await selectProjects(db, user)
    .innerJoin(
      projectFavorites,
      and(eq(projectFavorites.project_id, projects.id), eq(projectFavorites.user_id, user.id)),
    )
    .where(visibleProjects(user))
    .orderBy(desc(projectFavorites.created_at), desc(projects.id));
  return rows.map((row) => presentProject(user, row));
}
