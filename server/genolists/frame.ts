import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GenolistRow } from './service';
import { valuesTableName } from './service';

/**
 * The frame of a genolist: every row of its results table, column by column, in file order
 * (format: `server/genolists/FRAME.md`). PostgreSQL writes the whole JSON body in one aggregate
 * query, so no request reads a genolist row by row (≈ 15 µs a row on PGlite, DESIGN.md): the
 * server only moves one text value.
 */

/** Bumped when the frame's format changes, so clients holding an older frame fetch it again. */
export const FRAME_FORMAT_VERSION = 1;

export interface FrameColumns {
  genolist_id: number;
  n: number;
  gene_ref_id: number[];
  gene_id: string[];
  symbol: (string | null)[];
  base_mean: (number | null)[];
  ave_log_expr: (number | null)[];
  log2fc: (number | null)[];
  pvalue: (number | null)[];
  padj: (number | null)[];
}

/** The frame's strong identity: a genolist's values only change with its `updated_at` (import, edit). */
export function frameEtag(genolist: Pick<GenolistRow, 'id' | 'updated_at'>): string {
  return `W/"g${genolist.id}-${genolist.updated_at.getTime()}-f${FRAME_FORMAT_VERSION}"`;
}

/** The JSON body of the frame, built by PostgreSQL in one statement. */
export async function buildFrameBody(
  db: Db,
  genolist: Pick<GenolistRow, 'id' | 'type_genolist'>,
): Promise<Buffer> {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  // Every aggregate has the same ORDER BY, so PostgreSQL sorts the rows once.
  const result = await db.execute(sql`
    SELECT json_build_object(
      'genolist_id', ${genolist.id}::int,
      'n', count(v.id),
      'gene_ref_id', COALESCE(json_agg(v.gene_ref_id ORDER BY v.position), '[]'),
      'gene_id', COALESCE(json_agg(r.id_reference_database ORDER BY v.position), '[]'),
      'symbol', COALESCE(json_agg(r.symbol ORDER BY v.position), '[]'),
      'base_mean', COALESCE(json_agg(v.base_mean ORDER BY v.position), '[]'),
      'ave_log_expr', COALESCE(json_agg(v.ave_log_expr ORDER BY v.position), '[]'),
      'log2fc', COALESCE(json_agg(v.log_2_fc ORDER BY v.position), '[]'),
      'pvalue', COALESCE(json_agg(v.pvalue ORDER BY v.position), '[]'),
      'padj', COALESCE(json_agg(v.pvalue_adj ORDER BY v.position), '[]'))::text AS body
    FROM ${table} v JOIN gene_refs r ON r.id = v.gene_ref_id
    WHERE v.genolist_id = ${genolist.id}`);
  const [row] = (result as unknown as { rows: { body: string }[] }).rows;
  if (!row) throw new Error(`the frame of genolist ${genolist.id} came back empty`);
  return Buffer.from(row.body, 'utf8');
}

export function parseFrame(body: Buffer): FrameColumns {
  return JSON.parse(body.toString('utf8')) as FrameColumns;
}
