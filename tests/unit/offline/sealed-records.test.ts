import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framesOf } from '../../../src/features/genolists/frame-mirror';
import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../../../src/features/genolists/gene-frame';
import type { GenolistChange } from '../../../src/features/genolists/outbox-changes';
import { type CopyKeys, newCopySecret } from '../../../src/offline/copy-crypto';
import { type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import type { OutboxEntry } from '../../../src/offline/outbox-logic';
import { decodePayload, encodePayload } from '../../../src/offline/sealed-format';
import { LockedCopyError } from '../../../src/offline/sealed-records';
import { unlockedKeys } from '../../../src/offline/unlocked';

const ALICE = 1;
const BOB = 2;

function frame(genolistId: number): GeneFrame {
  const n = 3000;
  const symbol = Array.from({ length: n }, (_, i) => (i === 7 ? 'FKBP5' : `GENE${i}`));
  return {
    genolistId,
    n,
    geneRefId: Int32Array.from({ length: n }, (_, i) => i + 1),
    geneId: Array.from({ length: n }, (_, i) => `ENSG${String(i).padStart(11, '0')}`),
    symbol,
    expression: Float64Array.from({ length: n }, (_, i) => i * 1.5),
    expressionKind: 'base_mean',
    log2fc: Float64Array.from({ length: n }, (_, i) => (i === 3 ? Number.NaN : Math.sin(i))),
    pvalue: Float64Array.from({ length: n }, (_, i) => 1 / (i + 2)),
    padj: Float64Array.from({ length: n }, (_, i) => 1 / (i + 1)),
    searchKey: symbol.map((s, i) => `${s.toLowerCase()}\tensg${i}`),
  };
}

/** Every byte the database holds, as text: what someone reading the disk would search. */
async function rawText(name: string): Promise<string> {
  const raw = new Dexie(name);
  await raw.open();
  let text = '';
  const decoder = new TextDecoder('latin1');
  const visit = (value: unknown): void => {
    if (value instanceof ArrayBuffer) text += decoder.decode(value);
    else if (ArrayBuffer.isView(value)) text += decoder.decode(value);
    else if (typeof value === 'string') text += `${value}\n`;
    else if (typeof value === 'number') text += `${value}\n`;
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) visit(inner);
  };
  for (const table of raw.tables) {
    for (const record of await table.toArray()) visit(record);
    for (const key of await table.toCollection().primaryKeys()) visit(key);
  }
  raw.close();
  return text;
}

let names: string[] = [];
let db: OfflineDb;
let name: string;
const keys: Record<number, CopyKeys> = {};

beforeEach(async () => {
  name = `sealed-test-${Math.random()}`;
  names.push(name);
  db = openOfflineDb(name);
  keys[ALICE] = (await newCopySecret()).keys;
  keys[BOB] = (await newCopySecret()).keys;
  unlockedKeys.set(ALICE, keys[ALICE]);
  unlockedKeys.set(BOB, keys[BOB]);
});
afterEach(async () => {
  db.close();
  unlockedKeys.delete(ALICE);
  unlockedKeys.delete(BOB);
  for (const old of names) await Dexie.delete(old);
  names = [];
});

function outboxEntry(userId: number, label: string): OutboxEntry<GenolistChange> {
  return {
    userId,
    change: { kind: 'genolist-favorite', targetId: 4, favorite: true },
    label,
    createdAt: 1,
    state: 'pending',
  };
}

describe('the payload format', () => {
  it('gives back typed arrays, long strings, NaN, infinities and dates as they were', () => {
    const packed = packGeneFrame(frame(5));
    const value = {
      frame: packed,
      when: new Date(1_700_000_000_000),
      odd: [Number.NaN, Number.POSITIVE_INFINITY, -1.5, null, 'short'],
      nested: { buffer: new Uint8Array([1, 2, 3]).buffer, text: 'x'.repeat(5000) },
    };
    const back = decodePayload(encodePayload(value)) as typeof value;
    expect(back.frame.log2fc).toBeInstanceOf(Float64Array);
    expect(back.frame.log2fc).toEqual(packed.log2fc);
    expect(back.frame.geneRefId).toEqual(packed.geneRefId);
    expect(back.frame.symbols).toBe(packed.symbols);
    expect(back.when).toEqual(value.when);
    expect(back.odd).toEqual(value.odd);
    expect(new Uint8Array(back.nested.buffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(back.nested.text).toBe(value.nested.text);
    // Each column in a buffer of its own: transferring one to a worker leaves the others whole.
    expect(back.frame.log2fc.buffer).not.toBe(back.frame.padj.buffer);
  });

  it('reads typed arrays as views on the payload when asked, copies when the payload is misaligned', () => {
    const packed = packGeneFrame(frame(5));
    const bytes = encodePayload({ frame: packed });
    const back = decodePayload(bytes, { views: true }) as { frame: typeof packed };
    expect(back.frame.log2fc).toEqual(packed.log2fc);
    expect(back.frame.geneRefId).toEqual(packed.geneRefId);
    expect(back.frame.log2fc.buffer).toBe(bytes.buffer);
    expect(back.frame.padj.buffer).toBe(bytes.buffer);

    const shifted = new Uint8Array(bytes.byteLength + 1);
    shifted.set(bytes, 1);
    const copied = decodePayload(shifted.subarray(1), { views: true }) as { frame: typeof packed };
    expect(copied.frame.log2fc).toEqual(packed.log2fc);
    expect(copied.frame.log2fc.buffer).not.toBe(shifted.buffer);
  });

  it('reads plain JSON when nothing needs a marker', () => {
    const value = { a: 1, b: ['x', { c: true }], d: null };
    expect(decodePayload(encodePayload(value))).toEqual(value);
  });

  it('refuses what it cannot give back rather than losing it', () => {
    expect(() => encodePayload({ genes: new Map([[1, 'TP53']]) })).toThrow(TypeError);
    expect(() => encodePayload({ n: 1n })).toThrow(TypeError);
  });
});

describe('sealed records', () => {
  it('hold nothing readable on disk: no symbol, e-mail, name or search of the user', async () => {
    await db.frames.put({
      userId: ALICE,
      genolistId: 5,
      etag: 'W/"g5-1-f1"',
      savedAt: 1,
      bytes: 10,
      frame: packGeneFrame(frame(5)),
    });
    await db.profiles.put({ userId: ALICE, savedAt: 1, user: { id: ALICE, email: 'alice@lab.example' } });
    const hash = '["projects","mine","page",{"search":"prostate"}]';
    await db.queries.put({
      userId: ALICE,
      hash,
      savedAt: 1,
      bytes: 2,
      query: { queryHash: hash, queryKey: JSON.parse(hash), state: {} as never, dehydratedAt: 1 },
    });
    await db.outbox.add(outboxEntry(ALICE, 'DHT vs control'));
    await db.pins.put({
      userId: ALICE,
      kind: 'project',
      targetId: 3,
      name: 'SLC001 secret project',
      savedAt: 1,
      queryHashes: [hash],
      genolistIds: [5],
      bytes: 10,
    });
    db.close();
    const text = await rawText(name);
    for (const secret of [
      'FKBP5',
      'GENE12',
      'ENSG',
      'alice@lab',
      'prostate',
      'DHT vs control',
      'SLC001',
      'W/"g5',
    ])
      expect(text).not.toContain(secret);
  });

  it('read back as they were written, in and out of transactions', async () => {
    const packed = packGeneFrame(frame(5));
    await db.frames.put({ userId: ALICE, genolistId: 5, etag: '"e"', savedAt: 1, bytes: 9, frame: packed });
    const read = await framesOf(db).get([ALICE, 5]);
    expect(read?.etag).toBe('"e"');
    expect(unpackGeneFrame(read?.frame ?? packed).symbol[7]).toBe('FKBP5');
    expect(read?.frame.padj).toEqual(packed.padj);

    // Read, then write in the same transaction, as the outbox does: the transaction waits for the
    // decryption and the encryption and commits both writes together.
    await db.outbox.add(outboxEntry(ALICE, 'first'));
    await db.transaction('rw', db.outbox, db.profiles, async () => {
      const entries = await db.outbox.where('userId').equals(ALICE).toArray();
      expect(entries.map((entry) => entry.label)).toEqual(['first']);
      await db.outbox.bulkDelete(entries.map((entry) => entry.seq as number));
      await db.outbox.add(outboxEntry(ALICE, 'second'));
      const profile = await db.profiles.get(ALICE);
      await db.profiles.put({ ...profile, userId: ALICE, savedAt: 2, user: { name: 'Alice' } });
    });
    const entries = await db.outbox.where('userId').equals(ALICE).toArray();
    expect(entries.map((entry) => [entry.label, typeof entry.seq])).toEqual([['second', 'number']]);
    expect((await db.profiles.get(ALICE))?.user).toEqual({ name: 'Alice' });

    // update() reads, changes and seals again.
    const seq = entries[0]?.seq as number;
    await db.outbox.update(seq, { state: 'refused', refusal: { status: 404, message: 'gone' } });
    expect((await db.outbox.get(seq))?.refusal?.message).toBe('gone');
  });

  it('open a frame saved before its search keys were dropped; a changed byte or another key opens nothing', async () => {
    const packed = packGeneFrame(frame(5));
    // As the earlier version sealed it: the same payload, with the rows' search keys as well.
    const earlier = { ...packed, searchKeys: 'stale\tkeys' };
    await db.frames.put({ userId: ALICE, genolistId: 5, etag: '"e"', savedAt: 1, bytes: 9, frame: earlier });
    const read = await framesOf(db).get([ALICE, 5]);
    const opened = unpackGeneFrame(read?.frame ?? packed);
    expect(opened.searchKey[7]).toBe('fkbp5\tensg00000000007');
    expect(opened.log2fc).toEqual(packed.log2fc);
    // The columns are views on the decrypted bytes, as the frames table asks.
    expect(opened.log2fc.buffer).toBe(opened.padj.buffer);
    expect(Object.keys(packGeneFrame(opened))).not.toContain('searchKeys');

    unlockedKeys.set(ALICE, keys[BOB] as CopyKeys);
    expect(await framesOf(db).get([ALICE, 5])).toBeUndefined();
    unlockedKeys.set(ALICE, keys[ALICE] as CopyKeys);

    db.close();
    const raw = new Dexie(name);
    await raw.open();
    const stored = await raw.table('frames').get([ALICE, 5]);
    const data = new Uint8Array(stored.sealed.data.slice(0));
    data[1000] = (data[1000] as number) ^ 1;
    await raw.table('frames').put({ ...stored, sealed: { ...stored.sealed, data: data.buffer } });
    raw.close();
    db = openOfflineDb(name);
    expect(await framesOf(db).get([ALICE, 5])).toBeUndefined();
  });

  it('open side by side within one transaction, as eviction reads frames, pins and the profile', async () => {
    await db.profiles.put({ userId: ALICE, savedAt: 1, user: { name: 'Alice' }, framesOpenedAt: { 5: 1 } });
    await db.pins.put({
      userId: ALICE,
      kind: 'genolist',
      targetId: 5,
      name: 'DHT vs control',
      savedAt: 1,
      queryHashes: [],
      genolistIds: [5],
      bytes: 1,
    });
    const [keys, pins, profile] = await db.transaction('rw', db.frames, db.pins, db.profiles, async () => {
      const read = await Promise.all([
        db.frames.where('userId').equals(ALICE).primaryKeys(),
        db.pins.where('userId').equals(ALICE).toArray(),
        db.profiles.get(ALICE),
      ]);
      await db.profiles.put({ ...(read[2] as NonNullable<(typeof read)[2]>), framesOpenedAt: {} });
      return read;
    });
    expect(keys).toEqual([]);
    expect(pins.map((pin) => pin.name)).toEqual(['DHT vs control']);
    expect(profile?.framesOpenedAt).toEqual({ 5: 1 });
    expect((await db.profiles.get(ALICE))?.framesOpenedAt).toEqual({});
  });

  it('open one at a time through cursors (filter, each) and through keys given in clear', async () => {
    const hashes = ['["genolists","detail",5]', '["genolists","go",5]', '["projects","mine"]'];
    await db.queries.bulkPut(
      hashes.map((hash) => ({
        userId: ALICE,
        hash,
        savedAt: 1,
        bytes: 1,
        query: { queryHash: hash, queryKey: JSON.parse(hash), state: {} as never, dehydratedAt: 1 },
      })),
    );
    const seen: string[] = [];
    await db.queries
      .where('userId')
      .equals(ALICE)
      .each((record) => void seen.push(record.hash));
    expect(seen.sort()).toEqual([...hashes].sort());
    const genolist5 = await db.queries
      .where('userId')
      .equals(ALICE)
      .filter(({ query }) => query.queryKey[0] === 'genolists')
      .primaryKeys();
    expect(genolist5).toHaveLength(2);
    // Keys as stored (blind) and keys in clear both find their records.
    await db.queries.bulkDelete(genolist5);
    expect((await db.queries.get([ALICE, '["projects","mine"]']))?.query.queryKey).toEqual([
      'projects',
      'mine',
    ]);
    expect(await db.queries.where(':id').equals([ALICE, '["projects","mine"]']).count()).toBe(1);
    await db.queries.delete([ALICE, '["projects","mine"]']);
    expect(await db.queries.count()).toBe(0);
  });

  it('cannot be read in another user’s session: locked without their key, unreadable with another key', async () => {
    await db.profiles.put({ userId: ALICE, savedAt: 1, user: { email: 'alice@lab.example' } });
    await db.outbox.add(outboxEntry(ALICE, 'Alice’s change'));
    // Bob's session: Alice's key is not in the page.
    unlockedKeys.delete(ALICE);
    await expect(db.profiles.get(ALICE)).rejects.toBeInstanceOf(LockedCopyError);
    await expect(db.outbox.toArray()).rejects.toBeInstanceOf(LockedCopyError);
    // Nor can a write in Alice's name be made (never in clear).
    await expect(db.outbox.add(outboxEntry(ALICE, 'forged'))).rejects.toBeInstanceOf(LockedCopyError);
    // Bob's key put in Alice's place opens nothing: her records read as absent.
    unlockedKeys.set(ALICE, keys[BOB] as CopyKeys);
    expect(await db.profiles.get(ALICE)).toBeUndefined();
    expect(await db.outbox.where('userId').equals(ALICE).toArray()).toEqual([]);
    // A sealed record moved under Bob's id does not open with Bob's key either.
    unlockedKeys.set(ALICE, keys[ALICE] as CopyKeys);
    db.close();
    const raw = new Dexie(name);
    await raw.open();
    const stored = await raw.table('profiles').get(ALICE);
    await raw.table('profiles').put({ ...stored, userId: BOB });
    raw.close();
    db = openOfflineDb(name);
    expect(await db.profiles.get(BOB)).toBeUndefined();
    expect((await db.profiles.get(ALICE))?.user).toEqual({ email: 'alice@lab.example' });
  });

  it('take the key at the call: a write followed at once by a sign-out is sealed all the same', async () => {
    // The copy is open (its database too) before anything is written: sign-in opens it.
    await db.open();
    const write = db.profiles.put({ userId: ALICE, savedAt: 1, user: { name: 'Alice' } });
    unlockedKeys.delete(ALICE);
    await write;
    unlockedKeys.set(ALICE, keys[ALICE] as CopyKeys);
    expect((await db.profiles.get(ALICE))?.user).toEqual({ name: 'Alice' });
  });
});
