import type { DehydratedState } from '@tanstack/react-query';
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import { tokens } from '../api/tokens';
import { type CopyKeys, newCopySecret, type Sealed } from './copy-crypto';
import type { OutboxEntry } from './outbox-logic';
import { type SealedTable, sealedRecordsMiddleware, sealRecord } from './sealed-records';
import { unlockedKeys } from './unlocked';

/**
 * GenoApp's IndexedDB mirror. Every record carries the `userId` of the user it was fetched for
 * and every read names that user: another account signing in on the same browser reads nothing
 * of the previous one's, and a session that ended keeps its outbox for the next sign-in.
 *
 * On disk every record is sealed with its user's key (src/offline/sealed-records.ts): only its
 * key and index fields (`SEALED_TABLES`) are in clear. The keys themselves are in `keyrings`
 * (wrapped by the password) and `sessionKeys` (while signed in); src/offline/keyring.ts.
 */

/**
 * One large answer kept whole, per user and id, outside the query cache: a genolist's frame (its
 * typed columns; the genolists feature's frame mirror reads and writes them). The engine never
 * reads `frame`: it seals it, counts it in a copy (`PinRecord.genolistIds`) and deletes it.
 */
export interface FrameRecord<F = unknown> {
  userId: number;
  genolistId: number;
  /** The server's ETag, sent back as If-None-Match to revalidate. */
  etag: string | null;
  savedAt: number;
  /** Approximate size on disk, for the storage page. */
  bytes: number;
  frame: F;
}

/** A record a feature keeps on this device alone, under `[userId+localId]`; the engine only seals it. */
export interface LocalRecord {
  userId: number;
  localId: number;
}

/** One API answer of the react-query cache. */
export interface QueryRecord {
  userId: number;
  hash: string;
  savedAt: number;
  bytes: number;
  query: DehydratedState['queries'][number];
}

/** Something the user made available offline: a copy, made by the recipe of its `kind`. */
export interface PinRecord {
  userId: number;
  kind: string;
  targetId: number;
  name: string;
  savedAt: number;
  /** Query hashes and frame ids (`FrameRecord.genolistId`) it downloaded, so removing it removes them. */
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
   * opened frames without reading them (the genolists feature's frame mirror). Not indexed: no
   * new version.
   */
  framesOpenedAt?: Record<number, number>;
}

/**
 * A user's copy key on this browser, wrapped by a key derived from their password: what opens
 * the copy at a sign-in, with or without network. The e-mail is kept only as a salted hash.
 */
export interface KeyringRecord {
  userId: number;
  emailSalt: Uint8Array<ArrayBuffer>;
  emailTag: string;
  /** PBKDF2's salt and rounds for the key that wraps the copy's secret. */
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  wrapped: Sealed;
}

/**
 * The keys of the signed-in user's copy, kept (not extractable) until sign-out so that a reload
 * or a restart of the app does not ask for the password again.
 */
export interface SessionKeyRecord {
  userId: number;
  keys: CopyKeys;
  /** Whether the password opens this copy again after sign-out (a keyring holds its secret). */
  wrapped: boolean;
}

export type OfflineDb = Dexie & {
  frames: Table<FrameRecord, [number, number]>;
  queries: Table<QueryRecord, [number, string]>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  profiles: EntityTable<ProfileRecord, 'userId'>;
  pins: Table<PinRecord, [number, string, number]>;
  keyrings: EntityTable<KeyringRecord, 'userId'>;
  sessionKeys: EntityTable<SessionKeyRecord, 'userId'>;
  localResults: Table<LocalRecord, [number, number]>;
  localFrames: Table<LocalRecord, [number, number]>;
  localCounts: Table<LocalRecord, [number, number]>;
};

/**
 * The tables holding users' records, sealed; in clear only their key and index fields. A frame's
 * columns are read as views on one buffer: the genolists feature copies a column before it
 * transfers one (gene-worker.ts).
 */
export const SEALED_TABLES = {
  frames: { clear: ['userId', 'genolistId'], views: true },
  queries: { clear: ['userId', 'hash'], blind: 'hash' },
  outbox: { clear: ['seq', 'userId'] },
  profiles: { clear: ['userId'] },
  pins: { clear: ['userId', 'kind', 'targetId'] },
  localResults: { clear: ['userId', 'localId'] },
  localFrames: { clear: ['userId', 'localId'], views: true },
  localCounts: { clear: ['userId', 'localId'] },
} satisfies Record<string, SealedTable>;

export const DB_NAME = 'genoapp-offline';

/**
 * What a feature changes in its own records when one version's upgrade runs (a new layout of
 * its data). Registered at the app's start (src/app/offline-registrations.ts), before the
 * database is first opened; the upgrade of that version runs each registered change once.
 */
export interface RecordUpgrade {
  version: number;
  table: string;
  modify(record: Record<string, unknown>): void;
}

const recordUpgrades: RecordUpgrade[] = [];

export function registerRecordUpgrade(upgrade: RecordUpgrade): void {
  recordUpgrades.push(upgrade);
}

async function upgradeFeatureRecords(tx: Transaction, version: number): Promise<void> {
  for (const upgrade of recordUpgrades.filter((candidate) => candidate.version === version))
    await tx.table<Record<string, unknown>>(upgrade.table).toCollection().modify(upgrade.modify);
}

/**
 * Version 4's upgrade: the records earlier versions kept in clear. The signed-in user's are
 * sealed under a new key for their session (the password that would wrap it is not known until
 * they next sign in: until then the copy lives as long as the session); everyone else's are
 * deleted, as no key of theirs can be had.
 */
async function sealEarlierCopies(tx: Transaction, signedIn: number | null): Promise<void> {
  const keys = signedIn === null ? null : (await Dexie.waitFor(newCopySecret())).keys;
  // The tables of version 3; those of later versions do not exist yet at this step of an upgrade.
  for (const name of ['frames', 'queries', 'outbox', 'profiles', 'pins'] as const) {
    const spec = SEALED_TABLES[name];
    const table = tx.table<Record<string, unknown>>(name);
    if (!keys || signedIn === null) {
      await table.clear();
      continue;
    }
    const mine = await table.where('userId').equals(signedIn).primaryKeys();
    const kept = new Set(mine.map((key) => JSON.stringify(key)));
    const others = (await table.toCollection().primaryKeys()).filter((key) => !kept.has(JSON.stringify(key)));
    await table.bulkDelete(others);
    // One record at a time (a frame is ≈ 3 MB): read, sealed, written back under its new key.
    for (const key of mine) {
      const record = await table.get(key);
      if (!record) continue;
      const sealed = await Dexie.waitFor(sealRecord(name, spec, record, keys));
      await table.delete(key);
      await table.add(sealed);
    }
  }
  if (keys && signedIn !== null) {
    await tx.table<SessionKeyRecord>('sessionKeys').put({ userId: signedIn, keys, wrapped: false });
    unlockedKeys.set(signedIn, keys);
  }
}

export interface OfflineDbOptions {
  /** Who is signed in when the database is opened (version 4 seals their records, drops the others'). */
  signedInUser?: () => number | null;
}

/**
 * Schema history. Dexie runs each version's upgrade once, in order, on a browser whose database
 * is older; tests/unit/offline/db.test.ts opens version-1, -2 and -3 databases with the current
 * code.
 * 1: frames, the query cache, the outbox, profiles.
 * 2: what the user made available offline (pins), and each frame's size for the storage page.
 * 3: frames packed (the genolists feature registers the change): opening a mirrored genolist of
 *    60,000 genes deserialised 180,000 strings; it now reads a few long ones. Sizes are measured
 *    again on the packed form.
 * 4: every user's records sealed (`sealEarlierCopies`), the keyrings and the session's keys.
 * 5: results opened from the user's own files, held only here (the genolists feature's local
 *    results store).
 * 6: the counts and sample sheet of such a result, with what they give (expression, QC, PCA,
 *    correlation), apart from its genes: read only by the screens that plot them.
 */
export function openOfflineDb(
  name = DB_NAME,
  { signedInUser = () => null }: OfflineDbOptions = {},
): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.use(sealedRecordsMiddleware(SEALED_TABLES, unlockedKeys.get));
  db.version(1).stores({
    frames: '[userId+genolistId], userId',
    queries: '[userId+hash], userId',
    outbox: '++seq, userId',
    profiles: 'userId',
  });
  db.version(2).stores({ pins: '[userId+kind+targetId], userId' });
  db.version(3)
    .stores({})
    .upgrade((tx) => upgradeFeatureRecords(tx, 3));
  db.version(4)
    .stores({ keyrings: 'userId', sessionKeys: 'userId' })
    .upgrade((tx) => sealEarlierCopies(tx, signedInUser()));
  db.version(5).stores({ localResults: '[userId+localId], userId', localFrames: '[userId+localId], userId' });
  db.version(6).stores({ localCounts: '[userId+localId], userId' });
  return db;
}

let shared: OfflineDb | null = null;

/** Signed in with a server session: an offline session (no tokens) only exists from version 4 on. */
function signedInWithTokens(): number | null {
  return tokens.getAccessToken() === null ? null : tokens.getUserId();
}

/** The app's database, opened on first use (never at import: Node and tests import this file). */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb(DB_NAME, { signedInUser: signedInWithTokens });
  return shared;
}

/**
 * How many records of `table` the user has here and the bytes they take on disk, read as stored:
 * nothing is decrypted (a frame is ≈ 3 MB). A connection of its own, without the sealed-records
 * middleware, in Dexie's dynamic mode: it opens the database as it is and never upgrades it.
 */
export async function storedSize(
  userId: number,
  table: keyof typeof SEALED_TABLES,
): Promise<{ count: number; bytes: number }> {
  const raw = new Dexie(DB_NAME);
  const size = { count: 0, bytes: 0 };
  try {
    await raw.open();
    await raw
      .table<{ sealed?: Sealed }>(table)
      .where('userId')
      .equals(userId)
      .each((record) => {
        size.count += 1;
        size.bytes += record.sealed?.data.byteLength ?? 0;
      });
  } finally {
    raw.close();
  }
  return size;
}
