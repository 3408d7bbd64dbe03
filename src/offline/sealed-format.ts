/**
 * The bytes a sealed record encrypts (src/offline/sealed-records.ts): the record as JSON, with
 * what JSON cannot hold and what it holds badly set apart as binary chunks after it.
 *
 * Layout (little-endian): u32 length of the JSON in bytes, u8 1 if the JSON holds markers, 3
 * bytes of padding, the JSON (UTF-8), padding to 8 bytes, then the chunks, each starting on a
 * multiple of 8 bytes counted from the first. A marker is an object whose one key is `MARK`:
 * - typed arrays and ArrayBuffers: their bytes as a chunk, read back into a buffer of their own
 *   (a column may be transferred to a worker without taking the others with it), or, when the
 *   reader asks for `views`, typed arrays as views on the decoded bytes: no copy (a 60,000-gene
 *   frame's 2 MB of columns cost ≈ 3 ms to copy), but one buffer for them all, so none of them
 *   may be transferred (a transfer would take the others with it) and cloning one clones them all;
 * - strings of `LONG_STRING` characters or more, as UTF-8 chunks: a frame's columns of symbols
 *   and ids are one long string each, with a newline a gene, which JSON would escape 60,000
 *   times on the way in and out;
 * - Dates, and the numbers JSON turns into null (NaN, ±Infinity).
 * Everything else goes as JSON does: `undefined` properties are left out, and in arrays become
 * null. Deliberately unsupported (a TypeError, never a silent loss): Map, Set, Blob, BigInt.
 */

const MARK = '\u0000';
const LONG_STRING = 1024;
const HEADER = 8;

const TYPED_ARRAYS = {
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
} as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;

type Marker =
  | { [MARK]: 'string'; o: number; n: number }
  | { [MARK]: 'array'; t: TypedArrayName; o: number; n: number }
  | { [MARK]: 'buffer'; o: number; n: number }
  | { [MARK]: 'date'; v: number }
  | { [MARK]: 'number'; v: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const align8 = (n: number) => (n + 7) & ~7;

function typedArrayName(value: ArrayBufferView): TypedArrayName {
  const name = Object.prototype.toString.call(value).slice(8, -1);
  if (name in TYPED_ARRAYS) return name as TypedArrayName;
  throw new TypeError(`a sealed record cannot hold a ${name}`);
}

/** The bytes of `value` (a record as Dexie would store it). */
export function encodePayload(value: unknown): Uint8Array {
  const chunks: Uint8Array[] = [];
  let end = 0;
  let marked = false;
  const chunk = (bytes: Uint8Array): number => {
    const at = end;
    chunks.push(bytes);
    end = align8(end + bytes.byteLength);
    marked = true;
    return at;
  };
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key, replaced: unknown) {
    // `replaced` went through toJSON already (a Date is a string there): the holder has the original.
    const raw = this[key];
    switch (typeof raw) {
      case 'string': {
        if (raw.length < LONG_STRING) return raw;
        const bytes = encoder.encode(raw);
        return { [MARK]: 'string', o: chunk(bytes), n: bytes.byteLength } satisfies Marker;
      }
      case 'number':
        if (Number.isFinite(raw)) return raw;
        marked = true;
        return { [MARK]: 'number', v: String(raw) } satisfies Marker;
      case 'bigint':
        throw new TypeError('a sealed record cannot hold a BigInt');
      case 'object':
        if (raw === null || Array.isArray(raw)) return replaced;
        if (ArrayBuffer.isView(raw)) {
          const bytes = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
          const t = typedArrayName(raw);
          return { [MARK]: 'array', t, o: chunk(bytes), n: bytes.byteLength } satisfies Marker;
        }
        if (raw instanceof ArrayBuffer) {
          return { [MARK]: 'buffer', o: chunk(new Uint8Array(raw)), n: raw.byteLength } satisfies Marker;
        }
        if (raw instanceof Date) {
          marked = true;
          return { [MARK]: 'date', v: raw.getTime() } satisfies Marker;
        }
        if (raw instanceof Map || raw instanceof Set || (typeof Blob !== 'undefined' && raw instanceof Blob))
          throw new TypeError(`a sealed record cannot hold a ${raw.constructor.name}`);
        return replaced;
      default:
        return replaced;
    }
  });
  const text = encoder.encode(json);
  const base = align8(HEADER + text.byteLength);
  const bytes = new Uint8Array(base + end);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, text.byteLength, true);
  view.setUint8(4, marked ? 1 : 0);
  bytes.set(text, HEADER);
  let at = base;
  for (const part of chunks) {
    bytes.set(part, at);
    at = base + align8(at - base + part.byteLength);
  }
  return bytes;
}

export interface DecodeOptions {
  /** Typed arrays as views on `bytes` instead of copies: for records none of whose arrays is transferred. */
  views?: boolean;
}

/** The value `encodePayload` was given, from its bytes. */
export function decodePayload(bytes: Uint8Array, { views = false }: DecodeOptions = {}): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(0, true);
  const marked = view.getUint8(4) === 1;
  const text = decoder.decode(bytes.subarray(HEADER, HEADER + length));
  if (!marked) return JSON.parse(text);
  const base = align8(HEADER + length);
  const slice = (o: number, n: number) =>
    bytes.buffer.slice(bytes.byteOffset + base + o, bytes.byteOffset + base + o + n) as ArrayBuffer;
  return JSON.parse(text, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || !(MARK in value)) return value;
    const marker = value as Marker;
    switch (marker[MARK]) {
      case 'string':
        return decoder.decode(bytes.subarray(base + marker.o, base + marker.o + marker.n));
      case 'array': {
        const Type = TYPED_ARRAYS[marker.t];
        const at = bytes.byteOffset + base + marker.o;
        // Chunks start on multiples of 8 from the payload's start: aligned unless `bytes` is not.
        if (views && at % Type.BYTES_PER_ELEMENT === 0)
          return new Type(bytes.buffer as ArrayBuffer, at, marker.n / Type.BYTES_PER_ELEMENT);
        return new Type(slice(marker.o, marker.n));
      }
      case 'buffer':
        return slice(marker.o, marker.n);
      case 'date':
        return new Date(marker.v);
      case 'number':
        return Number(marker.v);
    }
  });
}
