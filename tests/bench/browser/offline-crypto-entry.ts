import Dexie from 'dexie';
import { readFrame, saveFrame } from '../../../src/features/genolists/frame-mirror';
import { type GeneFrame, packGeneFrame, unpackGeneFrame } from '../../../src/features/genolists/gene-frame';
import {
  newCopySecret,
  openBytes,
  PBKDF2_ITERATIONS,
  passwordKey,
  randomBytes,
  type Sealed,
} from '../../../src/offline/copy-crypto';
import { DB_NAME, offlineDb, type QueryRecord } from '../../../src/offline/db';
import { decodePayload } from '../../../src/offline/sealed-format';
import { unlockedKeys } from '../../../src/offline/unlocked';
import { syntheticColumns } from '../kernels';

/**
 * What sealing each user's offline copy costs, in Chromium, with the app's own code: the
 * mirrored frame of a 60,000-gene genolist read as a genolist opening reads it (`readFrame`:
 * IndexedDB, AES-GCM, the payload decoded, the frame unpacked) against the same record kept in
 * clear (IndexedDB and unpack only), and against the clear record as frames were stored before
 * they were sealed (with their search keys); its write; the saved answers a sign-in or a start
 * puts back in the cache; the password's derivation. Clear and sealed runs alternate, so the
 * machine's drift hits both alike. `stages` splits a sealed read: IndexedDB, AES-GCM (on a
 * thread of WebCrypto's own), decoding, unpacking.
 */

const USER = 1;
const GENOLIST = 5;

function frameOf(n: number): GeneFrame {
  const columns = syntheticColumns(n);
  const symbol = columns.searchKey.map((key) => key.split('\t')[0] || null);
  return {
    genolistId: GENOLIST,
    n,
    geneRefId: Int32Array.from({ length: n }, (_, i) => i + 1),
    geneId: columns.searchKey.map((key) => (key.split('\t')[1] ?? '').toUpperCase()),
    symbol,
    expression: columns.expression,
    expressionKind: 'base_mean',
    log2fc: columns.log2fc,
    pvalue: columns.pvalue,
    padj: columns.padj,
    searchKey: [...columns.searchKey],
  };
}

/** The database as before: the same tables, no sealing. */
function clearDb() {
  const db = new Dexie(`${DB_NAME}-clear`);
  db.version(1).stores({ frames: '[userId+genolistId], userId', queries: '[userId+hash], userId' });
  return db;
}

/** Wall time of `call`, in ms. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function alternate(runs: number, clear: () => Promise<unknown>, sealed: () => Promise<unknown>) {
  await clear();
  await sealed();
  const times = { clear: [] as number[], sealed: [] as number[] };
  for (let run = 0; run < runs; run++) {
    const [first, second] = run % 2 === 0 ? (['clear', 'sealed'] as const) : (['sealed', 'clear'] as const);
    times[first].push(await timed(first === 'clear' ? clear : sealed));
    times[second].push(await timed(second === 'clear' ? clear : sealed));
  }
  return times;
}

async function prepare() {
  unlockedKeys.set(USER, (await newCopySecret()).keys);
  await Promise.all([Dexie.delete(DB_NAME), Dexie.delete(`${DB_NAME}-clear`)]);
}

const bench = {
  async frame(n: number, runs: number) {
    await prepare();
    const frame = frameOf(n);
    const packed = packGeneFrame(frame);
    const searchKeys = frame.searchKey.join('\n');
    const record = {
      userId: USER,
      genolistId: GENOLIST,
      etag: 'W/"g5-1-f1"',
      savedAt: 1,
      bytes: 0,
      frame: packed,
    };
    const clear = clearDb();
    const write = await alternate(
      runs,
      () => clear.table('frames').put(record),
      () => saveFrame(USER, GENOLIST, 'W/"g5-1-f1"', frame),
    );
    const read = await alternate(
      runs,
      async () => unpackGeneFrame((await clear.table('frames').get([USER, GENOLIST])).frame),
      async () => {
        const opened = await readFrame(USER, GENOLIST);
        if (opened?.frame.n !== n) throw new Error('the sealed frame did not open');
      },
    );
    // Against the clear record as frames were stored before they were sealed: with the rows'
    // search keys (1.5 MB of 5.1), which the sealed record no longer holds.
    await clear
      .table('frames')
      .put({ ...record, genolistId: GENOLIST + 1, frame: { ...packed, searchKeys } });
    const readBefore = await alternate(
      runs,
      async () => unpackGeneFrame((await clear.table('frames').get([USER, GENOLIST + 1])).frame),
      async () => {
        const opened = await readFrame(USER, GENOLIST);
        if (opened?.frame.n !== n) throw new Error('the sealed frame did not open');
      },
    );
    const stored = await offlineDb().frames.count();
    clear.close();
    return { write, read, readBefore, stored };
  },

  /** Where a sealed read's time goes: IndexedDB, decryption, decoding, unpacking. */
  async stages(runs: number) {
    const raw = new Dexie(DB_NAME);
    await raw.open();
    const keys = unlockedKeys.get(USER);
    const out: Record<string, number[]> = { idb: [], decrypt: [], decode: [], unpack: [] };
    for (let run = 0; run < runs; run++) {
      let t = performance.now();
      const stored = (await raw.table('frames').get([USER, GENOLIST])) as { sealed: Sealed };
      out.idb?.push(performance.now() - t);
      t = performance.now();
      const plain = await openBytes(keys?.records as CryptoKey, stored.sealed, `frames:${USER}`);
      out.decrypt?.push(performance.now() - t);
      t = performance.now();
      const value = decodePayload(plain as Uint8Array, { views: true }) as {
        frame: ReturnType<typeof packGeneFrame>;
      };
      out.decode?.push(performance.now() - t);
      t = performance.now();
      unpackGeneFrame(value.frame);
      out.unpack?.push(performance.now() - t);
    }
    raw.close();
    return out;
  },

  async answers(count: number, runs: number) {
    await prepare();
    // Answers as the app saves them (src/offline/persist.ts): a project's detail each, dehydrated.
    const records: QueryRecord[] = Array.from({ length: count }, (_, i) => {
      const queryKey = ['projects', 'project', i, 'detail'];
      const queryHash = JSON.stringify(queryKey);
      const data = {
        id: i,
        name: `Project ${i}`,
        samples: Array.from({ length: 24 }, (_, s) => ({
          id: s,
          name: `S${s}`,
          group: s % 2 ? 'DHT' : 'EtOH',
        })),
      };
      const state = { data, dataUpdatedAt: Date.now(), error: null, status: 'success', fetchStatus: 'idle' };
      return {
        userId: USER,
        hash: queryHash,
        savedAt: Date.now(),
        bytes: 0,
        query: { queryKey, queryHash, dehydratedAt: Date.now(), state } as unknown as QueryRecord['query'],
      };
    });
    const clear = clearDb();
    await clear.table('queries').bulkPut(records);
    await offlineDb().queries.bulkPut(records);
    const read = await alternate(
      runs,
      () => clear.table('queries').where('userId').equals(USER).toArray(),
      () => offlineDb().queries.where('userId').equals(USER).toArray(),
    );
    clear.close();
    return { read };
  },

  async derive(runs: number) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++)
      times.push(
        await timed(() => passwordKey('a researcher’s password', randomBytes(16), PBKDF2_ITERATIONS)),
      );
    return times;
  },
};

declare global {
  interface Window {
    offlineCryptoBench: typeof bench;
  }
}
window.offlineCryptoBench = bench;
