import { inArray, sql } from 'drizzle-orm';
import { minAbsLog2fc } from '../../genomics/significance';
import type { Tx } from '../db/client';
import { genolists } from '../db/schema';
import { calledAtSql, calledSql } from '../genolists/called-sql';

/**
 * Keeps `gene_index` (every gene of every genolist, called or not at the genolist's cutoffs) in
 * step with the values and the cutoffs. Its triggers keep `gene_trends` in step with it, and a
 * genolist's rows go when it is deleted (the migration that made them). A gene is called with
 * the rule every count of the application uses (`genomics/significance.ts`, in SQL
 * `server/genolists/called-sql.ts`).
 */

/** One array parameter; drizzle would otherwise spread a JS array into a list of parameters. */
const list = (values: unknown[]) => sql.param(values);

/** (Re)writes the index rows of these genolists from their values, in the caller's transaction. */
export async function indexGenolists(tx: Tx, genolistIds: number[]): Promise<void> {
  if (genolistIds.length === 0) return;
  const cutoffs = await tx
    .select({ id: genolists.id, p: genolists.pvalue_cutoff, fc: genolists.fold_change_cutoff })
    .from(genolists)
    .where(inArray(genolists.id, genolistIds));
  if (cutoffs.length === 0) return;
  const ids = cutoffs.map((c) => c.id);
  await tx.execute(sql`DELETE FROM gene_index WHERE genolist_id = ANY(${list(ids)}::int[])`);
  // One statement for all of them: the trigger then takes its lock once, at the end of an import.
  await tx.execute(sql`
    INSERT INTO gene_index (genolist_id, gene_ref_id, log_2_fc, pvalue, pvalue_adj, significant)
    SELECT v.genolist_id, v.gene_ref_id, v.log_2_fc, v.pvalue, v.pvalue_adj,
      ${calledSql(sql`v.pvalue_adj`, sql`v.log_2_fc`, sql`c.p`, sql`c.log2fc`)}
    FROM unnest(${list(ids)}::int[], ${list(cutoffs.map((c) => c.p))}::float8[],
                ${list(cutoffs.map((c) => minAbsLog2fc(c.fc)))}::float8[]) AS c(id, p, log2fc)
    JOIN LATERAL (
      SELECT genolist_id, gene_ref_id, log_2_fc, pvalue, pvalue_adj FROM transcripto_values WHERE genolist_id = c.id
      UNION ALL
      SELECT genolist_id, gene_ref_id, log_2_fc, pvalue, pvalue_adj FROM proteo_values WHERE genolist_id = c.id
    ) v ON true`);
}

/** Calls the genolist's genes again at new cutoffs: only the rows whose call changes are written. */
export async function recallGenolist(
  tx: Tx,
  genolistId: number,
  cutoffs: { pvalue_cutoff: number; fold_change_cutoff: number },
): Promise<void> {
  await tx.execute(sql`
    UPDATE gene_index SET significant = called
    FROM (SELECT gene_ref_id AS gene,
            ${calledAtSql(sql`pvalue_adj`, sql`log_2_fc`, cutoffs)} AS called
          FROM gene_index WHERE genolist_id = ${genolistId}) c
    WHERE genolist_id = ${genolistId} AND gene_ref_id = c.gene AND significant <> c.called`);
}
