/**
 * The data file of a project (README.md beside this file): a count matrix uploaded
 * into a project that has no data yet. In: the file on disk and the name the user gave it.
 * Out: a validated `CountMatrix`, or an `ArchiveError` whose status and message (file, line,
 * column) go straight to the user, exactly as for the counts file of an archive, whose parser
 * this reuses.
 *
 * `.csv` is comma-separated; `.tsv` and `.txt` are tab-separated, each also gzip-compressed
 * (`.csv.gz`: a 60,000 × 384 matrix is 75 to 100 MB as text, about 30 MB compressed);
 * `.xlsx` is read from its first worksheet (`xlsx-sheet.ts`). No database, no HTTP.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import {
  type CountMatrix,
  countMatrixReader,
  matrixColumns,
  parseCountMatrix,
} from '../../../genomics/formats/counts';
import { decodeText, readTable } from '../../../genomics/formats/tables';
import { asArchiveError } from '../archive/read-archive';
import { openZip } from '../archive/read-zip';
import { ArchiveError } from '../archive-types';
import { readCountsInPieces } from '../counts-in-pieces';
import { firstSheetAsTsv } from './xlsx-sheet';

export const DATA_FILE_EXTENSIONS = [
  '.csv',
  '.tsv',
  '.txt',
  '.csv.gz',
  '.tsv.gz',
  '.txt.gz',
  '.xlsx',
] as const;

/** Text files: the import archive's limit (100 MiB). */
export const MAX_TEXT_DATA_FILE_BYTES = 100 * 1024 ** 2;
/**
 * Workbooks: a compressed workbook expands 5 to 10 times and is read cell by cell, so a smaller
 * cap keeps the read within seconds and memory bounded; 20 MiB holds several million counts.
 * Larger matrices are better sent as .csv or .tsv.
 */
export const MAX_XLSX_DATA_FILE_BYTES = 20 * 1024 ** 2;

/**
 * A compressed text file once expanded: it is read in pieces, but the matrix it holds is parsed
 * into 8 bytes a count.
 */
export const MAX_GZIP_EXPANDED_BYTES = 400 * 1024 ** 2;

/** The header line is read from at most this much of a text file when an upload is checked. */
const HEADER_PROBE_BYTES = 1024 ** 2;

export type DataFileFormat = 'text' | 'xlsx';

export function isDataFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return DATA_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The format a file name announces; throws 400 for any other extension. */
export function dataFileFormat(fileName: string): DataFileFormat {
  if (!isDataFileName(fileName)) {
    throw new ArchiveError(
      400,
      'Only .csv, .tsv, .txt (gzip-compressed or not) and .xlsx data files are accepted',
    );
  }
  return fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'text';
}

const isGzipName = (fileName: string) => fileName.toLowerCase().endsWith('.gz');

/** The name the table readers see (its extension chooses the delimiter): without `.gz`. */
function tableName(fileName: string): string {
  return isGzipName(fileName) ? fileName.slice(0, -3) : fileName;
}

export function maxDataFileBytes(fileName: string): number {
  return dataFileFormat(fileName) === 'xlsx' ? MAX_XLSX_DATA_FILE_BYTES : MAX_TEXT_DATA_FILE_BYTES;
}

function limitText(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

async function checkSize(path: string, fileName: string): Promise<void> {
  const limit = maxDataFileBytes(fileName);
  if ((await stat(path)).size > limit) {
    throw new ArchiveError(413, `File size exceeds the allowed limit (${limitText(limit)})`, {
      file: fileName,
    });
  }
}

/**
 * A workbook is a ZIP: its directory goes through the archive's checks (entry count, expanded
 * size, compression ratio) before ExcelJS inflates anything.
 */
async function checkWorkbook(path: string, fileName: string): Promise<void> {
  let zip: Awaited<ReturnType<typeof openZip>>;
  try {
    zip = await openZip(path);
  } catch (error) {
    if (error instanceof ArchiveError && error.status === 413) throw error;
    throw new ArchiveError(400, 'not a valid .xlsx workbook', { file: fileName });
  }
  const isWorkbook = zip.has('xl/workbook.xml');
  await zip.close();
  if (!isWorkbook) throw new ArchiveError(400, 'not a valid .xlsx workbook', { file: fileName });
}

/** The first `HEADER_PROBE_BYTES` of a compressed file once expanded, without expanding the rest. */
async function gzipHead(path: string, fileName: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = createReadStream(path).pipe(createGunzip());
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= HEADER_PROBE_BYTES || chunk.includes(0x0a)) break;
    }
  } catch {
    throw new ArchiveError(400, 'not a valid gzip file', { file: fileName });
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, HEADER_PROBE_BYTES);
}

/** The first line of a text file, without reading the rest. */
async function headerLine(path: string, fileName: string): Promise<string> {
  if (isGzipName(fileName)) return firstLine(await gzipHead(path, fileName), tableName(fileName));
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const buffer = Buffer.alloc(HEADER_PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_PROBE_BYTES, 0);
    return firstLine(buffer.subarray(0, bytesRead), fileName);
  } finally {
    await handle?.close();
  }
}

function firstLine(bytes: Uint8Array, fileName: string): string {
  // A line break byte never sits inside a UTF-8 sequence, so the cut leaves whole characters.
  const end = bytes.findIndex((byte) => byte === 0x0a || byte === 0x0d);
  if (end < 0 && bytes.length === HEADER_PROBE_BYTES) {
    throw new ArchiveError(422, 'the header row is longer than 1 MB', { file: fileName, line: 1 });
  }
  return decodeText(fileName, end < 0 ? bytes : bytes.subarray(0, end));
}

/** Pieces a text file is read in: a megabyte of it, or of its expansion. */
const PIECE_BYTES = 1024 ** 2;

/** A text file's bytes in pieces, expanded when compressed. */
async function* textPieces(path: string, fileName: string): AsyncGenerator<Uint8Array> {
  const file = createReadStream(path, { highWaterMark: PIECE_BYTES });
  if (!isGzipName(fileName)) {
    try {
      yield* file;
    } finally {
      file.destroy();
    }
    return;
  }
  const stream = file.pipe(createGunzip({ chunkSize: PIECE_BYTES }));
  let expanded = 0;
  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      expanded += piece.length;
      if (expanded > MAX_GZIP_EXPANDED_BYTES) {
        throw new ArchiveError(413, `expands beyond ${limitText(MAX_GZIP_EXPANDED_BYTES)}`, {
          file: fileName,
        });
      }
      yield piece;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(400, 'not a valid gzip file', { file: fileName });
  } finally {
    stream.destroy();
    file.destroy();
  }
}

/**
 * The checks an upload answers before it is queued: extension, size, and for a text file its
 * header (gene_id, at least two named sample columns, no column twice), whose samples it returns.
 * A workbook is only checked to be one: ExcelJS reaches the first row of a sheet stored before
 * the shared strings (as Excel stores them) only after copying the whole sheet aside, too much
 * work for an answer while the user waits; its header is checked by its import, like its counts.
 */
export async function inspectDataFile(
  path: string,
  fileName: string,
): Promise<{ sampleNames: string[] | null }> {
  try {
    return await inspectFile(path, fileName);
  } catch (error) {
    throw asArchiveError(error);
  }
}

async function inspectFile(path: string, fileName: string): Promise<{ sampleNames: string[] | null }> {
  const format = dataFileFormat(fileName);
  await checkSize(path, fileName);
  if (format === 'xlsx') {
    await checkWorkbook(path, fileName);
    return { sampleNames: null };
  }
  let sampleNames: string[] = [];
  readTable(tableName(fileName), await headerLine(path, fileName), (columns) => {
    sampleNames = matrixColumns(columns).sampleNames;
    return () => {};
  });
  return { sampleNames };
}

/** The whole file, parsed and checked cell by cell. */
export async function readDataFile(path: string, fileName: string): Promise<CountMatrix> {
  try {
    const format = dataFileFormat(fileName);
    await checkSize(path, fileName);
    if (format === 'xlsx') {
      await checkWorkbook(path, fileName);
      return parseCountMatrix(fileName, await firstSheetAsTsv(path, fileName));
    }
    const name = tableName(fileName);
    return await readCountsInPieces(
      name,
      () => textPieces(path, fileName),
      (lines) => countMatrixReader(name, lines),
    );
  } catch (error) {
    throw asArchiveError(error);
  }
}
