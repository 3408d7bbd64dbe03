import type { Table } from 'dexie';
import type { ResultsDialect } from '../../../../genomics/formats/results';
import { offlineDb } from '../../../offline/db';
import { frameBytes } from '../frame-mirror';
import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../gene-frame';

/**
 * Results a user opened from their own files ("On this device"): held only in this browser's
 * IndexedDB, under the signed-in user and sealed with their key as every record of theirs
 * (src/offline/sealed-records.ts), never sent to the server. Each is two records: its
 * description (small, what the lists read) and its genes as a packed frame (≈ 3 MB for 60,000
 * genes, read only when the result is opened). Removing the user's copy (sign-out with removal,
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
}

export interface LocalFrameRecord {
  userId: number;
  localId: number;
  frame: ReturnType<typeof packGeneFrame>;
}

/** The offline store's two tables of results on this device, typed as this feature writes them. */
function tables() {
  const db = offlineDb();
  return {
    db,
    localResults: db.localResults as Table<LocalResultRecord, [number, number]>,
    localFrames: db.localFrames as Table<LocalFrameRecord, [number, number]>,
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
  return record && unpackGeneFrame(record.frame);
}

/**
 * Stores a new result (its description and its genes in one transaction: both or neither);
 * answers it with its id. `frame.genolistId` is set to `-localId`.
 */
export async function saveLocalResult(
  userId: number,
  result: { name: string; origin: LocalResultOrigin; frame: GeneFrame },
): Promise<LocalResultRecord> {
  const { db, localResults, localFrames } = tables();
  return db.transaction('rw', localResults, localFrames, async () => {
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
      bytes: frameBytes(frame),
      geneCount: frame.n,
      origin: result.origin,
    };
    await localFrames.add({ userId, localId, frame });
    await localResults.add(record);
    return record;
  });
}

export async function removeLocalResult(userId: number, localId: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.localResults, db.localFrames, async () => {
    await db.localResults.delete([userId, localId]);
    await db.localFrames.delete([userId, localId]);
  });
}
