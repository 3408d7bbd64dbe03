/**
 * The central directory of a ZIP file, read and checked before a single byte is decompressed,
 * so an archive is refused on what it declares: not a ZIP, more than 10,000 entries, more than
 * 2 GB once expanded, unsafe entry paths, duplicate names, or a compression ratio that only a
 * zip bomb has. The server checks an import archive and an uploaded workbook with it
 * (server/imports/archive/read-zip.ts), the browser a workbook before read-excel-file inflates
 * it (`xlsx-sheet.ts`).
 *
 * Input: a `ByteSource` (positioned reads, so a file never has to be loaded whole).
 * Output: the entries as the directory declares them. Read-time checks (what an entry really
 * inflates to, encryption, compression method) live in `read-zip.ts`.
 *
 * ZIP64 records are understood because streaming zippers write them even for small files.
 * Multi-disk archives are refused. Names are decoded as UTF-8 (identical to CP437 for ASCII).
 */

/** Why a ZIP file was refused; `status` is what an upload answers (400 unreadable, 413 too large). */
export class ZipError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipEntry {
  name: string;
  /** General-purpose bit flags; bit 0 means encrypted. */
  flags: number;
  /** 0 stored, 8 deflate; anything else is refused when read. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressed: 2 * 1024 ** 3,
  maxRatio: 200,
  /** Small entries may compress absurdly well (a file of zeros) without being a threat. */
  ratioCheckedAbove: 10 * 1024 ** 2,
};

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const MAX_COMMENT = 0xffff;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

export function notAZip(detail?: string): ZipError {
  return new ZipError(
    400,
    detail ? `The file is not a valid ZIP archive (${detail})` : 'The file is not a valid ZIP archive',
  );
}

export async function readZipDirectory(source: ByteSource): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, source.size - EOCD_SIZE - MAX_COMMENT);
  const tail = await readExactly(source, tailStart, source.size - tailStart);
  const view = dataView(tail);
  const at = findEndOfCentralDirectory(view);
  if (at < 0) throw notAZip();
  if (view.getUint16(at + 4, true) !== 0 || view.getUint16(at + 6, true) !== 0) {
    throw notAZip('multi-disk archives are not supported');
  }
  let count = view.getUint16(at + 10, true);
  let size = view.getUint32(at + 12, true);
  let offset = view.getUint32(at + 16, true);
  if (count === U16_MAX || size === U32_MAX || offset === U32_MAX) {
    ({ count, size, offset } = await readZip64End(source, view, at));
  }
  if (count > ZIP_LIMITS.maxEntries) {
    throw new ZipError(400, `The archive has ${count} entries (at most ${ZIP_LIMITS.maxEntries})`);
  }
  if (offset + size > source.size) throw notAZip('the central directory lies outside the file');
  const entries = parseCentralDirectory(await readExactly(source, offset, size), count);
  checkEntries(entries);
  return entries;
}

/**
 * The record whose comment ends the file; failing that (bytes appended after the archive), the
 * last one whose comment fits. A comment may itself contain the signature.
 */
function findEndOfCentralDirectory(view: DataView): number {
  let fitting = -1;
  for (let at = view.byteLength - EOCD_SIZE; at >= 0; at--) {
    if (view.getUint32(at, true) !== SIG_EOCD) continue;
    const end = at + EOCD_SIZE + view.getUint16(at + 20, true);
    if (end === view.byteLength) return at;
    if (end < view.byteLength && fitting < 0) fitting = at;
  }
  return fitting;
}

async function readZip64End(source: ByteSource, tail: DataView, eocdAt: number) {
  const locatorAt = eocdAt - 20;
  if (locatorAt < 0 || tail.getUint32(locatorAt, true) !== SIG_ZIP64_LOCATOR) {
    throw notAZip('ZIP64 locator missing');
  }
  const recordOffset = uint64(tail, locatorAt + 8);
  if (recordOffset + 56 > source.size) throw notAZip('ZIP64 record lies outside the file');
  const record = dataView(await readExactly(source, recordOffset, 56));
  if (record.getUint32(0, true) !== SIG_ZIP64_EOCD) throw notAZip('bad ZIP64 record');
  return { count: uint64(record, 32), size: uint64(record, 40), offset: uint64(record, 48) };
}

function parseCentralDirectory(directory: Uint8Array, count: number): ZipEntry[] {
  const view = dataView(directory);
  const names = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + CENTRAL_SIZE > view.byteLength || view.getUint32(p, true) !== SIG_CENTRAL) {
      throw notAZip('the central directory is corrupt');
    }
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const extraStart = p + CENTRAL_SIZE + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > view.byteLength) throw notAZip('the central directory is corrupt');
    const entry: ZipEntry = {
      name: names.decode(directory.subarray(p + CENTRAL_SIZE, extraStart)),
      flags: view.getUint16(p + 8, true),
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      uncompressedSize: view.getUint32(p + 24, true),
      localHeaderOffset: view.getUint32(p + 42, true),
    };
    applyZip64Extra(entry, view, extraStart, extraLength);
    entries.push(entry);
    p = next;
  }
  return entries;
}

/** A field stored as 0xFFFFFFFF is in the ZIP64 extra block (id 1), in this fixed order. */
function applyZip64Extra(entry: ZipEntry, view: DataView, start: number, length: number): void {
  const fields = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
    (field) => entry[field] === U32_MAX,
  );
  if (fields.length === 0) return;
  for (let p = start; p + 4 <= start + length; ) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 1) {
      if (size < fields.length * 8) break;
      fields.forEach((field, i) => {
        entry[field] = uint64(view, p + 4 + i * 8);
      });
      return;
    }
    p += 4 + size;
  }
  throw notAZip(`ZIP64 sizes missing for "${entry.name}"`);
}

function checkEntries(entries: ZipEntry[]): void {
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (isUnsafePath(entry.name)) {
      throw new ZipError(400, `Unsafe entry path in the archive: "${entry.name}"`);
    }
    if (seen.has(entry.name)) {
      throw new ZipError(400, `Entry "${entry.name}" appears twice in the archive`);
    }
    seen.add(entry.name);
    if (
      entry.uncompressedSize > ZIP_LIMITS.ratioCheckedAbove &&
      entry.uncompressedSize > ZIP_LIMITS.maxRatio * entry.compressedSize
    ) {
      throw new ZipError(400, `Entry "${entry.name}" has a suspicious compression ratio (possible zip bomb)`);
    }
    total += entry.uncompressedSize;
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) {
    throw new ZipError(413, 'The archive expands to more than 2 GB');
  }
}

/** Absolute, drive-letter, backslash (a Windows separator in disguise) and parent-directory paths. */
function isUnsafePath(name: string): boolean {
  return (
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.split('/').includes('..')
  );
}

async function readExactly(source: ByteSource, offset: number, length: number): Promise<Uint8Array> {
  const bytes = await source.read(offset, length);
  if (bytes.length !== length) throw notAZip('the file is truncated');
  return bytes;
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Values above 2^53 cannot be real offsets or sizes in an archive of at most 100 MB. */
function uint64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notAZip('ZIP64 value out of range');
  return Number(value);
}
