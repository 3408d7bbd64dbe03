import type { DehydratedState } from '@tanstack/react-query';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { GeneFrame } from '../features/genolists/gene-frame';
import type { OutboxEntry } from './outbox-logic';

/**
 * GenoApp's IndexedDB mirror. Every record carries the `userId` of the user it was fetched for
 * and every read names that user: another account signing in on the same browser reads nothing
 * of the previous one's, and a session that ended keeps its outbox for the next sign-in.
 */

/** One genolist's frame as the screens read it (typed arrays are stored as they are). */
export interface FrameRecord {
  userId: number;
  genolistId: number;
  /** The server's ETag, sent back as If-None-Match to revalidate. */
  etag: string | null;
  savedAt: number;
  /** Approximate size on disk, for the storage page. */
  bytes: number;
  frame: GeneFrame;
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
export function frameBytes(frame: GeneFrame): number {
  let bytes =
    frame.geneRefId.byteLength +
    frame.expression.byteLength +
    frame.log2fc.byteLength +
    frame.pvalue.byteLength +
    frame.padj.byteLength;
  for (let i = 0; i < frame.n; i++)
    bytes +=
      2 *
      ((frame.geneId[i]?.length ?? 0) + (frame.symbol[i]?.length ?? 0) + (frame.searchKey[i]?.length ?? 0));
  return bytes;
}

/**
 * Schema history. Dexie runs each version's upgrade once, in order, on a browser whose database
 * is older; tests/unit/offline-db.test.ts opens a version-1 database with the current code.
 * 1: frames, the query cache, the outbox, profiles.
 * 2: what the user made available offline (pins), and each frame's size for the storage page.
 */
export function openOfflineDb(name = DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    frames: '[userId+genolistId], userId',
    queries: '[userId+hash], userId',
    outbox: '++seq, userId',
    profiles: 'userId',
  });
  db.version(2)
    .stores({ pins: '[userId+kind+targetId], userId' })
    .upgrade((tx) =>
      tx
        .table<FrameRecord>('frames')
        .toCollection()
        .modify((record) => {
          record.bytes ??= frameBytes(record.frame);
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
