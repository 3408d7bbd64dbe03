/**
 * An uploaded ZIP file opened for reading. The central directory is checked first
 * (genomics/formats/zip-directory.ts); entries are then decompressed one at a time, on demand,
 * with a hard cap at the size they declare, so a lying header cannot make the server produce
 * more bytes than the directory checks allowed.
 *
 * Layout: directory entries and `__MACOSX/` (macOS resource forks) are ignored. When
 * `manifest.json` is not at the root and every file sits in one top-level folder (a zip made
 * of a folder), that folder is stripped: `study/manifest.json` reads as `manifest.json`.
 *
 * CRC-32 is not verified: a damaged deflate stream fails to inflate or to reach its declared
 * size, and uploads travel over TCP.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import {
  notAZip as notAZipError,
  readZipDirectory,
  type ZipEntry,
  ZipError,
} from '../../../genomics/formats/zip-directory';
import { ArchiveError } from '../archive-types';

const notAZip = (detail: string) => ArchiveError.fromZip(notAZipError(detail));

/** V8 strings stop at 2^29 − 24 characters, and every entry we read becomes one. */
const MAX_ENTRY_BYTES = 500 * 1024 ** 2;

export interface ZipArchive {
  /** Names after the layout rules above. */
  has(name: string): boolean;
  read(name: string): Promise<Buffer>;
  /** The entry's bytes in pieces of up to a megabyte, for a file too large to hold whole. */
  pieces(name: string): AsyncGenerator<Buffer>;
  close(): Promise<void>;
}

const SIG_LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
/** zlib's default 16 KB output chunks make inflating 100 MB about three times slower. */
const MAX_CHUNK = 1024 ** 2;

export async function openZip(path: string): Promise<ZipArchive> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const entries = byName(
      await readZipDirectory({ size, read: (offset, length) => readAt(handle, offset, length) }).catch(
        (error: unknown) => {
          throw error instanceof ZipError ? ArchiveError.fromZip(error) : error;
        },
      ),
    );
    const entry = (name: string) => {
      const found = entries.get(name);
      if (!found) throw new Error(`read-zip: no entry "${name}" (check has() first)`);
      return found;
    };
    return {
      has: (name) => entries.has(name),
      read: (name) => readEntry(handle, size, entry(name)),
      pieces: (name) => entryPieces(handle, size, entry(name)),
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function byName(entries: ZipEntry[]): Map<string, ZipEntry> {
  const files = entries.filter((entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/'));
  const folder = singleTopFolder(files);
  return new Map(files.map((entry) => [entry.name.slice(folder.length), entry]));
}

function singleTopFolder(files: ZipEntry[]): string {
  if (files.some((file) => file.name === 'manifest.json')) return '';
  const first = files[0]?.name ?? '';
  const folder = first.slice(0, first.indexOf('/') + 1);
  return folder && files.every((file) => file.name.startsWith(folder)) ? folder : '';
}

/**
 * The entry whole: its pieces copied into a buffer of exactly the declared size, which they
 * never overflow (`entryPieces` stops first), so a bomb never fills memory.
 */
async function readEntry(handle: FileHandle, fileSize: number, entry: ZipEntry): Promise<Buffer> {
  const output = Buffer.allocUnsafe(entry.uncompressedSize);
  let filled = 0;
  for await (const piece of entryPieces(handle, fileSize, entry)) filled += piece.copy(output, filled);
  return output;
}

async function* entryPieces(handle: FileHandle, fileSize: number, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = await compressedData(handle, fileSize, entry);
  if (entry.method === 0) {
    checkSize(entry, data.length);
    for (let at = 0; at < data.length; at += MAX_CHUNK) yield data.subarray(at, at + MAX_CHUNK);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: Math.min(MAX_CHUNK, Math.max(64, entry.uncompressedSize)) });
  inflater.end(data);
  let produced = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      produced += piece.length;
      if (produced > entry.uncompressedSize) {
        throw new ArchiveError(
          400,
          `Entry "${entry.name}" expands beyond its declared size (possible zip bomb)`,
        );
      }
      yield piece;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(400, `Entry "${entry.name}" is corrupt (${detail})`);
  } finally {
    inflater.destroy();
  }
  checkSize(entry, produced);
}

/** The entry's compressed bytes, once its header and method pass the checks. */
async function compressedData(handle: FileHandle, fileSize: number, entry: ZipEntry): Promise<Buffer> {
  const name = entry.name;
  if (entry.flags & 1) {
    throw new ArchiveError(400, `Entry "${name}" is encrypted; encrypted archives are not supported`);
  }
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ArchiveError(
      400,
      `Entry "${name}" uses compression method ${entry.method}; only stored and deflate are supported`,
    );
  }
  if (entry.uncompressedSize > MAX_ENTRY_BYTES) {
    throw new ArchiveError(
      413,
      `Entry "${name}" is larger than ${MAX_ENTRY_BYTES / 1024 ** 2} MB once expanded`,
    );
  }
  // Only the name and extra lengths of the local header are used: its sizes may be zero
  // (data descriptor) and the central directory is what the checks approved.
  const header = await readAt(handle, entry.localHeaderOffset, LOCAL_SIZE);
  if (header.length < LOCAL_SIZE || header.readUInt32LE(0) !== SIG_LOCAL) {
    throw notAZip(`bad local header for "${name}"`);
  }
  const start = entry.localHeaderOffset + LOCAL_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw notAZip(`"${name}" is truncated`);
  return readAt(handle, start, entry.compressedSize);
}

function checkSize(entry: ZipEntry, size: number): void {
  if (size !== entry.uncompressedSize) {
    throw new ArchiveError(
      400,
      `Entry "${entry.name}" is corrupt: it declares ${entry.uncompressedSize} bytes but holds ${size}`,
    );
  }
}

async function readAt(handle: FileHandle, offset: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, offset + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}
