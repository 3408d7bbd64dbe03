import type { Table } from 'dexie';
import { type FrameRecord, type OfflineDb, offlineDb, type RecordUpgrade } from '../../offline/db';
import { type GeneFrame, type PackedGeneFrame, packGeneFrame, unpackGeneFrame } from './gene-frame';

/**
 * The genolist frames mirrored in IndexedDB, one record per genolist and user. Those a copy made
 * available offline needs stay until it is removed; the others, mirrored because the user opened
 * the genolist (≈ 3 MB for 60,000 genes), are kept for the `KEPT_VISITED_FRAMES` most recently
 * opened. When each was last opened is kept in the user's profile record (a few numbers), so
 * choosing what to evict never reads a frame.
 */

/** Genolist tables kept from visits, besides those made available offline. */
export const KEPT_VISITED_FRAMES = 20;

/** The offline store's frames table, as this feature writes it: packed frames. */
export function framesOf(db: OfflineDb = offlineDb()): Table<FrameRecord<PackedGeneFrame>, [number, number]> {
  return db.frames as Table<FrameRecord<PackedGeneFrame>, [number, number]>;
}

/** A frame's size in bytes: its typed arrays plus its strings (2 bytes a character). */
export function frameBytes(frame: PackedGeneFrame): number {
  return (
    frame.geneRefId.byteLength +
    frame.expression.byteLength +
    frame.log2fc.byteLength +
    frame.pvalue.byteLength +
    frame.padj.byteLength +
    2 * (frame.geneIds.length + frame.symbols.length)
  );
}

/** The offline store's version 3 packed the frames: every frame saved before holds its columns unpacked. */
export const packFramesOfVersion3: RecordUpgrade = {
  version: 3,
  table: 'frames',
  modify(record) {
    const frame = packGeneFrame(record.frame as GeneFrame);
    record.frame = frame;
    record.bytes = frameBytes(frame);
  },
};

/**
 * The frame of `genolistId` saved for `userId`, if any. One record: one read, whose typed columns
 * and few long strings deserialise in a few milliseconds.
 */
export async function readFrame(
  userId: number,
  genolistId: number,
): Promise<{ etag: string | null; frame: GeneFrame } | undefined> {
  const record = await framesOf().get([userId, genolistId]);
  return record && { etag: record.etag, frame: unpackGeneFrame(record.frame) };
}

/** Saves the frame with the ETag the server sent it with; answers its size in bytes. */
export async function saveFrame(
  userId: number,
  genolistId: number,
  etag: string | null,
  frame: GeneFrame,
): Promise<number> {
  const packed = packGeneFrame(frame);
  const bytes = frameBytes(packed);
  await framesOf().put({ userId, genolistId, etag, savedAt: Date.now(), bytes, frame: packed });
  return bytes;
}

/** Whether a frame of `genolistId` is saved for `userId`, without reading it. */
export async function hasFrame(userId: number, genolistId: number): Promise<boolean> {
  const keys = await offlineDb().frames.where(':id').equals([userId, genolistId]).primaryKeys();
  return keys.length > 0;
}

/** A 304 proved the saved copy current: its date moves, not its content. */
export async function touchFrame(userId: number, genolistId: number): Promise<void> {
  await offlineDb().frames.update([userId, genolistId], { savedAt: Date.now() });
}

/** Records that the user opened the genolist now: the most recently opened frames are kept. */
export async function noteFrameOpened(userId: number, genolistId: number, at = Date.now()): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.profiles, async () => {
    const profile = await db.profiles.get(userId);
    if (!profile) return;
    await db.profiles.put({ ...profile, framesOpenedAt: { ...profile.framesOpenedAt, [genolistId]: at } });
  });
}

/** Frames a download is saving right now: not pinned yet, they must not be evicted meanwhile. */
const downloading = new Map<string, number>();
const heldKey = (userId: number, genolistId: number) => `${userId}:${genolistId}`;

/** Keeps the frame from eviction until the returned function is called (a download in progress). */
export function holdFrame(userId: number, genolistId: number): () => void {
  const key = heldKey(userId, genolistId);
  downloading.set(key, (downloading.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (downloading.get(key) ?? 1) - 1;
    if (left > 0) downloading.set(key, left);
    else downloading.delete(key);
  };
}

/**
 * Deletes `userId`'s frames that no offline copy needs beyond the `keep` most recently opened;
 * answers the genolist ids removed. Frames never noted as opened (saved by an older version, or
 * by a download that failed) go first.
 */
export async function evictVisitedFrames(userId: number, keep = KEPT_VISITED_FRAMES): Promise<number[]> {
  const db = offlineDb();
  return db.transaction('rw', db.frames, db.pins, db.profiles, async () => {
    const [keys, pins, profile] = await Promise.all([
      db.frames.where('userId').equals(userId).primaryKeys(),
      db.pins.where('userId').equals(userId).toArray(),
      db.profiles.get(userId),
    ]);
    const pinned = new Set(pins.flatMap((pin) => pin.genolistIds));
    const openedAt = profile?.framesOpenedAt ?? {};
    const mirrored = keys.map(([, genolistId]) => genolistId);
    const visited = mirrored
      .filter((id) => !pinned.has(id) && !downloading.has(heldKey(userId, id)))
      .sort((a, b) => (openedAt[b] ?? 0) - (openedAt[a] ?? 0) || b - a);
    const evicted = visited.slice(keep);
    if (evicted.length > 0) await db.frames.bulkDelete(evicted.map((id): [number, number] => [userId, id]));
    // The dates of frames no longer mirrored go too: the profile stays a few numbers.
    const kept = new Set(mirrored.filter((id) => !evicted.includes(id)));
    if (profile?.framesOpenedAt) {
      const dates = Object.entries(profile.framesOpenedAt).filter(([id]) => kept.has(Number(id)));
      if (dates.length !== Object.keys(profile.framesOpenedAt).length)
        await db.profiles.put({ ...profile, framesOpenedAt: Object.fromEntries(dates) });
    }
    return evicted;
  });
}

/** Every genolist frame saved for `userId`, as stored (packed): what the offline gene search reads. */
export async function readPackedFrames(userId: number): Promise<PackedGeneFrame[]> {
  const records = await framesOf().where('userId').equals(userId).toArray();
  return records.map((record) => record.frame);
}
