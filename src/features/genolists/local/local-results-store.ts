import type { Table } from 'dexie';
import type { KeptCountAnalysis } from '../../../../genomics/compute/count-analysis';
import type { GoTerm } from '../../../../genomics/formats/go';
import type { ResultsDialect } from '../../../../genomics/formats/results';
import type { SampleSheet } from '../../../../genomics/formats/sample-sheet';
import { offlineDb } from '../../../offline/db';
import { frameBytes } from '../frame-mirror';
import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../gene-frame';

/**
 * Results a user opened from their own files ("On this device"): held only in this browser's
 * IndexedDB, under the signed-in user and sealed with their key as every record of theirs
 * (src/offline/sealed-records.ts), never sent to the server. Each is two records: its
 * description (small, what the lists read) and its genes as a packed frame (≈ 3 MB for 60,000
 * genes, read only when the result is opened); a result computed from counts has a third, the
 * counts and sample sheet with what they give (read only by the charts that plot them; 2.5 MB
 * for 20,000 genes × 16 samples, 12 bytes a count). Removing the user's copy (sign-out with removal,
 * a password changed elsewhere) removes them too: they are sealed with the copy's key.
 *
 * `localId` is a positive number of this browser, unrelated to server ids; the screens use
 * `-localId` as the genolist id of their caches so that the two never meet.
 */

/** How the genes of a result were obtained. */
export type LocalResultOrigin =
  | {
      kind: 'table';
      file: string;
      /** The tool whose column names the file has; null when the user mapped the columns. */
      dialect: ResultsDialect | null;
      /** The adjusted p-values were computed here (Benjamini–Hochberg): the file had none. */
      padjComputed: boolean;
    }
  | {
      kind: 'limma-voom';
      countsFile: string;
      samplesFile: string;
      factor: string;
      numerator: string;
      reference: string;
      covariates: string[];
      filtered: boolean;
      /** Genes in the count matrix, and analysed (fewer when filtered). */
      genesInput: number;
      genesAnalysed: number;
      samples: number;
      dfPrior: number;
    };

export interface LocalResultRecord {
  userId: number;
  localId: number;
  name: string;
  savedAt: number;
  /** Approximate size on disk of its frame, for the storage page. */
  bytes: number;
  geneCount: number;
  origin: LocalResultOrigin;
  /** Its counts are kept (`LocalCounts`); absent on results kept before counts were. */
  withCounts?: true;
  /** The GO enrichment table the user added to it, in file order. */
  go?: { file: string; terms: GoTerm[] };
}

/**
 * The counts a result was computed from and what they give, computed once when it is kept, by
 * the import's kernels (genomics/compute/count-analysis.ts).
 */
export interface LocalCounts {
  /** The matrix's genes (its rows), with their symbols when the file had them. */
  geneIds: string[];
  symbols: (string | null)[];
  /** The matrix's samples (its columns), in its order: the order of every per-sample array. */
  sampleNames: string[];
  /** Gene-major counts as read: `values[g * sampleNames.length + s]`. */
  values: Float64Array;
  /** The sample sheet, matched to the matrix's samples. */
  sheet: SampleSheet;
  /** The matrix row of each of the result's genes (the frame's rows, in its order). */
  frameGenes: Int32Array;
  analysis: KeptCountAnalysis;
}

interface LocalCountsRecord extends LocalCounts {
  userId: number;
  localId: number;
}

export interface LocalFrameRecord {
  userId: number;
  localId: number;
  frame: ReturnType<typeof packGeneFrame>;
  /** The file's columns GenoApp does not read (`GeneFrame.extras`); absent when it had none. */
  extras?: GeneFrame['extras'];
}

/** The offline store's two tables of results on this device, typed as this feature writes them. */
function tables() {
  const db = offlineDb();
  return {
    db,
    localResults: db.localResults as Table<LocalResultRecord, [number, number]>,
    localFrames: db.localFrames as Table<LocalFrameRecord, [number, number]>,
    localCounts: db.localCounts as Table<LocalCountsRecord, [number, number]>,
  };
}

/** The user's results on this device, newest first. */
export async function listLocalResults(userId: number): Promise<LocalResultRecord[]> {
  const records = await tables().localResults.where('userId').equals(userId).toArray();
  return records.sort((a, b) => b.savedAt - a.savedAt);
}

export function readLocalResult(userId: number, localId: number): Promise<LocalResultRecord | undefined> {
  return tables().localResults.get([userId, localId]);
}

export async function readLocalFrame(userId: number, localId: number): Promise<GeneFrame | undefined> {
  const record = await tables().localFrames.get([userId, localId]);
  if (!record) return undefined;
  const frame = unpackGeneFrame(record.frame);
  // Set, not spread: spreading would run the lazy `searchKey` getter for every gene.
  if (record.extras) frame.extras = record.extras;
  return frame;
}

export async function readLocalCounts(userId: number, localId: number): Promise<LocalCounts | undefined> {
  const record = await tables().localCounts.get([userId, localId]);
  if (!record) return undefined;
  const { userId: _user, localId: _id, ...counts } = record;
  return counts;
}

/** Bytes on disk of a file's extra columns: numbers as stored, text as UTF-16 would hold it. */
function extrasBytes(extras: GeneFrame['extras']): number {
  let bytes = 0;
  for (const column of extras ?? [])
    if (column.kind === 'number') bytes += column.values.byteLength;
    else for (const text of column.values) bytes += 2 * (text?.length ?? 0);
  return bytes;
}

/** Bytes on disk of what is kept of the counts: the counts, the expression and the correlation. */
function countsBytes(counts: LocalCounts): number {
  return (
    counts.values.byteLength +
    counts.analysis.expression.byteLength +
    counts.analysis.correlation.matrix.byteLength
  );
}

/**
 * Stores a new result (its description, its genes and its counts if any, in one transaction: all
 * or nothing); answers it with its id. `frame.genolistId` is set to `-localId`.
 */
export async function saveLocalResult(
  userId: number,
  result: { name: string; origin: LocalResultOrigin; frame: GeneFrame; counts?: LocalCounts },
): Promise<LocalResultRecord> {
  const { db, localResults, localFrames, localCounts } = tables();
  return db.transaction('rw', localResults, localFrames, localCounts, async () => {
    const keys = await localResults.where('userId').equals(userId).primaryKeys();
    const taken = new Set(keys.map(([, id]) => id));
    let localId = Date.now();
    while (taken.has(localId)) localId += 1;
    const frame = { ...packGeneFrame(result.frame), genolistId: -localId };
    const record: LocalResultRecord = {
      userId,
      localId,
      name: result.name,
      savedAt: Date.now(),
      bytes:
        frameBytes(frame) +
        extrasBytes(result.frame.extras) +
        (result.counts ? countsBytes(result.counts) : 0),
      geneCount: frame.n,
      origin: result.origin,
      ...(result.counts && { withCounts: true as const }),
    };
    const extras = result.frame.extras;
    await localFrames.add({ userId, localId, frame, ...(extras && { extras }) });
    if (result.counts) await localCounts.add({ ...result.counts, userId, localId });
    await localResults.add(record);
    return record;
  });
}

/** Adds a GO table to a result, or replaces the one it had; answers the record as now kept. */
export async function setLocalGo(
  userId: number,
  localId: number,
  go: NonNullable<LocalResultRecord['go']>,
): Promise<LocalResultRecord> {
  const { db, localResults } = tables();
  return db.transaction('rw', localResults, async () => {
    const record = await localResults.get([userId, localId]);
    if (!record) throw new Error('This result is no longer on this device');
    const updated = { ...record, go };
    await localResults.put(updated);
    return updated;
  });
}

export async function removeLocalResult(userId: number, localId: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.localResults, db.localFrames, db.localCounts, async () => {
    await db.localResults.delete([userId, localId]);
    await db.localFrames.delete([userId, localId]);
    await db.localCounts.delete([userId, localId]);
  });
}
