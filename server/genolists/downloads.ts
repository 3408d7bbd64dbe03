import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GenolistRow } from './service';
import { valuesTableName } from './service';

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
