import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GenolistRow } from './service';
import { valuesTableName } from './service';

/**
 * The names (gene_refs.description) of a genolist's genes in frame order, for the genes table's
 * search (FRAME.md, "Gene names"). Kept out of the frame: they would add ~40 % to every genolist
 * opened, while only a search by name needs them.
 */

/**
 * The frame's ETag with a suffix: the names follow the frame's rows, and a change of their
 * genes' annotation has the frame built again (`dropFramesShowing`), so a new ETag for both.
 */
export function geneNamesEtag(frameEtag: string): string {
  return frameEtag.replace(/"$/, '-names"');
}

/** The JSON body, built by PostgreSQL in one statement as the frame is. */
export async function buildGeneNamesBody(
  db: Db,
  genolist: Pick<GenolistRow, 'id' | 'type_genolist'>,
): Promise<Buffer> {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  // NULLIF: an annotation without a name is stored as '' or NULL; the client reads one missing value.
  const result = await db.execute(sql`
    SELECT json_build_object(
      'genolist_id', ${genolist.id}::int,
      'n', count(v.id),
      'name', COALESCE(json_agg(NULLIF(r.description, '') ORDER BY v.position), '[]'))::text AS body
    FROM ${table} v JOIN gene_refs r ON r.id = v.gene_ref_id
    WHERE v.genolist_id = ${genolist.id}`);
  const [row] = (result as unknown as { rows: { body: string }[] }).rows;
  if (!row) throw new Error(`the gene names of genolist ${genolist.id} came back empty`);
  return Buffer.from(row.body, 'utf8');
}
