import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Locale } from '../http/messages';
import type { GenolistReportData } from '../reports/genolist-xlsx';
import { regulationOf } from './exports';
import type { FrameColumns } from './frame';
import type { GoRow } from './rows';
import type { Genolist, GenolistRow } from './service';
import { valuesTableName } from './service';

/** What the downloads need beyond the frame: gene names, and the report's data. */

/** Gene names (descriptions) of a genolist in file order, in one aggregate query. */
export async function descriptionsOf(
  db: Db,
  genolist: Pick<GenolistRow, 'id' | 'type_genolist'>,
): Promise<(string | null)[]> {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  const result = await db.execute(sql`
    SELECT COALESCE(json_agg(r.description ORDER BY v.position), '[]')::text AS names
    FROM ${table} v JOIN gene_refs r ON r.id = v.gene_ref_id
    WHERE v.genolist_id = ${genolist.id}`);
  const [row] = (result as unknown as { rows: { names: string }[] }).rows;
  return JSON.parse(row?.names ?? '[]') as (string | null)[];
}

export function reportData(
  genolist: Genolist,
  frame: FrameColumns,
  go: GoRow[],
  now: Date,
  locale: Locale,
): GenolistReportData {
  return {
    locale,
    summary: {
      name: genolist.name,
      description: genolist.description,
      project: genolist.project_name,
      comparison:
        genolist.condition_1 && genolist.condition_2
          ? `${genolist.condition_1} vs ${genolist.condition_2}`
          : (genolist.comparison?.name ?? null),
      type: genolist.type_genolist,
      pvalue_cutoff: genolist.pvalue_cutoff,
      fold_change_cutoff: genolist.fold_change_cutoff,
      gene_count: frame.n,
      deg: genolist.deg,
      go_term_count: go.length,
    },
    generatedAt: now,
    genes: {
      gene_id: frame.gene_id,
      symbol: frame.symbol,
      base_mean: frame.base_mean,
      ave_log_expr: frame.ave_log_expr,
      log2fc: frame.log2fc,
      pvalue: frame.pvalue,
      padj: frame.padj,
      regulation: frame.log2fc.map((lfc, i) => regulationOf(lfc, frame.padj[i], genolist)),
    },
    go: go.map((row) => ({
      go_id: row.go_id,
      term: row.go_term,
      ontology: row.goref.ontology,
      count: row.count,
      term_size: row.nb_genes_in_term,
      pvalue: row.pvalue,
      padj: row.pvalue_adj,
      genes: row.genes_in_term,
    })),
  };
}
