/**
 * A project's counts kept as its import read them (`project_counts`), exact, for the analyses
 * that need counts: the float32 log2 expression the screens read loses integers above ≈ 10^5
 * and every fractional count.
 *
 * Encoding: genes in chunks of `RAW_COUNT_CHUNK_GENES`, one row each, in the import's gene
 * order. A row holds its genes' `gene_refs` ids (int32 little-endian, uncompressed) and their
 * counts gene-major (`counts[g * samples + s]`, samples in `samples.position` order) as
 * little-endian int32 when every count of the project is an integer below 2^31, else float64,
 * deflate-compressed (zlib format, level 1). Example: 60,000 genes × 384 samples of
 * integer counts are 15 rows of ≈ 6 MB of int32 before compression.
 *
 * The import's worker compresses them before the analysis overwrites the counts in place, one
 * chunk at a time through one scratch chunk: ≈ 0.3 s at 60,000 × 384. Copying every chunk first
 * and compressing them all in the thread pool overlapped the analysis, but left ≈ 90 MB of freed
 * copies resident in the allocator's arenas for the rest of the import (its peak memory).
 */
import { promisify } from 'node:util';
import { deflateSync, inflate } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { CountMatrix } from '../../genomics/formats/counts';
import { copyRows } from '../db/bulk-copy';
import type { Db, Tx } from '../db/client';
import { projectCounts } from '../db/schema';

export const RAW_COUNT_CHUNK_GENES = 4096;

export type RawCountType = 'int32' | 'float64';

/** The fastest level: the counts are written once per import and read only by an analysis. */
const DEFLATE_LEVEL = 1;
const inflateAsync = promisify(inflate);

/** The compressed counts, ready to be written once the genes have their database ids. */
export interface EncodedCounts {
  valueType: RawCountType;
  sampleCount: number;
  chunks: Uint8Array[];
}

function allInt32(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (!Number.isInteger(value) || value > 2_147_483_647) return false;
  }
  return true;
}

/** Compresses the counts chunk by chunk; the matrix may change afterwards. */
export function encodeCounts(matrix: CountMatrix): EncodedCounts {
  const sampleCount = matrix.sampleNames.length;
  const valueType: RawCountType = allInt32(matrix.values) ? 'int32' : 'float64';
  const width = RAW_COUNT_CHUNK_GENES * sampleCount;
  const scratch =
    valueType === 'int32'
      ? new Int32Array(Math.min(width, matrix.values.length))
      : new Float64Array(Math.min(width, matrix.values.length));
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < matrix.values.length; start += width) {
    const part = matrix.values.subarray(start, start + width);
    scratch.set(part);
    const bytes = new Uint8Array(scratch.buffer, 0, part.length * scratch.BYTES_PER_ELEMENT);
    chunks.push(deflateSync(bytes, { level: DEFLATE_LEVEL }));
  }
  return { valueType, sampleCount, chunks };
}

/** Replaces the project's kept counts; `geneRefIds` in the matrix's gene order. */
export async function writeRawCounts(
  tx: Tx,
  projectId: number,
  counts: EncodedCounts,
  geneRefIds: Int32Array,
): Promise<void> {
  await tx.delete(projectCounts).where(eq(projectCounts.project_id, projectId));
  const ids = (chunk: number) => {
    const part = geneRefIds.subarray(chunk * RAW_COUNT_CHUNK_GENES, (chunk + 1) * RAW_COUNT_CHUNK_GENES);
    return new Uint8Array(Int32Array.from(part).buffer);
  };
  await copyRows(
    tx,
    {
      table: 'project_counts',
      columns: ['project_id', 'chunk', 'value_type', 'sample_count', 'gene_ref_ids', 'counts'],
    },
    counts.chunks.length,
    [
      { type: 'int4', values: projectId },
      { type: 'int4', values: Int32Array.from(counts.chunks, (_, i) => i) },
      { type: 'text', values: counts.chunks.map(() => counts.valueType) },
      { type: 'int4', values: counts.sampleCount },
      { type: 'bytea', value: ids },
      { type: 'bytea', value: (chunk) => counts.chunks[chunk] as Uint8Array },
    ],
  );
}

/** Whether the project has its counts kept (projects imported before counts were kept do not). */
export async function hasRawCounts(db: Db | Tx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ chunk: projectCounts.chunk })
    .from(projectCounts)
    .where(eq(projectCounts.project_id, projectId))
    .limit(1);
  return row !== undefined;
}

export interface RawCounts {
  geneRefIds: Int32Array;
  sampleCount: number;
  /** Gene-major, `values[g * sampleCount + s]`. */
  values: Float64Array;
}

/** The project's kept counts, or null when it has none. */
export async function readRawCounts(db: Db | Tx, projectId: number): Promise<RawCounts | null> {
  const rows = await db
    .select()
    .from(projectCounts)
    .where(eq(projectCounts.project_id, projectId))
    .orderBy(asc(projectCounts.chunk));
  const first = rows[0];
  if (!first) return null;
  const sampleCount = first.sample_count;
  const parts = await Promise.all(
    rows.map(async (row) => {
      const bytes = await inflateAsync(row.counts);
      const aligned = new Uint8Array(bytes).buffer;
      return {
        ids: new Int32Array(new Uint8Array(row.gene_ref_ids).buffer),
        values: row.value_type === 'int32' ? new Int32Array(aligned) : new Float64Array(aligned),
      };
    }),
  );
  const geneCount = parts.reduce((sum, part) => sum + part.ids.length, 0);
  const geneRefIds = new Int32Array(geneCount);
  const values = new Float64Array(geneCount * sampleCount);
  let at = 0;
  for (const part of parts) {
    geneRefIds.set(part.ids, at);
    values.set(part.values, at * sampleCount);
    at += part.ids.length;
  }
  return { geneRefIds, sampleCount, values };
}
