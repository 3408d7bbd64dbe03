/**
 * A researcher's file as the text of a table, whatever it was saved as: recognised from its
 * first bytes rather than its name.
 * - gzip (`.gz`): decompressed with `DecompressionStream` (browsers and Node alike), its name
 *   losing the `.gz`; a workbook or text inside is then read as below.
 * - an .xlsx workbook: its first sheet (`xlsx-sheet.ts`, loaded only then).
 * - text: UTF-8, or UTF-16 with its byte-order mark (Excel's "Unicode text"); text that is not
 *   UTF-8 is read as Windows-1252, what Excel's plain "CSV" writes on Windows.
 * Refused, naming the file: an empty file, a legacy .xls workbook, binary data (a NUL byte in
 * the first 64 kB: a BAM file, a PDF, an image), a broken gzip stream, text over `MAX_TEXT_MB`
 * once decompressed (V8 strings stop near 512 MiB).
 */
import { TableError } from './table-error';

export const MAX_TEXT_MB = 256;
const MAX_TEXT_BYTES = MAX_TEXT_MB * 1024 ** 2;
const BINARY_PROBE = 64 * 1024;

export interface TextFile {
  /** The name the table readers see: without `.gz`. */
  name: string;
  text: string;
  source: 'text' | 'gzip' | 'xlsx';
  encoding: 'utf-8' | 'utf-16' | 'windows-1252';
}

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

async function gunzip(file: string, bytes: Uint8Array): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_TEXT_BYTES) {
        await reader.cancel();
        throw new TableError('too-large', { limit: MAX_TEXT_MB }, { file });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof TableError) throw error;
    throw new TableError(
      'not-gzip',
      { detail: error instanceof Error ? error.message : String(error) },
      { file },
    );
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

function decode(file: string, bytes: Uint8Array): Pick<TextFile, 'text' | 'encoding'> {
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) {
    const big = bytes[0] === 0xfe;
    return { text: new TextDecoder(big ? 'utf-16be' : 'utf-16le').decode(bytes), encoding: 'utf-16' };
  }
  if (bytes.subarray(0, BINARY_PROBE).includes(0)) throw new TableError('binary-file', {}, { file });
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export async function readTextFile(name: string, data: Blob | Uint8Array): Promise<TextFile> {
  let bytes = data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer());
  let file = name;
  let source: TextFile['source'] = 'text';
  if (bytes.length > MAX_TEXT_BYTES) throw new TableError('too-large', { limit: MAX_TEXT_MB }, { file });
  if (startsWith(bytes, 0x1f, 0x8b)) {
    file = name.replace(/\.gz$/i, '');
    bytes = await gunzip(file, bytes);
    source = 'gzip';
  }
  if (bytes.length === 0) throw new TableError('empty-file', {}, { file });
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) throw new TableError('legacy-xls', {}, { file });
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const { xlsxFirstSheetText } = await import('./xlsx-sheet');
    return {
      name: file,
      text: await xlsxFirstSheetText(file, bytes, MAX_TEXT_BYTES),
      source: 'xlsx',
      encoding: 'utf-8',
    };
  }
  return { name: file, ...decode(file, bytes), source };
}
