import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client';
import type { FrameSchema } from './data-schemas';
import type { GenolistRow } from './service';
import { valuesTableName } from './service';

/**
 * The frame of a genolist: every row of its results table, column by column, in file order
 * (format: `server/genolists/FRAME.md`). It is built once, at import from the parsed table
 * (`frameColumns`) or on demand from the stored rows (`storedRowsFrame`), and kept compressed
 * in `genolist_frames` (`frame-store.ts`).
 */

/** Bumped when the frame's format changes, so clients holding an older frame fetch it again. */
export const FRAME_FORMAT_VERSION = 1;

/** The frame's columns, as its schema (`FrameSchema`, the API's `GenolistFrame`) states them. */
export type FrameColumns = Static<typeof FrameSchema>;

/**
 * The frame's identity: a genolist's stored frame changes only when it is built again (import,
 * a change of its genes' annotation, a new format); edits of the list's name or cutoffs leave it.
 */
export function frameEtag(genolistId: number, builtAt: Date): string {
  return `W/"g${genolistId}-${builtAt.getTime()}-f${FRAME_FORMAT_VERSION}"`;
}

/** A results table's columns as the import parsed them: NaN is a missing value. */
export interface ParsedColumns {
  geneIds: string[];
  baseMean: Float64Array;
  aveLogExpr: Float64Array;
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
}

const orNull = (values: Float64Array) => Array.from(values, (v) => (Number.isFinite(v) ? v : null));

/** The frame of a table being imported, with the database ids and the symbols its genes were stored with. */
export function frameColumns(
  genolistId: number,
  table: ParsedColumns,
  gene: (geneId: string) => { id: number; symbol: string | null },
): FrameColumns {
  const genes = table.geneIds.map(gene);
  return {
    genolist_id: genolistId,
    n: table.geneIds.length,
    gene_ref_id: genes.map((g) => g.id),
    gene_id: table.geneIds,
    symbol: genes.map((g) => g.symbol),
    base_mean: orNull(table.baseMean),
    ave_log_expr: orNull(table.aveLogExpr),
    log2fc: orNull(table.log2fc),
    pvalue: orNull(table.pvalue),
    padj: orNull(table.padj),
  };
}

/** The frame of a genolist's stored rows, read in one aggregate query (no row by row read in JavaScript). */
export async function storedRowsFrame(
  db: Db,
  genolist: Pick<GenolistRow, 'id' | 'type_genolist'>,
): Promise<FrameColumns> {
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
  return JSON.parse(row.body) as FrameColumns;
}

/** The JSON the frame endpoint answers, the same bytes whichever way the columns were gathered. */
export function frameBody(columns: FrameColumns): Buffer {
  return Buffer.from(JSON.stringify(columns), 'utf8');
}

export function parseFrame(body: Buffer): FrameColumns {
  return JSON.parse(body.toString('utf8')) as FrameColumns;
}
