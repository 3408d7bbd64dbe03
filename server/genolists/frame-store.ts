import { and, eq, lt, sql } from 'drizzle-orm';
import { copyRows } from '../db/bulk-copy';
import type { Db, Tx } from '../db/client';
import { genolistFrames } from '../db/schema';
import { FRAME_FORMAT_VERSION, type FrameColumns, frameBody, frameEtag } from './frame';
import { compressors, type Encoding } from './frame-cache';

/**
 * Frames kept compressed in `genolist_frames`, one row per genolist: written at import inside
 * its transaction, or built from the stored rows on the first request for a genolist without
 * one (`ensureStoredFrame`). A request reads one small row for the ETag, then one blob.
 */

export interface EncodedFrame {
  gzip: Buffer;
  brotli: Buffer;
  jsonBytes: number;
}

/**
 * Both encodings, made in libuv's thread pool while the caller goes on (an import writes its
 * next rows meanwhile). Brotli at quality 5: SLC001's frame (3.1 MB) takes 93 ms for 535 kB;
 * quality 6–9 cost 1.6–8× more for under 1 % less, and 11 takes 5.8 s.
 */
export async function encodeFrame(columns: FrameColumns): Promise<EncodedFrame> {
  const body = frameBody(columns);
  const [gz, br] = await Promise.all([compressors.gzip(body), compressors.br(body)]);
  return { gzip: gz, brotli: br, jsonBytes: body.length };
}

/**
 * Stores a genolist's frame. `replace`: an import's new frame replaces the one stored; a frame
 * built on demand only replaces one of an older format, so that of two processes building it
 * at once, the first stored is the one both serve. The blobs go in by binary COPY: PGlite takes
 * ≈ 1 s to decode 1.2 MB of bytea parameters.
 */
export async function saveFrame(
  tx: Tx,
  genolistId: number,
  frame: EncodedFrame,
  replace: 'always' | 'older-format' = 'always',
): Promise<void> {
  const older = lt(genolistFrames.format_version, FRAME_FORMAT_VERSION);
  const mine = eq(genolistFrames.genolist_id, genolistId);
  await tx.delete(genolistFrames).where(replace === 'always' ? mine : and(mine, older));
  if (replace === 'older-format' && (await storedFrameEtag(tx, genolistId))) return;
  await copyRows(
    tx,
    {
      table: 'genolist_frames',
      columns: ['genolist_id', 'format_version', 'built_at', 'json_bytes', 'gzip', 'brotli'],
    },
    1,
    [
      { type: 'int4', values: genolistId },
      { type: 'int4', values: FRAME_FORMAT_VERSION },
      { type: 'timestamptz', value: new Date() },
      { type: 'int4', values: frame.jsonBytes },
      { type: 'bytea', value: () => frame.gzip },
      { type: 'bytea', value: () => frame.brotli },
    ],
  );
}

/** The ETag of a genolist's stored frame, when it has one of the current format. */
export async function storedFrameEtag(db: Db | Tx, genolistId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ built_at: genolistFrames.built_at })
    .from(genolistFrames)
    .where(
      and(
        eq(genolistFrames.genolist_id, genolistId),
        eq(genolistFrames.format_version, FRAME_FORMAT_VERSION),
      ),
    );
  return row && frameEtag(genolistId, row.built_at);
}

/** One encoding of the genolist's stored frame, with the ETag of the frame it is (undefined: none stored). */
export async function readStoredFrame(
  db: Db,
  genolistId: number,
  encoding: Encoding,
): Promise<{ etag: string; bytes: Buffer } | undefined> {
  const column = encoding === 'br' ? genolistFrames.brotli : genolistFrames.gzip;
  const [row] = await db
    .select({ built_at: genolistFrames.built_at, bytes: column })
    .from(genolistFrames)
    .where(
      and(
        eq(genolistFrames.genolist_id, genolistId),
        eq(genolistFrames.format_version, FRAME_FORMAT_VERSION),
      ),
    );
  if (!row) return undefined;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { etag: frameEtag(genolistId, row.built_at), bytes };
}

/**
 * Drops the stored frames that show any of these genes: their symbol (frame) or name (the gene
 * names, keyed by the frame's ETag) changed, so each is built again on its next request.
 */
export async function dropFramesShowing(tx: Tx, geneRefIds: number[]): Promise<void> {
  if (geneRefIds.length === 0) return;
  const ids = sql.param(geneRefIds);
  await tx.execute(sql`
    DELETE FROM genolist_frames f
    WHERE f.genolist_id IN (
      SELECT genolist_id FROM transcripto_values WHERE gene_ref_id = ANY(${ids}::int[])
      UNION SELECT genolist_id FROM proteo_values WHERE gene_ref_id = ANY(${ids}::int[]))`);
}
