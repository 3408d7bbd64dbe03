import { sql } from 'drizzle-orm';
import { directionOf } from '../../genomics/significance';
import { visibleGenolists } from '../access/rules';
import { rowsOf } from '../analytics/sql-rows';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { GeneInGenolist } from './schemas';

/**
 * A gene in every genolist the user may see that holds it: its log2FC, p, adjusted p and whether
 * that genolist calls it at its own cutoffs, with the genolist's project and comparison. Read
 * from the gene index by gene, then kept to the genolists the user may see.
 */

const list = (values: unknown[]) => sql.param(values);

export async function genesInGenolists(db: Db, user: UserRow, geneIds: number[]) {
  if (geneIds.length === 0) return new Map<number, GeneInGenolist[]>();
  const rows = rowsOf<{
    gene_ref_id: number;
    genolist_id: number;
    genolist_name: string;
    type_genolist: string;
    pvalue_cutoff: number;
    fold_change_cutoff: number;
    project_id: number;
    project_name: string;
    comparison_name: string | null;
    factor: string | null;
    condition_1: string | null;
    condition_2: string | null;
    log_2_fc: number | null;
    pvalue: number | null;
    pvalue_adj: number | null;
    significant: boolean;
  }>(
    await db.execute(sql`
      SELECT i.gene_ref_id, genolists.id AS genolist_id, genolists.name AS genolist_name, genolists.type_genolist,
        genolists.pvalue_cutoff, genolists.fold_change_cutoff, p.id AS project_id, p.name AS project_name,
        c.name AS comparison_name, l1.factor, l1.level AS condition_1, l2.level AS condition_2,
        i.log_2_fc, i.pvalue, i.pvalue_adj, i.significant
      FROM gene_index i
      JOIN genolists ON genolists.id = i.genolist_id
      JOIN projects p ON p.id = genolists.project_id
      LEFT JOIN comparisons c ON c.id = genolists.comparison_id
      LEFT JOIN factor_levels l1 ON l1.id = c.main_level_id
      LEFT JOIN factor_levels l2 ON l2.id = c.secondary_level_id
      WHERE i.gene_ref_id = ANY(${list(geneIds)}::int[]) AND ${visibleGenolists(user) ?? sql`true`}
      ORDER BY i.gene_ref_id, i.significant DESC, i.pvalue_adj ASC NULLS LAST, genolists.id`),
  );
  const out = new Map<number, GeneInGenolist[]>();
  for (const r of rows) {
    const lfc = r.log_2_fc === null ? null : Number(r.log_2_fc);
    const significant = Boolean(r.significant);
    const entry: GeneInGenolist = {
      genolist: {
        id: r.genolist_id,
        name: r.genolist_name,
        type_genolist: r.type_genolist,
        pvalue_cutoff: Number(r.pvalue_cutoff),
        fold_change_cutoff: Number(r.fold_change_cutoff),
      },
      project: { id: r.project_id, name: r.project_name },
      comparison: comparisonOf(r),
      log2_fold_change: lfc,
      pvalue: r.pvalue === null ? null : Number(r.pvalue),
      padj: r.pvalue_adj === null ? null : Number(r.pvalue_adj),
      significant,
      direction: significant ? directionOf(lfc) : null,
    };
    const id = Number(r.gene_ref_id);
    out.set(id, [...(out.get(id) ?? []), entry]);
  }
  return out;
}

/** A genolist's comparison from a row that joined it and its two levels; null when it has none. */
export function comparisonOf(r: {
  comparison_name: string | null;
  factor: string | null;
  condition_1: string | null;
  condition_2: string | null;
}): GeneInGenolist['comparison'] {
  return r.comparison_name === null
    ? null
    : {
        name: r.comparison_name,
        factor: r.factor ?? '',
        condition_1: r.condition_1 ?? '',
        condition_2: r.condition_2 ?? '',
      };
}

/** The gene's reference (id, symbol, name, biotype), or undefined. */
export async function geneRef(db: Db, id: number) {
  const [row] = rowsOf<{
    id: number;
    gene_id: string;
    symbol: string | null;
    description: string | null;
    biotype: string | null;
  }>(
    await db.execute(sql`SELECT id, id_reference_database AS gene_id, symbol, description, biotype
      FROM gene_refs WHERE id = ${id}`),
  );
  return row;
}
