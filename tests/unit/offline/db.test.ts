import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameBytes, framesOf, packFramesOfVersion3 } from '../../../src/features/genolists/frame-mirror';
import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../../../src/features/genolists/gene-frame';
import { newCopySecret } from '../../../src/offline/copy-crypto';
import { openOfflineDb, registerRecordUpgrade } from '../../../src/offline/db';
import { unlockedKeys } from '../../../src/offline/unlocked';

/** A frame as the screens read it, and as databases before version 3 stored it. */
function frame(genolistId: number): GeneFrame {
  return {
    genolistId,
    n: 2,
    geneRefId: Int32Array.from([11, 12]),
    geneId: ['ENSG1', 'ENSG2'],
    symbol: ['TP53', null],
    expression: Float64Array.from([10, 20]),
    expressionKind: 'base_mean',
    log2fc: Float64Array.from([1.5, Number.NaN]),
    pvalue: Float64Array.from([0.01, 0.5]),
    padj: Float64Array.from([0.02, 0.6]),
    searchKey: ['tp53\tensg1', '\tensg2'],
  };
}

// As the app's start does: the genolists feature packs the frames of version 3.
registerRecordUpgrade(packFramesOfVersion3);

let names: string[] = [];
beforeEach(async () => {
  unlockedKeys.set(1, (await newCopySecret()).keys);
});
afterEach(async () => {
  for (const name of names) await Dexie.delete(name);
  names = [];
  unlockedKeys.delete(1);
});

/** Version 4 seals the records of whoever is signed in when it runs, here user 1. */
const signedInAsUser1 = { signedInUser: () => 1 };
function dbName(): string {
  const name = `offline-db-test-${Math.random()}`;
  names.push(name);
  return name;
}

describe('offline database', () => {
  it('keeps a frame’s typed columns as typed arrays and gives back its genes as they were', async () => {
    const db = openOfflineDb(dbName());
    const packed = packGeneFrame(frame(5));
    await db.frames.put({ userId: 1, genolistId: 5, etag: '"abc"', savedAt: 1, bytes: 0, frame: packed });
    const read = await framesOf(db).get([1, 5]);
    expect(read?.frame.log2fc).toBeInstanceOf(Float64Array);
    expect(Number.isNaN(read?.frame.log2fc[1])).toBe(true);
    expect(read?.frame.geneRefId).toEqual(Int32Array.from([11, 12]));
    expect(read?.etag).toBe('"abc"');
    const unpacked = unpackGeneFrame(read?.frame ?? packed);
    expect(unpacked.geneId).toEqual(['ENSG1', 'ENSG2']);
    expect(unpacked.symbol).toEqual(['TP53', null]);
    expect(unpacked.searchKey).toEqual(['tp53\tensg1', '\tensg2']);
    db.close();
  });

  it('upgrades a version-1 database: frames keep their data, packed, sealed, and get their size; pins appear', async () => {
    const name = dbName();
    const v1 = new Dexie(name);
    v1.version(1).stores({
      frames: '[userId+genolistId], userId',
      queries: '[userId+hash], userId',
      outbox: '++seq, userId',
      profiles: 'userId',
    });
    await v1.table('frames').put({ userId: 1, genolistId: 5, etag: null, savedAt: 1, frame: frame(5) });
    await v1.table('outbox').add({
      userId: 1,
      change: { kind: 'genolist-view', targetId: 5, count: 1 },
      label: 'x',
      createdAt: 1,
      state: 'pending',
    });
    v1.close();

    const db = openOfflineDb(name, signedInAsUser1);
    const upgraded = await framesOf(db).get([1, 5]);
    expect(upgraded?.frame).toEqual(packGeneFrame(frame(5)));
    expect(upgraded?.bytes).toBe(frameBytes(packGeneFrame(frame(5))));
    expect(await db.outbox.count()).toBe(1);
    await db.pins.put({
      userId: 1,
      kind: 'project',
      targetId: 3,
      name: 'SLC001',
      savedAt: 2,
      queryHashes: [],
      genolistIds: [5],
      bytes: 10,
    });
    expect(await db.pins.where('userId').equals(1).count()).toBe(1);
    expect(db.verno).toBe(6);
    db.close();
  });

  it('upgrades a version-2 database: a mirrored frame opens with the same genes and values', async () => {
    const name = dbName();
    const v2 = new Dexie(name);
    v2.version(2).stores({
      frames: '[userId+genolistId], userId',
      queries: '[userId+hash], userId',
      outbox: '++seq, userId',
      profiles: 'userId',
      pins: '[userId+kind+targetId], userId',
    });
    await v2
      .table('frames')
      .put({ userId: 1, genolistId: 5, etag: '"e"', savedAt: 1, bytes: 9, frame: frame(5) });
    v2.close();

    const db = openOfflineDb(name, signedInAsUser1);
    const record = await framesOf(db).get([1, 5]);
    expect(record?.etag).toBe('"e"');
    const opened = unpackGeneFrame(record?.frame ?? packGeneFrame(frame(0)));
    const { searchKey, ...columns } = frame(5);
    expect(opened).toMatchObject(columns);
    expect(opened.searchKey).toEqual(searchKey);
    db.close();
  });

  it('upgrades a version-3 database: the signed-in user’s copy is sealed, everyone else’s is gone', async () => {
    const name = dbName();
    const v3 = new Dexie(name);
    v3.version(3).stores({
      frames: '[userId+genolistId], userId',
      queries: '[userId+hash], userId',
      outbox: '++seq, userId',
      profiles: 'userId',
      pins: '[userId+kind+targetId], userId',
    });
    const packed = packGeneFrame(frame(5));
    for (const userId of [1, 2]) {
      await v3
        .table('frames')
        .put({ userId, genolistId: 5, etag: '"e"', savedAt: 1, bytes: 9, frame: packed });
      await v3.table('profiles').put({ userId, savedAt: 1, user: { email: `user${userId}@lab.example` } });
      await v3.table('queries').put({
        userId,
        hash: '["projects","mine"]',
        savedAt: 1,
        bytes: 2,
        query: {
          queryHash: '["projects","mine"]',
          queryKey: ['projects', 'mine'],
          state: {},
          dehydratedAt: 1,
        },
      });
      await v3.table('outbox').add({
        userId,
        change: { kind: 'genolist-view', targetId: 5, count: 1 },
        label: 'DHT vs control',
        createdAt: 1,
        state: 'pending',
      });
    }
    v3.close();

    const db = openOfflineDb(name, signedInAsUser1);
    expect((await framesOf(db).get([1, 5]))?.frame).toEqual(packed);
    expect((await db.profiles.get(1))?.user).toEqual({ email: 'user1@lab.example' });
    expect((await db.queries.get([1, '["projects","mine"]']))?.query.queryKey).toEqual(['projects', 'mine']);
    expect((await db.outbox.where('userId').equals(1).toArray()).map((entry) => entry.label)).toEqual([
      'DHT vs control',
    ]);
    // The copy lives as long as the session it was carried over in: no password wraps its key.
    expect((await db.sessionKeys.get(1))?.wrapped).toBe(false);
    for (const table of [db.frames, db.profiles, db.queries, db.outbox] as Dexie.Table[])
      expect(await table.where('userId').equals(2).count()).toBe(0);
    db.close();

    const raw = new Dexie(name);
    await raw.open();
    const stored = JSON.stringify(await raw.table('profiles').toArray());
    const keys = JSON.stringify(await raw.table('queries').toCollection().primaryKeys());
    raw.close();
    expect(stored).not.toContain('user1@lab');
    expect(keys).not.toContain('projects');
  });

  it('keys every record by user: another user reads none of them', async () => {
    const db = openOfflineDb(dbName());
    await db.frames.put({
      userId: 1,
      genolistId: 5,
      etag: null,
      savedAt: 1,
      bytes: 0,
      frame: packGeneFrame(frame(5)),
    });
    await db.queries.put({
      userId: 1,
      hash: '["projects"]',
      savedAt: 1,
      bytes: 2,
      query: { queryHash: '["projects"]', queryKey: ['projects'], state: {} as never, dehydratedAt: 1 },
    });
    expect(await framesOf(db).get([2, 5])).toBeUndefined();
    expect(await db.queries.where('userId').equals(2).count()).toBe(0);
    expect(await db.frames.where('userId').equals(1).count()).toBe(1);
    db.close();
  });
});
