import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../features/genolists/gene-frame';
import { frameBytes, offlineDb } from './db';

/**
 * The frame of `genolistId` saved for `userId`, if any. One record: one read, whose typed columns
 * and few long strings deserialise in a few milliseconds.
 */
export async function readFrame(
  userId: number,
  genolistId: number,
): Promise<{ etag: string | null; frame: GeneFrame } | undefined> {
  const record = await offlineDb().frames.get([userId, genolistId]);
  return record && { etag: record.etag, frame: unpackGeneFrame(record.frame) };
}

export async function saveFrame(
  userId: number,
  genolistId: number,
  etag: string | null,
  frame: GeneFrame,
): Promise<void> {
  const packed = packGeneFrame(frame);
  await offlineDb().frames.put({
    userId,
    genolistId,
    etag,
    savedAt: Date.now(),
    bytes: frameBytes(packed),
    frame: packed,
  });
}

/** A 304 proved the saved copy current: its date moves, not its content. */
export async function touchFrame(userId: number, genolistId: number): Promise<void> {
  await offlineDb().frames.update([userId, genolistId], { savedAt: Date.now() });
}
