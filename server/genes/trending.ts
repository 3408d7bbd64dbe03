import { and, eq, type SQL, sql } from 'drizzle-orm';
import { significanceStars } from '../../genomics/significance';
import { visibleGenolists } from '../access/rules';
import { rowsOf } from '../analytics/sql-rows';
import type { Db } from '../db/client';
import { genolists, type UserRow } from '../db/schema';

/**
 * Trending genes across projects: per gene, over the genolists the user may see, the number of
 * genolists that call it at their own cutoffs (frequency), how many of those up, the mean log2FC
 * (with its sign) and mean adjusted p over those calls, and the projects they belong to; the
 * most frequent first, then the largest mean |log2FC|.
 *
 * Exact and fast: `gene_trends` holds the sums over every genolist of the installation, so the
 * answer is those sums less the called rows of the genolists the user may not see, or the sum
 * of the called rows of those they may see, whichever reads fewer rows (`deg_total` counts them
 * per genolist). Staff, or anyone who sees everything, read `gene_trends` alone.
 */

export interface TrendingFilter {
  projectId?: number;
  direction?: 'up' | 'down';
  minFrequency?: number;
  limit: number;
}

const list = (values: unknown[]) => sql.param(values);

interface Aggregate {
  gene_ref_id: number;
  n: number;
  up: number;
  sum_lfc: number;
  sum_padj: number;
  total: number;
}

export async function trendingGenes(db: Db, user: UserRow, filter: TrendingFilter) {
  const scope = and(
    visibleGenolists(user),
    filter.projectId === undefined ? undefined : eq(genolists.project_id, filter.projectId),
  );
  const inScope: SQL = scope ?? sql`true`;
  const [cost] = await db
    .select({
      shown: sql<number>`coalesce(sum(${genolists.deg_total}) FILTER (WHERE ${inScope}), 0)::float8`,
      hidden: sql<number>`coalesce(sum(${genolists.deg_total}) FILTER (WHERE (${inScope}) IS NOT TRUE), 0)::float8`,
      hiddenLists: sql<number>`count(*) FILTER (WHERE (${inScope}) IS NOT TRUE)::int`,
    })
    .from(genolists);
  const fromTotals = Number(cost?.hidden ?? 0) <= Number(cost?.shown ?? 0);
  const aggregated = fromTotals
    ? Number(cost?.hiddenLists ?? 0) === 0
      ? sql`SELECT gene_ref_id, genolists AS n, up, sum_log_2_fc AS sum_lfc, sum_pvalue_adj AS sum_padj FROM gene_trends`
      : sql`SELECT t.gene_ref_id, t.genolists - coalesce(m.n, 0) AS n, t.up - coalesce(m.up, 0) AS up,
              t.sum_log_2_fc - coalesce(m.sum_lfc, 0) AS sum_lfc, t.sum_pvalue_adj - coalesce(m.sum_padj, 0) AS sum_padj
            FROM gene_trends t LEFT JOIN (
              SELECT gene_ref_id, count(*) AS n, count(*) FILTER (WHERE log_2_fc > 0) AS up,
                sum(log_2_fc) AS sum_lfc, sum(pvalue_adj) AS sum_padj
              FROM gene_index WHERE significant
                AND genolist_id IN (SELECT id FROM genolists WHERE (${inScope}) IS NOT TRUE)
              GROUP BY gene_ref_id) m ON m.gene_ref_id = t.gene_ref_id`
    : sql`SELECT gene_ref_id, count(*) AS n, count(*) FILTER (WHERE log_2_fc > 0) AS up,
            sum(log_2_fc) AS sum_lfc, sum(pvalue_adj) AS sum_padj
          FROM gene_index WHERE significant AND genolist_id IN (SELECT id FROM genolists WHERE ${inScope})
          GROUP BY gene_ref_id`;
  const kept = [
    sql`n > 0`,
    filter.minFrequency ? sql`n >= ${filter.minFrequency}` : undefined,
    filter.direction === 'up' ? sql`sum_lfc > 0` : undefined,
    filter.direction === 'down' ? sql`sum_lfc < 0` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const top = rowsOf<Aggregate>(
    await db.execute(sql`
      SELECT gene_ref_id, n::int AS n, up::int AS up, sum_lfc, sum_padj, count(*) OVER ()::int AS total
      FROM (${aggregated}) a
      WHERE ${sql.join(kept, sql` AND `)}
      ORDER BY n DESC, abs(sum_lfc / n) DESC, gene_ref_id
      LIMIT ${filter.limit}`),
  );
  if (top.length === 0) return { count: 0, results: [] };
  const ids = top.map((t) => Number(t.gene_ref_id));
  const genes = rowsOf<{ id: number; gene_id: string; symbol: string | null; description: string | null }>(
    await db.execute(sql`SELECT id, id_reference_database AS gene_id, symbol, description
      FROM gene_refs WHERE id = ANY(${list(ids)}::int[])`),
  );
  const projects = rowsOf<{ gene_ref_id: number; id: number; name: string; n: number }>(
    await db.execute(sql`
      SELECT i.gene_ref_id, p.id, p.name, count(*)::int AS n
      FROM gene_index i JOIN genolists ON genolists.id = i.genolist_id JOIN projects p ON p.id = genolists.project_id
      WHERE i.significant AND i.gene_ref_id = ANY(${list(ids)}::int[]) AND ${inScope}
      GROUP BY i.gene_ref_id, p.id, p.name
      ORDER BY i.gene_ref_id, count(*) DESC, p.name, p.id`),
  );
  const byId = new Map(genes.map((g) => [Number(g.id), g]));
  return {
    count: Number(top[0]?.total ?? 0),
    results: top.map((t, rank) => {
      const id = Number(t.gene_ref_id);
      const n = Number(t.n);
      const gene = byId.get(id);
      const meanPadj = Number(t.sum_padj) / n;
      const inProjects = projects
        .filter((p) => Number(p.gene_ref_id) === id)
        .map((p) => ({ id: p.id, name: p.name, frequency: Number(p.n) }));
      return {
        rank: rank + 1,
        id,
        gene_id: gene?.gene_id ?? '',
        symbol: gene?.symbol || null,
        description: gene?.description || null,
        frequency: n,
        up: Number(t.up),
        down: n - Number(t.up),
        avg_fold_change: Number(t.sum_lfc) / n,
        avg_pvalue: meanPadj,
        significance: significanceStars(meanPadj),
        project_count: inProjects.length,
        projects: inProjects,
      };
    }),
  };
}
