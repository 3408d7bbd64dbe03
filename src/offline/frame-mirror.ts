import type { GeneFrame } from '../features/genolists/gene-frame';
import { type FrameRecord, frameBytes, offlineDb } from './db';

/** The frame of `genolistId` saved for `userId`, if any. One record: one read. */
export function readFrame(userId: number, genolistId: number): Promise<FrameRecord | undefined> {
  return offlineDb().frames.get([userId, genolistId]);
}

export async function saveFrame(
  userId: number,
  genolistId: number,
  etag: string | null,
  frame: GeneFrame,
): Promise<void> {
  await offlineDb().frames.put({
    userId,
    genolistId,
    etag,
    savedAt: Date.now(),
    bytes: frameBytes(frame),
    frame,
  });
}

/** A 304 proved the saved copy current: its date moves, not its content. */
export async function touchFrame(userId: number, genolistId: number): Promise<void> {
  await offlineDb().frames.update([userId, genolistId], { savedAt: Date.now() });
}
