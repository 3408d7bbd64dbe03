import { sql } from 'drizzle-orm';
import { creationRefusal, lockPlanHolder, type QuotaRefusal } from '../access/quotas';
import type { Db } from '../db/client';
import { genolists, type PlanRow, type UserRow } from '../db/schema';
import { indexGenolists } from '../genes/gene-index';
import { calledAtSql } from './called-sql';
import { type GenolistRow, recountDegs, valuesTableName } from './service';

export interface DeriveInput {
  name: string;
  description: string;
  pvalue_cutoff: number;
  fold_change_cutoff: number;
}

/**
 * A new genolist owned by `user`, in the same project and comparison as `source`, holding the
 * source's genes called under the given cutoffs (`genomics/significance.ts`) with
 * their values, in the source's order. Counted against the user's plan and created in one
 * transaction: refused, nothing is written. Its frame is built on its first request.
 */
export async function deriveGenolist(
  db: Db,
  user: UserRow,
  plan: PlanRow,
  source: GenolistRow,
  input: DeriveInput,
): Promise<{ refusal: QuotaRefusal; id: null } | { refusal: null; id: number }> {
  return db.transaction(async (tx) => {
    await lockPlanHolder(tx, user.id);
    const refusal = await creationRefusal(tx, user, plan, 'genolists');
    if (refusal) return { refusal, id: null };
    const [row] = await tx
      .insert(genolists)
      .values({
        project_id: source.project_id,
        comparison_id: source.comparison_id,
        name: input.name.trim(),
        description: input.description.trim(),
        type_genolist: source.type_genolist,
        source: 'GENOLIST_DERIVED',
        pvalue_cutoff: input.pvalue_cutoff,
        fold_change_cutoff: input.fold_change_cutoff,
        owner_id: user.id,
        public: false,
      })
      .returning({ id: genolists.id });
    if (!row) throw new Error('genolist insert returned nothing');
    const table = sql.identifier(valuesTableName(source.type_genolist));
    await tx.execute(sql`
      INSERT INTO ${table} (genolist_id, gene_ref_id, position, base_mean, ave_log_expr, log_2_fc, pvalue, pvalue_adj)
      SELECT ${row.id}, gene_ref_id, row_number() OVER (ORDER BY position)::int - 1,
             base_mean, ave_log_expr, log_2_fc, pvalue, pvalue_adj
      FROM ${table}
      WHERE genolist_id = ${source.id} AND ${calledAtSql(sql`pvalue_adj`, sql`log_2_fc`, input)}`);
    await tx.execute(sql`
      UPDATE genolists SET gene_count = (SELECT count(*)::int FROM ${table} WHERE genolist_id = ${row.id})
      WHERE id = ${row.id}`);
    await recountDegs(
      tx,
      { id: row.id, type_genolist: source.type_genolist },
      input.pvalue_cutoff,
      input.fold_change_cutoff,
    );
    // Its genes in the gene index, as an imported list's are (gene search, trends).
    await indexGenolists(tx, [row.id]);
    return { refusal: null, id: row.id };
  });
}
