import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { genolists, projects } from '../db/schema';

/**
 * What a user holds against their plan: the projects and genolists they own, and the bytes the
 * database stores for their projects (every row of the project and of what it contains: samples,
 * factor levels, expression, the counts kept for computing comparisons, analyses, comparisons,
 * genolists with their values, GO rows, frames and gene-index rows), as PostgreSQL measures each
 * row (`pg_column_size`, compressed values at their compressed size). Uploaded files are not kept
 * once imported, so rows are all there is.
 */
export interface Usage {
  projects: number;
  genolists: number;
  storage_bytes: number;
}

/** The tables holding a project's data, by how their rows reach the project. */
const PROJECT_TABLES = [
  'samples',
  'factor_levels',
  'project_analyses',
  'gene_expression',
  'project_counts',
  'comparisons',
];
const GENOLIST_TABLES = ['transcripto_values', 'proteo_values', 'go_values', 'genolist_frames', 'gene_index'];

export async function storageBytes(db: Db | Tx, userId: number): Promise<number> {
  const owned = sql`(SELECT id FROM projects WHERE owner_id = ${userId})`;
  const ownedGenolists = sql`(SELECT id FROM genolists WHERE project_id IN ${owned})`;
  const sizeOf = (table: string, where: SQL) =>
    sql`(SELECT COALESCE(SUM(pg_column_size(t.*)), 0) FROM ${sql.identifier(table)} t WHERE ${where})`;
  const parts = [
    sizeOf('projects', sql`t.owner_id = ${userId}`),
    sizeOf('genolists', sql`t.project_id IN ${owned}`),
    sizeOf('sample_factor_levels', sql`t.sample_id IN (SELECT id FROM samples WHERE project_id IN ${owned})`),
    ...PROJECT_TABLES.map((table) => sizeOf(table, sql`t.project_id IN ${owned}`)),
    ...GENOLIST_TABLES.map((table) => sizeOf(table, sql`t.genolist_id IN ${ownedGenolists}`)),
  ];
  // Each table summed on its own: a whole row measured through a UNION is a few bytes larger.
  const result = await db.execute(sql`SELECT (${sql.join(parts, sql` + `)})::bigint AS bytes`);
  // bigint arrives as text from node-postgres and as a bigint from PGlite.
  const row = (result as unknown as { rows: { bytes: string | number | bigint }[] }).rows[0];
  return Number(row?.bytes ?? 0);
}

export async function usageOf(db: Db | Tx, userId: number): Promise<Usage> {
  const [[p], [g], bytes] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.owner_id, userId)),
    db.select({ n: count() }).from(genolists).where(eq(genolists.owner_id, userId)),
    storageBytes(db, userId),
  ]);
  return { projects: p?.n ?? 0, genolists: g?.n ?? 0, storage_bytes: bytes };
}
