/**
 * A PNG file from pixels, in plain JavaScript: what the heatmap's cells need, without a canvas.
 * A 2D canvas costs a GPU context the first time a page draws on one (≈ 20–300 ms of main thread
 * on a software GPU, waiting for the GPU process); encoding a few thousand pixels here takes
 * well under a millisecond.
 *
 * Two kinds, 8 bits a sample, not interlaced, no filter: indexed (one byte a pixel and a palette
 * of up to 256 RGB colours) and truecolour RGB (three bytes a pixel). The image data is stored
 * uncompressed (zlib "stored" blocks): it stays as large as the pixels, which is small for a
 * heatmap of up to 100 genes, ≈ 0.5 MB for 5,000 genes × 96 samples (indexed).
 * Deliberately unsupported: alpha, other depths, compression.
 */

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Largest stored deflate block. */
const BLOCK = 65535;

export type PngPixels =
  /** `rows × cols` palette indices, row-major; `palette` holds RGB triples. */
  | { kind: 'indexed'; width: number; height: number; indices: Uint8Array; palette: Uint8Array }
  /** `rows × cols` RGB triples, row-major. */
  | { kind: 'rgb'; width: number; height: number; rgb: Uint8Array };

let crcTable: Uint32Array | null = null;

function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++)
    crc = (crcTable[(crc ^ (bytes[i] as number)) & 255] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the 32-bit sums need reducing.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let i = start; i < end; i++) {
      a += bytes[i] as number;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The file's bytes. */
export function encodePng(image: PngPixels): Uint8Array {
  const { width, height } = image;
  const channels = image.kind === 'indexed' ? 1 : 3;
  const source = image.kind === 'indexed' ? image.indices : image.rgb;
  if (width < 1 || height < 1) throw new Error('A PNG has at least one pixel');
  if (source.length !== width * height * channels) throw new Error('Pixel count does not match the size');
  const stride = width * channels;
  // Each row starts with its filter type (0: none).
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++)
    raw.set(source.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const blocks = Math.max(1, Math.ceil(raw.length / BLOCK));
  const zlib = new Uint8Array(2 + raw.length + 5 * blocks + 4);
  zlib[0] = 0x78;
  zlib[1] = 0x01;
  let at = 2;
  for (let k = 0; k < blocks; k++) {
    const part = raw.subarray(k * BLOCK, Math.min(raw.length, (k + 1) * BLOCK));
    zlib[at] = k === blocks - 1 ? 1 : 0;
    zlib[at + 1] = part.length & 255;
    zlib[at + 2] = part.length >>> 8;
    zlib[at + 3] = ~part.length & 255;
    zlib[at + 4] = (~part.length >>> 8) & 255;
    zlib.set(part, at + 5);
    at += 5 + part.length;
  }
  new DataView(zlib.buffer).setUint32(at, adler32(raw));

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = image.kind === 'indexed' ? 3 : 2;
  const chunks: [string, Uint8Array][] = [['IHDR', header]];
  if (image.kind === 'indexed') chunks.push(['PLTE', image.palette]);
  chunks.push(['IDAT', zlib], ['IEND', new Uint8Array(0)]);

  const size = SIGNATURE.length + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0);
  const file = new Uint8Array(size);
  const out = new DataView(file.buffer);
  file.set(SIGNATURE, 0);
  let offset = SIGNATURE.length;
  for (const [type, data] of chunks) {
    out.setUint32(offset, data.length);
    for (let i = 0; i < 4; i++) file[offset + 4 + i] = type.charCodeAt(i);
    file.set(data, offset + 8);
    out.setUint32(offset + 8 + data.length, crc32(file, offset + 4, offset + 8 + data.length));
    offset += 12 + data.length;
  }
  return file;
}

/** The file as a `data:image/png;base64,…` URL. */
export function pngDataUrl(image: PngPixels): string {
  const bytes = encodePng(image);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000)
    parts.push(String.fromCharCode(...bytes.subarray(start, start + 0x8000)));
  return `data:image/png;base64,${btoa(parts.join(''))}`;
}
