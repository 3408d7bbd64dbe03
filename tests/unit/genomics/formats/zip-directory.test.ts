import { describe, expect, it } from 'vitest';
import { type ByteSource, readZipDirectory, ZipError } from '../../../../genomics/formats/zip-directory';
import { rawZip } from '../../../fixtures/archives/build';

const source = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: async (offset, length) => bytes.subarray(offset, offset + length),
});

const refusal = async (bytes: Uint8Array) => {
  const error = await readZipDirectory(source(bytes)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ZipError);
  return error as ZipError;
};

const text = (name: string, content = 'x') => ({ name, data: Buffer.from(content) });
const MB = 1024 ** 2;

describe('readZipDirectory', () => {
  it('lists the entries as declared', async () => {
    const entries = await readZipDirectory(source(rawZip([text('a.tsv', 'abc'), text('de/b.csv', 'hello')])));
    expect(entries.map(({ name, method, uncompressedSize }) => ({ name, method, uncompressedSize }))).toEqual(
      [
        { name: 'a.tsv', method: 0, uncompressedSize: 3 },
        { name: 'de/b.csv', method: 0, uncompressedSize: 5 },
      ],
    );
  });

  it('finds the directory behind an archive comment, even one holding a plausible end record', async () => {
    const fakeEnd = `PK\u0005\u0006${'\u0000'.repeat(18)}`;
    const entries = await readZipDirectory(
      source(rawZip([text('a.tsv')], { comment: `note ${fakeEnd} end` })),
    );
    expect(entries.map((entry) => entry.name)).toEqual(['a.tsv']);
  });

  it('tolerates bytes appended after the archive', async () => {
    const zip = Buffer.concat([rawZip([text('a.tsv')]), Buffer.from('appended by a mail gateway')]);
    expect((await readZipDirectory(source(zip))).map((entry) => entry.name)).toEqual(['a.tsv']);
  });

  it('reads ZIP64 sizes, offsets and counts', async () => {
    const entries = await readZipDirectory(
      source(rawZip([text('a.tsv', 'abc'), text('b.tsv', 'hello')], { zip64: true })),
    );
    expect(
      entries.map(({ name, uncompressedSize, compressedSize }) => [name, uncompressedSize, compressedSize]),
    ).toEqual([
      ['a.tsv', 3, 3],
      ['b.tsv', 5, 5],
    ]);
    expect(entries[1]?.localHeaderOffset).toBe(30 + 5 + 3);
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['text', Buffer.from('gene_id\tlane1\nG1\t3\n')],
    ['a PNG header', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)])],
  ])('refuses %s as not a ZIP (400)', async (_, bytes) => {
    const error = await refusal(bytes);
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file is not a valid ZIP archive');
  });

  it('refuses a directory that lies outside the file or is cut short', async () => {
    const zip = rawZip([text('a.tsv')]);
    const truncated = Buffer.concat([zip.subarray(0, 10), zip.subarray(zip.length - 22)]);
    expect((await refusal(truncated)).message).toMatch(/^The file is not a valid ZIP archive \(/);
    const corrupt = Buffer.from(zip);
    corrupt.writeUInt32LE(0xdeadbeef, zip.length - 22 - 51);
    expect((await refusal(corrupt)).message).toBe(
      'The file is not a valid ZIP archive (the central directory is corrupt)',
    );
  });

  it('refuses more than 10,000 entries (400)', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => text(`f${i}.txt`));
    const error = await refusal(rawZip(entries));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The archive has 10001 entries (at most 10000)');
    await expect(readZipDirectory(source(rawZip(entries.slice(0, 10_000))))).resolves.toHaveLength(10_000);
  });

  it('refuses more than 2 GB declared once expanded (413)', async () => {
    // 1,100 MB from 8 MB each stays under the ratio guard, so only the total is at fault.
    const big = (name: string) => ({ ...text(name), compressedSize: 8 * MB, uncompressedSize: 1100 * MB });
    const error = await refusal(rawZip([big('a.tsv'), big('b.tsv')], { zip64: true }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The archive expands to more than 2 GB');
  });

  it.each([
    '../evil.tsv',
    'de/../../evil.tsv',
    '/etc/passwd',
    'C:/Windows/evil.tsv',
    'c:evil.tsv',
    'de\\..\\evil.tsv',
    'evil\u0000.tsv',
  ])('refuses the unsafe entry path %j (400)', async (name) => {
    const error = await refusal(rawZip([text('manifest.json'), text(name)]));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`Unsafe entry path in the archive: "${name}"`);
  });

  it('accepts names that merely contain dots', async () => {
    const entries = await readZipDirectory(source(rawZip([text('de/a..b.tsv'), text('.hidden/x.tsv')])));
    expect(entries).toHaveLength(2);
  });

  it('refuses a name twice (400)', async () => {
    const error = await refusal(rawZip([text('counts.tsv'), text('counts.tsv')]));
    expect(error.message).toBe('Entry "counts.tsv" appears twice in the archive');
  });

  it('refuses a suspicious compression ratio above 10 MB (400), not below', async () => {
    const bomb = { ...text('counts.tsv'), compressedSize: 50_000, uncompressedSize: 11 * MB };
    const error = await refusal(rawZip([bomb]));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Entry "counts.tsv" has a suspicious compression ratio (possible zip bomb)');
    const smallButDense = { ...text('zeros.tsv'), compressedSize: 100, uncompressedSize: 9 * MB };
    const moderate = { ...text('counts.tsv'), compressedSize: 1 * MB, uncompressedSize: 150 * MB };
    await expect(readZipDirectory(source(rawZip([smallButDense, moderate])))).resolves.toHaveLength(2);
  });
});
