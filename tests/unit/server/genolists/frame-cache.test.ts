import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FRAME_FORMAT_VERSION, frameEtag } from '../../../../server/genolists/frame';
import { etagMatches, FrameCache, preferredEncoding } from '../../../../server/genolists/frame-cache';

const body = (text: string) => Buffer.from(text, 'utf8');

describe('frame ETag', () => {
  it('names the genolist, when its stored frame was built and the frame format', () => {
    const etag = frameEtag(12, new Date(1_700_000_000_123));
    expect(etag).toBe(`W/"g12-1700000000123-f${FRAME_FORMAT_VERSION}"`);
  });

  it('matches If-None-Match weakly, in a list, or with *', () => {
    const etag = 'W/"g1-5-f1"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('W/"g1-5-f1"', etag)).toBe(true);
    expect(etagMatches('"g1-5-f1"', etag)).toBe(true);
    expect(etagMatches('W/"g1-4-f1", W/"g1-5-f1"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"g1-4-f1"', etag)).toBe(false);
    expect(etagMatches('W/"g11-5-f1"', etag)).toBe(false);
  });
});

describe('encoding negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });
});

describe('FrameCache', () => {
  it('builds once per ETag, shares a build in flight and keeps the encodings', async () => {
    const cache = new FrameCache(2);
    let builds = 0;
    const build = async () => {
      builds++;
      return body('{"n":0}'.repeat(100));
    };
    const [a, b] = await Promise.all([cache.get('e1', build), cache.get('e1', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    const gz = await a.encoding('gzip');
    expect(gunzipSync(gz).equals(a.body)).toBe(true);
    expect(await a.encoding('gzip')).toBe(gz);
    expect(brotliDecompressSync(await a.encoding('br')).equals(a.body)).toBe(true);
  });

  it('forgets the least recently used entry beyond its size', async () => {
    const cache = new FrameCache(2);
    const build = (text: string) => async () => body(text);
    await cache.get('e1', build('1'));
    await cache.get('e2', build('2'));
    await cache.get('e1', build('x'));
    await cache.get('e3', build('3'));
    expect(cache.has('e1')).toBe(true);
    expect(cache.has('e2')).toBe(false);
    expect(cache.has('e3')).toBe(true);
    expect((await cache.get('e1', build('x'))).body.toString()).toBe('1');
  });

  it('does not keep a failed build', async () => {
    const cache = new FrameCache(2);
    await expect(cache.get('e1', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.has('e1')).toBe(false);
    expect((await cache.get('e1', async () => body('ok'))).body.toString()).toBe('ok');
  });

  it('parses the columns once', async () => {
    const cache = new FrameCache(1);
    const entry = await cache.get('e1', async () => body('{"genolist_id":1,"n":1,"gene_id":["G1"]}'));
    expect(entry.columns().gene_id).toEqual(['G1']);
    expect(entry.columns()).toBe(entry.columns());
  });
});
