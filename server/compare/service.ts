import { type SQL, sql } from 'drizzle-orm';
import { intersectionsOf, type MaskCount } from '../../genomics/compare/combinations';
import { rowsOf } from '../analytics/sql-rows';
import type { Db } from '../db/client';
import { comparisonOf } from '../genes/gene-rows';
import { likePattern } from '../genolists/rows';
import type { ComparedGene, ComparedGenolist, Concordance, GeneOrdering } from './schemas';

/**
 * A comparison of 2 to 4 genolists, read from `gene_index` (every gene of every genolist, with
 * whether the genolist calls it at its own cutoffs). The set arithmetic is SQL: each gene's
 * combination is a bit mask (bit i: called in the i-th compared genolist, see
 * `genomics/compare/combinations.ts`) built by one aggregate over the called rows, which the
 * partial index on called rows serves. The caller has checked that the user may see every one.
 */

const list = (values: unknown[]) => sql.param(values);

/** The compared genolists joined to their position in the comparison (n = 1, 2, …). */
const comparedJoin = (ids: number[]) =>
  sql`JOIN unnest(${list(ids)}::int[]) WITH ORDINALITY AS c(id, n) ON i.genolist_id = c.id`;

/** Per called gene: its combination mask, how many call it, its best adjusted p. */
const calledGenes = (ids: number[]) => sql`
  SELECT i.gene_ref_id, bit_or(1 << (c.n - 1)::int) AS mask, count(*)::int AS calls,
    min(i.pvalue_adj) AS best_padj, count(DISTINCT sign(i.log_2_fc)) = 1 AS same
  FROM gene_index i ${comparedJoin(ids)}
  WHERE i.significant
  GROUP BY i.gene_ref_id`;

/** The compared genolists in the order given, with their project, comparison and called counts. */
export async function comparedGenolists(db: Db, ids: number[]): Promise<ComparedGenolist[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    project_id: number;
    project_name: string;
    comparison_name: string | null;
    factor: string | null;
    condition_1: string | null;
    condition_2: string | null;
    pvalue_cutoff: number;
    fold_change_cutoff: number;
    genes: number;
    up: number;
    down: number;
  }>(
    await db.execute(sql`
      SELECT g.id, g.name, p.id AS project_id, p.name AS project_name, cmp.name AS comparison_name,
        l1.factor, l1.level AS condition_1, l2.level AS condition_2, g.pvalue_cutoff, g.fold_change_cutoff,
        (SELECT count(*)::int FROM gene_index i WHERE i.genolist_id = g.id) AS genes,
        (SELECT count(*)::int FROM gene_index i WHERE i.genolist_id = g.id AND i.significant AND i.log_2_fc > 0) AS up,
        (SELECT count(*)::int FROM gene_index i WHERE i.genolist_id = g.id AND i.significant AND i.log_2_fc < 0) AS down
      FROM unnest(${list(ids)}::int[]) WITH ORDINALITY AS c(id, n)
      JOIN genolists g ON g.id = c.id
      JOIN projects p ON p.id = g.project_id
      LEFT JOIN comparisons cmp ON cmp.id = g.comparison_id
      LEFT JOIN factor_levels l1 ON l1.id = cmp.main_level_id
      LEFT JOIN factor_levels l2 ON l2.id = cmp.secondary_level_id
      ORDER BY c.n`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    project: { id: r.project_id, name: r.project_name },
    comparison: comparisonOf(r),
    pvalue_cutoff: Number(r.pvalue_cutoff),
    fold_change_cutoff: Number(r.fold_change_cutoff),
    genes: Number(r.genes),
    up: Number(r.up),
    down: Number(r.down),
  }));
}

/** The genes called in each combination of the compared genolists (UpSet), split by direction. */
export async function intersections(db: Db, ids: number[]) {
  const rows = rowsOf<{ mask: number; same: boolean; count: number }>(
    await db.execute(sql`
      SELECT mask, same, count(*)::int AS count FROM (${calledGenes(ids)}) g GROUP BY mask, same`),
  );
  const counts: MaskCount[] = rows.map((r) => ({
    mask: Number(r.mask),
    same: Boolean(r.same),
    count: Number(r.count),
  }));
  return intersectionsOf(ids, counts);
}

/**
 * Agreement of log2FC for each pair of compared genolists, over the genes that have a log2FC in
 * every one of them (so every pair is measured on the same genes): Pearson's r of the values and
 * Spearman's ρ, Pearson's r of their ranks, tied values sharing their mean rank. Null when fewer
 * than two genes or a constant column leave it undefined.
 */
export async function concordance(db: Db, ids: number[]): Promise<Concordance[]> {
  const k = ids.map((_, i) => i + 1);
  const fc = (i: number) => sql.raw(`fc${i}`);
  const rk = (i: number) => sql.raw(`r${i}`);
  const pairs = k.flatMap((a) => k.filter((b) => b > a).map((b) => [a, b] as const));
  // One row per gene held by all of them: the first genolist's rows joined to each other's by
  // the primary key, which reads sorted index ranges rather than grouping every row.
  const joins = sql.join(
    k.slice(1).map(
      (i) =>
        sql`JOIN gene_index ${sql.raw(`i${i}`)} ON ${sql.raw(`i${i}`)}.genolist_id = ${ids[i - 1]}
          AND ${sql.raw(`i${i}`)}.gene_ref_id = i1.gene_ref_id AND ${sql.raw(`i${i}`)}.log_2_fc IS NOT NULL`,
    ),
    sql` `,
  );
  const values = sql.join(
    k.map((i) => sql`${sql.raw(`i${i}`)}.log_2_fc AS ${fc(i)}`),
    sql`, `,
  );
  const ranks = sql.join(
    k.map(
      (i) =>
        // Tied values' mean rank: the mean of their first rank (rank) and their last (the rows up
        // to them and their peers, the ordered window's default frame), from one sort.
        sql`(rank() OVER (ORDER BY ${fc(i)}) + count(*) OVER (ORDER BY ${fc(i)}))::float8 / 2 AS ${rk(i)}, ${fc(i)}`,
    ),
    sql`, `,
  );
  const figures = sql.join(
    pairs.flatMap(([a, b]) => [
      sql`corr(${fc(a)}, ${fc(b)}) AS ${sql.raw(`p${a}${b}`)}`,
      sql`corr(${rk(a)}, ${rk(b)}) AS ${sql.raw(`s${a}${b}`)}`,
    ]),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`
      WITH v AS (
        SELECT ${values} FROM gene_index i1 ${joins}
        WHERE i1.genolist_id = ${ids[0]} AND i1.log_2_fc IS NOT NULL
      ), r AS (SELECT ${ranks} FROM v)
      SELECT count(*)::int AS n, ${figures} FROM r`),
  );
  const n = Number(row?.n ?? 0);
  const value = (key: string) => (row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]));
  return pairs.map(([a, b]) => ({
    genolists: [ids[a - 1] as number, ids[b - 1] as number],
    n,
    pearson: value(`p${a}${b}`),
    spearman: value(`s${a}${b}`),
  }));
}

export interface GeneFilter {
  /** Only the genes called in exactly this combination. */
  mask?: number;
  /** Part of the gene's symbol or id. */
  q?: string;
  ordering: GeneOrdering;
}

/** Most genolists calling it first, then best adjusted p; or best adjusted p first. */
function orderBy(ordering: GeneOrdering): SQL {
  return ordering === 'padj'
    ? sql`g.best_padj ASC NULLS LAST, g.calls DESC, r.symbol, g.gene_ref_id`
    : sql`g.calls DESC, g.best_padj ASC NULLS LAST, r.symbol, g.gene_ref_id`;
}

/**
 * The genes called in at least one compared genolist that pass the filter, a page of them (or all
 * when `page` is null) with each genolist's log2FC, adjusted p and call; and how many pass.
 */
export async function comparedGenes(
  db: Db,
  ids: number[],
  filter: GeneFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ count: number; genes: ComparedGene[] }> {
  const term = filter.q?.trim();
  const where = sql.join(
    [
      sql`true`,
      ...(filter.mask === undefined ? [] : [sql`g.mask = ${filter.mask}`]),
      ...(term
        ? [sql`(r.symbol ILIKE ${likePattern(term)} OR r.id_reference_database ILIKE ${likePattern(term)})`]
        : []),
    ],
    sql` AND `,
  );
  // Both reads answer one JSON text rather than rows: PGlite took 1.3 s to hand over the 196,000
  // values of 49,000 called genes × 4 genolists as rows, 0.4 s as JSON.
  const [answer] = rowsOf<{ body: string | null; total: number | null }>(
    await db.execute(sql`
      SELECT json_agg(json_build_array(id, gene_id, symbol, calls) ORDER BY rank)::text AS body, max(total) AS total
      FROM (
        SELECT g.gene_ref_id AS id, r.id_reference_database AS gene_id, r.symbol, g.calls,
          count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${orderBy(filter.ordering)}) AS rank
        FROM (${calledGenes(ids)}) g JOIN gene_refs r ON r.id = g.gene_ref_id
        WHERE ${where}
        ORDER BY ${orderBy(filter.ordering)}
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}) t`),
  );
  const genes = JSON.parse(answer?.body ?? '[]') as [number, string, string | null, number][];
  const count = genes.length > 0 ? Number(answer?.total) : page ? await countOnly(db, ids, where) : 0;
  if (genes.length === 0) return { count, genes: [] };
  const [row] = rowsOf<{ body: string | null }>(
    await db.execute(sql`
      SELECT json_agg(json_build_array(gene_ref_id, genolist_id, log_2_fc, pvalue_adj, significant))::text AS body
      FROM gene_index
      WHERE genolist_id = ANY(${list(ids)}::int[]) AND gene_ref_id = ANY(${list(genes.map((g) => g[0]))}::int[])`),
  );
  const values = JSON.parse(row?.body ?? '[]') as GeneValue[];
  const byGene = new Map<number, Map<number, GeneValue>>();
  for (const v of values) {
    const entry = byGene.get(v[0]) ?? new Map<number, GeneValue>();
    entry.set(v[1], v);
    byGene.set(v[0], entry);
  }
  return {
    count,
    genes: genes.map(([id, geneId, symbol, calls]) => ({
      id,
      gene_id: geneId,
      symbol: symbol || null,
      calls,
      values: ids.map((genolistId) => {
        const v = byGene.get(id)?.get(genolistId);
        return {
          genolist_id: genolistId,
          log2_fold_change: v?.[2] ?? null,
          padj: v?.[3] ?? null,
          called: v?.[4] ?? false,
        };
      }),
    })),
  };
}

/** A gene's values in one compared genolist: gene, genolist, log2FC, adjusted p, called. */
type GeneValue = [number, number, number | null, number | null, boolean];

/** How many genes pass, for a page past the last one (which holds no row to read the total from). */
async function countOnly(db: Db, ids: number[], where: SQL): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS total FROM (${calledGenes(ids)}) g JOIN gene_refs r ON r.id = g.gene_ref_id
      WHERE ${where}`),
  );
  return Number(row?.total ?? 0);
}
