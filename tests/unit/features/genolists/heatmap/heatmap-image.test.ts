import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { colorTable } from '../../../../../src/features/genolists/heatmap/heatmap-colors';
import { cellImageUrl } from '../../../../../src/features/genolists/heatmap/heatmap-image';
import { encodePng } from '../../../../../src/features/genolists/heatmap/png-encode';

/** The chunks of a PNG file, each checked against its CRC. */
function chunks(file: Uint8Array): { type: string; data: Uint8Array }[] {
  expect([...file.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const out: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const data = file.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length)).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

/** IHDR's fields and the unfiltered rows of the image data. */
function decode(file: Uint8Array) {
  const parts = chunks(file);
  expect(parts.map((part) => part.type)).toEqual(
    parts.some((part) => part.type === 'PLTE') ? ['IHDR', 'PLTE', 'IDAT', 'IEND'] : ['IHDR', 'IDAT', 'IEND'],
  );
  const header = new DataView((parts[0] as { data: Uint8Array }).data.slice().buffer);
  const raw = inflateSync(parts.find((part) => part.type === 'IDAT')?.data as Uint8Array);
  return {
    width: header.getUint32(0),
    height: header.getUint32(4),
    depth: header.getUint8(8),
    colorType: header.getUint8(9),
    palette: parts.find((part) => part.type === 'PLTE')?.data,
    raw: new Uint8Array(raw),
  };
}

describe('PNG encoding', () => {
  it('writes an indexed image that zlib reads back, each row with filter 0', () => {
    const palette = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255]);
    const file = encodePng({
      kind: 'indexed',
      width: 3,
      height: 2,
      indices: Uint8Array.from([0, 1, 2, 2, 1, 0]),
      palette,
    });
    const image = decode(file);
    expect(image).toMatchObject({ width: 3, height: 2, depth: 8, colorType: 3 });
    expect([...(image.palette as Uint8Array)]).toEqual([...palette]);
    expect([...image.raw]).toEqual([0, 0, 1, 2, 0, 2, 1, 0]);
  });

  it('writes RGB images larger than one stored deflate block', () => {
    const width = 300;
    const height = 100;
    const rgb = new Uint8Array(width * height * 3).map((_, i) => (i * 7) % 251);
    const image = decode(encodePng({ kind: 'rgb', width, height, rgb }));
    expect(image).toMatchObject({ width, height, depth: 8, colorType: 2 });
    expect(image.raw).toHaveLength(height * (width * 3 + 1));
    for (const y of [0, 57, height - 1]) {
      expect(image.raw[y * (width * 3 + 1)]).toBe(0);
      expect([...image.raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1))]).toEqual([
        ...rgb.subarray(y * width * 3, (y + 1) * width * 3),
      ]);
    }
  });

  it('refuses a size that does not match the pixels', () => {
    expect(() => encodePng({ kind: 'rgb', width: 2, height: 2, rgb: new Uint8Array(9) })).toThrow();
  });
});

describe('heatmap cells image', () => {
  const table = colorTable('RdBu');
  const fileOf = (url: string) => {
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    return new Uint8Array(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
  };

  it('indexes the colour table when every value is there', () => {
    const image = decode(fileOf(cellImageUrl(Float64Array.from([-3, 0, 3, 9]), 2, 2, table, [-3, 3])));
    expect(image).toMatchObject({ width: 2, height: 2, colorType: 3 });
    expect([...(image.palette as Uint8Array)]).toEqual([...table]);
    expect([...image.raw]).toEqual([0, 0, 128, 0, 255, 255]);
  });

  it('draws missing values grey, in RGB', () => {
    const image = decode(fileOf(cellImageUrl(Float64Array.from([Number.NaN, 3]), 1, 2, table, [-3, 3])));
    expect(image).toMatchObject({ width: 2, height: 1, colorType: 2 });
    expect([...image.raw]).toEqual([0, 200, 200, 200, 0x67, 0x00, 0x1f]);
  });
});
