import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openZip } from '../../../../../server/imports/archive/read-zip';
import { ArchiveError } from '../../../../../server/imports/archive-types';
import { rawZip, writeTemp } from '../../../../fixtures/archives/build';

const text = (name: string, content = 'x') => ({ name, data: Buffer.from(content) });
const MB = 1024 ** 2;

describe('openZip', () => {
  const content = Buffer.from('gene_id\tlane1\n'.repeat(1000));

  it('inflates deflated entries and reads stored ones', async () => {
    const zip = await openZip(
      writeTemp(
        rawZip([
          { name: 'a.tsv', data: content, method: 8, compressed: deflateRawSync(content) },
          { name: 'b.tsv', data: Buffer.from('stored') },
        ]),
      ),
    );
    expect((await zip.read('a.tsv')).equals(content)).toBe(true);
    expect((await zip.read('b.tsv')).toString()).toBe('stored');
    await zip.close();
  });

  it('stops inflating an entry that expands beyond its declared size (lying header)', async () => {
    const lying = {
      name: 'counts.tsv',
      method: 8,
      compressed: deflateRawSync(content),
      uncompressedSize: 100,
    };
    const zip = await openZip(writeTemp(rawZip([lying])));
    await expect(zip.read('counts.tsv')).rejects.toThrow(
      new ArchiveError(400, 'Entry "counts.tsv" expands beyond its declared size (possible zip bomb)'),
    );
    await zip.close();
  });

  it('refuses an entry that holds less than it declares, or is not deflate data', async () => {
    const short = {
      name: 'a.tsv',
      method: 8,
      compressed: deflateRawSync(content),
      uncompressedSize: content.length + 5,
    };
    const garbage = {
      name: 'b.tsv',
      method: 8,
      compressed: Buffer.from('not deflate at all'),
      uncompressedSize: 50,
    };
    const zip = await openZip(writeTemp(rawZip([short, garbage])));
    await expect(zip.read('a.tsv')).rejects.toThrow(
      `Entry "a.tsv" is corrupt: it declares ${content.length + 5} bytes but holds ${content.length}`,
    );
    await expect(zip.read('b.tsv')).rejects.toThrow(/^Entry "b.tsv" is corrupt \(/);
    await zip.close();
  });

  it('reads an entry in pieces as whole, with the same refusals', async () => {
    const large = Buffer.from('gene_id\tlane1\n'.repeat(200_000));
    const entries = [
      { name: 'a.tsv', data: large, method: 8, compressed: deflateRawSync(large) },
      { name: 'b.tsv', data: Buffer.from('stored') },
      { name: 'lying.tsv', method: 8, compressed: deflateRawSync(content), uncompressedSize: 100 },
      {
        name: 'short.tsv',
        method: 8,
        compressed: deflateRawSync(content),
        uncompressedSize: content.length + 5,
      },
      { name: 'garbage.tsv', method: 8, compressed: Buffer.from('not deflate at all'), uncompressedSize: 50 },
    ];
    const zip = await openZip(writeTemp(rawZip(entries)));
    const whole = async (name: string) => {
      const pieces: Buffer[] = [];
      for await (const piece of zip.pieces(name)) pieces.push(piece);
      return { count: pieces.length, bytes: Buffer.concat(pieces) };
    };
    const a = await whole('a.tsv');
    expect(a.bytes.equals(large)).toBe(true);
    expect(a.count).toBeGreaterThan(1);
    expect((await whole('b.tsv')).bytes.toString()).toBe('stored');
    await expect(whole('lying.tsv')).rejects.toThrow(
      new ArchiveError(400, 'Entry "lying.tsv" expands beyond its declared size (possible zip bomb)'),
    );
    await expect(whole('short.tsv')).rejects.toThrow(
      `Entry "short.tsv" is corrupt: it declares ${content.length + 5} bytes but holds ${content.length}`,
    );
    await expect(whole('garbage.tsv')).rejects.toThrow(/^Entry "garbage.tsv" is corrupt \(/);
    await zip.close();
  });

  it('refuses encrypted entries and unknown compression methods', async () => {
    const zip = await openZip(
      writeTemp(
        rawZip([
          { ...text('a.tsv'), flags: 1 },
          { ...text('b.tsv'), method: 12 },
        ]),
      ),
    );
    await expect(zip.read('a.tsv')).rejects.toThrow(
      'Entry "a.tsv" is encrypted; encrypted archives are not supported',
    );
    await expect(zip.read('b.tsv')).rejects.toThrow(
      'Entry "b.tsv" uses compression method 12; only stored and deflate are supported',
    );
    await zip.close();
  });

  it('refuses an entry too large to become a string (413)', async () => {
    const huge = { ...text('counts.tsv'), method: 8, compressedSize: 8 * MB, uncompressedSize: 600 * MB };
    const zip = await openZip(writeTemp(rawZip([huge])));
    await expect(zip.read('counts.tsv')).rejects.toThrow(
      new ArchiveError(413, 'Entry "counts.tsv" is larger than 500 MB once expanded'),
    );
    await zip.close();
  });

  it('strips the single top folder of a zipped folder and ignores __MACOSX', async () => {
    const zip = await openZip(
      writeTemp(
        rawZip([
          text('study/'),
          text('study/manifest.json', '{}'),
          text('study/de/a.tsv'),
          text('__MACOSX/study/._manifest.json'),
        ]),
      ),
    );
    expect(zip.has('manifest.json')).toBe(true);
    expect(zip.has('de/a.tsv')).toBe(true);
    expect(zip.has('study/manifest.json')).toBe(false);
    await zip.close();
  });

  it('keeps folders when the manifest is at the root', async () => {
    const zip = await openZip(writeTemp(rawZip([text('manifest.json'), text('de/a.tsv')])));
    expect(zip.has('de/a.tsv')).toBe(true);
    await zip.close();
  });
});
