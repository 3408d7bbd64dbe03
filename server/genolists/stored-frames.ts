import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Db } from '../db/client';
import { type FrameColumns, parseFrame, storedRowsFrame } from './frame';
import type { Encoding } from './frame-cache';
import { encodeFrame, readStoredFrame, saveFrame, storedFrameEtag } from './frame-store';
import type { GenolistRow } from './service';

/** What a request reads of a frame: its ETag and its bytes in one encoding (identity: the JSON). */
export interface FrameRead {
  etag: string;
  bytes: Buffer;
}

interface Entry {
  etag: string;
  encoded: Map<Encoding, Buffer>;
  columns?: FrameColumns;
}

/**
 * The stored frames as the routes read them. The ETag comes from a one-row lookup (what a 304
 * costs); the bytes from `genolist_frames`, kept in memory for the few most recently read
 * frames (by ETag, so a frame built again is never answered from an older copy). A genolist
 * without a stored frame of the current format gets one built from its rows and stored on its
 * first request, shared by the requests that come meanwhile: after an upgrade, or once its genes'
 * annotation changed.
 */
export class StoredFrames {
  private readonly entries = new Map<number, Entry>();
  private readonly building = new Map<number, Promise<string>>();

  constructor(
    private readonly db: Db,
    readonly maxEntries = 4,
  ) {}

  /** The ETag of the genolist's current frame, built and stored first when it has none. */
  async etagOf(genolist: Pick<GenolistRow, 'id' | 'type_genolist'>): Promise<string> {
    const stored = await storedFrameEtag(this.db, genolist.id);
    if (stored) return stored;
    let build = this.building.get(genolist.id);
    if (!build) {
      build = this.build(genolist).finally(() => this.building.delete(genolist.id));
      this.building.set(genolist.id, build);
    }
    return build;
  }

  private async build(genolist: Pick<GenolistRow, 'id' | 'type_genolist'>): Promise<string> {
    const frame = await encodeFrame(await storedRowsFrame(this.db, genolist));
    try {
      await this.db.transaction((tx) => saveFrame(tx, genolist.id, frame, 'older-format'));
    } catch (error) {
      // Another process stored its build between our check and our write: that one stands.
      if (!isUniqueViolation(error)) throw error;
    }
    const etag = await storedFrameEtag(this.db, genolist.id);
    if (!etag) throw new Error(`the frame of genolist ${genolist.id} was not stored`);
    return etag;
  }

  /**
   * The frame in `encoding`, from memory when the copy there is the one named by `etag` (just
   * looked up), else from the database, whose row may be newer: the answer names its own ETag.
   */
  async read(
    genolist: Pick<GenolistRow, 'id' | 'type_genolist'>,
    etag: string,
    encoding: Encoding | 'identity',
  ): Promise<FrameRead> {
    if (encoding === 'identity') {
      const gz = await this.read(genolist, etag, 'gzip');
      return { etag: gz.etag, bytes: await promisify(gunzip)(gz.bytes) };
    }
    const entry = this.entries.get(genolist.id);
    const kept = entry?.etag === etag ? entry.encoded.get(encoding) : undefined;
    if (entry && kept) {
      this.touch(genolist.id, entry);
      return { etag, bytes: kept };
    }
    let stored = await readStoredFrame(this.db, genolist.id, encoding);
    if (!stored) {
      await this.etagOf(genolist);
      stored = await readStoredFrame(this.db, genolist.id, encoding);
      if (!stored) throw new Error(`the frame of genolist ${genolist.id} vanished while it was read`);
    }
    const current = this.entries.get(genolist.id);
    const fresh = current?.etag === stored.etag ? current : { etag: stored.etag, encoded: new Map() };
    fresh.encoded.set(encoding, stored.bytes);
    this.touch(genolist.id, fresh);
    return stored;
  }

  /** The parsed columns (the volcano/MA data, the downloads), parsed once per frame kept. */
  async columns(genolist: Pick<GenolistRow, 'id' | 'type_genolist'>): Promise<FrameColumns> {
    const etag = await this.etagOf(genolist);
    const entry = this.entries.get(genolist.id);
    if (entry?.etag === etag && entry.columns) return entry.columns;
    const identity = await this.read(genolist, etag, 'identity');
    const columns = parseFrame(identity.bytes);
    const kept = this.entries.get(genolist.id);
    if (kept?.etag === identity.etag) kept.columns = columns;
    return columns;
  }

  /** Whether the bytes of `etag` are in memory (for tests and the bench). */
  has(genolistId: number, etag: string): boolean {
    return this.entries.get(genolistId)?.etag === etag;
  }

  private touch(genolistId: number, entry: Entry) {
    this.entries.delete(genolistId);
    this.entries.set(genolistId, entry);
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as number);
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
