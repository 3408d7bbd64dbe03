import type { DehydratedState } from '@tanstack/react-query';
import Dexie, { type EntityTable, type Table } from 'dexie';
import { type GeneFrame, type PackedGeneFrame, packGeneFrame } from '../features/genolists/gene-frame';
import type { OutboxEntry } from './outbox-logic';

/**
 * GenoApp's IndexedDB mirror. Every record carries the `userId` of the user it was fetched for
 * and every read names that user: another account signing in on the same browser reads nothing
 * of the previous one's, and a session that ended keeps its outbox for the next sign-in.
 */

/** One genolist's frame, packed: typed arrays as they are, each text column as one string. */
export interface FrameRecord {
  userId: number;
  genolistId: number;
  /** The server's ETag, sent back as If-None-Match to revalidate. */
  etag: string | null;
  savedAt: number;
  /** Approximate size on disk, for the storage page. */
  bytes: number;
  frame: PackedGeneFrame;
}

/** One API answer of the react-query cache. */
export interface QueryRecord {
  userId: number;
  hash: string;
  savedAt: number;
  bytes: number;
  query: DehydratedState['queries'][number];
}

/** Something the user made available offline. */
export interface PinRecord {
  userId: number;
  kind: 'project' | 'genolist';
  targetId: number;
  name: string;
  savedAt: number;
  /** Query hashes and frame ids it downloaded, so removing it removes them. */
  queryHashes: string[];
  genolistIds: number[];
  bytes: number;
}

/** The signed-in user's profile, so a reload with no network still knows who is signed in. */
export interface ProfileRecord {
  userId: number;
  savedAt: number;
  user: unknown;
  /**
   * When each mirrored genolist was last opened (genolist id → time), to keep the most recently
   * opened frames without reading them (src/offline/frame-mirror.ts). Not indexed: no new version.
   */
  framesOpenedAt?: Record<number, number>;
}

export type OfflineDb = Dexie & {
  frames: Table<FrameRecord, [number, number]>;
  queries: Table<QueryRecord, [number, string]>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  profiles: EntityTable<ProfileRecord, 'userId'>;
  pins: Table<PinRecord, [number, string, number]>;
};

export const DB_NAME = 'genoapp-offline';

/** A frame's size in bytes: its typed arrays plus its strings (2 bytes a character). */
export function frameBytes(frame: PackedGeneFrame): number {
  return (
    frame.geneRefId.byteLength +
    frame.expression.byteLength +
    frame.log2fc.byteLength +
    frame.pvalue.byteLength +
    frame.padj.byteLength +
    2 * (frame.geneIds.length + frame.symbols.length + frame.searchKeys.length)
  );
}

/**
 * Schema history. Dexie runs each version's upgrade once, in order, on a browser whose database
 * is older; tests/unit/offline-db.test.ts opens version-1 and version-2 databases with the
 * current code.
 * 1: frames, the query cache, the outbox, profiles.
 * 2: what the user made available offline (pins), and each frame's size for the storage page.
 * 3: frames packed (`PackedGeneFrame`): opening a mirrored genolist of 60,000 genes deserialised
 *    180,000 strings; it now reads a few long ones. Sizes are measured again on the packed form.
 */
export function openOfflineDb(name = DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    frames: '[userId+genolistId], userId',
    queries: '[userId+hash], userId',
    outbox: '++seq, userId',
    profiles: 'userId',
  });
  db.version(2).stores({ pins: '[userId+kind+targetId], userId' });
  db.version(3)
    .stores({})
    .upgrade((tx) =>
      tx
        .table<Omit<FrameRecord, 'frame'> & { frame: GeneFrame | PackedGeneFrame }>('frames')
        .toCollection()
        .modify((record) => {
          // Every frame saved before version 3 holds its columns unpacked.
          const frame = packGeneFrame(record.frame as GeneFrame);
          record.frame = frame;
          record.bytes = frameBytes(frame);
        }),
    );
  return db;
}

let shared: OfflineDb | null = null;

/** The app's database, opened on first use (never at import: Node and tests import this file). */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb();
  return shared;
}
