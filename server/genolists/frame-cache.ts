import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type FrameColumns, parseFrame } from './frame';

/**
 * JSON bodies built on demand (the gene names of a genolist), kept in memory by ETag, least
 * recently used first out. An entry holds the JSON body and, made on first demand off the main
 * thread, its gzip and brotli encodings and its parsed columns. A build in flight is shared by
 * the requests that wait for it. Each server process has its own cache: the ETag changes with
 * what the body shows, so a process never serves a stale body under a current ETag. Frames are
 * stored compressed instead (`stored-frames.ts`); both share the encodings below.
 */

export type Encoding = 'br' | 'gzip';

/** Made in libuv's thread pool, off the main thread. */
export const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: 2–3× smaller than gzip on frames, at a cost paid once per ETag.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export class FrameEntry {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private parsed: FrameColumns | undefined;

  constructor(
    readonly etag: string,
    readonly body: Buffer,
  ) {}

  encoding(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.body);
      bytes.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  columns(): FrameColumns {
    this.parsed ??= parseFrame(this.body);
    return this.parsed;
  }
}

export class FrameCache {
  private readonly entries = new Map<string, Promise<FrameEntry>>();

  constructor(readonly maxEntries = 4) {}

  /** The entry of `etag`, built with `build` when it is not cached. */
  async get(etag: string, build: () => Promise<Buffer>): Promise<FrameEntry> {
    const cached = this.entries.get(etag);
    if (cached) {
      this.entries.delete(etag);
      this.entries.set(etag, cached);
      return cached;
    }
    const entry = build().then((body) => new FrameEntry(etag, body));
    this.entries.set(etag, entry);
    entry.catch(() => {
      if (this.entries.get(etag) === entry) this.entries.delete(etag);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Whether `etag` is cached (for tests and the bench). */
  has(etag: string): boolean {
    return this.entries.has(etag);
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const quality = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}
