import type { DBCore, DBCoreCursor, DBCoreKeyRange, DBCoreTable, DBCoreTableSchema, Middleware } from 'dexie';
import { BLIND_PREFIX, blindIndex, type CopyKeys, openBytes, type Sealed, sealBytes } from './copy-crypto';
import { decodePayload, encodePayload } from './sealed-format';

/**
 * Every user's records sealed at rest: a Dexie middleware between the tables and IndexedDB, so
 * the code above reads and writes plain records, in or out of transactions, and the disk holds
 *
 *   { userId, …the other key and index fields…, sealed: { iv, data } }
 *
 * where `data` is the whole record (src/offline/sealed-format.ts) encrypted with AES-256-GCM
 * under the key of the record's user, its table and user id as additional data (a record moved
 * under another user or table does not open). Text in a key (a query's hash: JSON of its query
 * key, which may hold a search) is stored as its blind index (HMAC), and a key given in clear is
 * turned into it on the way down, whatever the call; blind indexes pass through unchanged.
 *
 * A record is sealed or opened with the key of its `userId` as `keysFor` answers at that moment:
 * none (the user's copy is locked) is a `LockedCopyError`. A record that does not open under its
 * user's key (altered bytes, a key since replaced) reads as absent. A record with no `sealed`
 * field passes as it is: only the upgrade that seals the copies of earlier versions meets one.
 *
 * WebCrypto is asynchronous and an IndexedDB transaction commits as soon as it has no request
 * left, so every wait on it keeps the transaction busy until the promise settles (`waiter`).
 */

export interface SealedTable {
  /** Fields kept in clear: the record's key and index paths. Everything is in the sealed data too. */
  clear: readonly string[];
  /** A key field holding text, stored as its blind index. */
  blind?: string;
  /**
   * The record's typed arrays are read as views on one buffer, the decrypted bytes, instead of
   * a copy each: for tables whose readers never transfer one of them (see sealed-format.ts).
   */
  views?: boolean;
}

/** The user's copy is locked on this browser: no key was unlocked for that user in this session. */
export class LockedCopyError extends Error {
  constructor(readonly userId: unknown) {
    super(`the offline copy of user ${String(userId)} is locked`);
    this.name = 'LockedCopyError';
  }
}

export type KeysFor = (userId: number) => CopyKeys | undefined;

type StoredRecord = Record<string, unknown> & { userId?: unknown; sealed?: Sealed };
type Wait = <T>(promise: Promise<T>) => PromiseLike<T>;
const alone: Wait = (promise) => promise;

/** An IndexedDB transaction kept busy while the promises it waits for run. */
interface Spin {
  working: number;
  settled: (() => void)[];
  spinning: boolean;
  /** The transaction ended (aborted): what settles now resolves outside it. */
  over: boolean;
}
const spins = new WeakMap<object, Spin>();

/**
 * Waits for `promise` within the transaction `trans` (the IDBTransaction Dexie's core hands
 * down): while it runs, a cheap request (a count) is placed on the transaction each time the last
 * one answers, so the transaction cannot commit; the promise's outcome is delivered in the success
 * callback of one of them, where the transaction takes requests again. Dexie's own `waitFor` does
 * the same but loses a wait that starts while another's outcome is queued, as concurrent reads in
 * one transaction do.
 */
function waiter(trans: unknown): Wait {
  const idb = trans as IDBTransaction;
  return <T>(promise: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      let spin = spins.get(idb);
      if (!spin) {
        spin = { working: 0, settled: [], spinning: false, over: false };
        spins.set(idb, spin);
      }
      const state = spin;
      const settle = (run: () => void) => {
        if (state.over) run();
        else state.settled.push(run);
      };
      state.working += 1;
      promise.then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
      const tick = () => {
        const request = idb.objectStore(idb.objectStoreNames[0] as string).count(-Infinity);
        request.onsuccess = () => {
          const ready = state.settled.splice(0);
          state.working -= ready.length;
          for (const run of ready) run();
          if (state.working > 0) tick();
          else state.spinning = false;
        };
        request.onerror = () => {
          state.over = true;
          state.spinning = false;
          for (const run of state.settled.splice(0)) run();
        };
      };
      if (!state.spinning && !state.over) {
        state.spinning = true;
        tick();
      }
    });
}

function keysOf(keysFor: KeysFor, userId: unknown): CopyKeys {
  const keys = typeof userId === 'number' ? keysFor(userId) : undefined;
  if (!keys) throw new LockedCopyError(userId);
  return keys;
}

const aad = (table: string, userId: unknown) => `${table}:${String(userId)}`;

async function blinded(keys: CopyKeys, text: unknown): Promise<unknown> {
  return typeof text === 'string' && !text.startsWith(BLIND_PREFIX) ? blindIndex(keys.index, text) : text;
}

/** The stored form of `value`, a record of `table`, sealed with `keys` (its user's). */
export async function sealRecord(
  table: string,
  spec: SealedTable,
  value: Record<string, unknown>,
  keys: CopyKeys,
): Promise<Record<string, unknown>> {
  const stored: StoredRecord = {};
  for (const field of spec.clear) if (field in value) stored[field] = value[field];
  if (spec.blind) stored[spec.blind] = await blinded(keys, value[spec.blind]);
  const plain = encodePayload(value) as Uint8Array<ArrayBuffer>;
  stored.sealed = await sealBytes(keys.records, plain, aad(table, value.userId));
  return stored;
}

function tableCodec(name: string, spec: SealedTable, schema: DBCoreTableSchema, keysFor: KeysFor) {
  const keyPath = schema.primaryKey.keyPath;
  const parts = Array.isArray(keyPath) ? keyPath : keyPath ? [keyPath] : [];
  const blindAt = spec.blind ? parts.indexOf(spec.blind) : -1;
  const userAt = parts.indexOf('userId');

  return {
    /** Whether keys given in clear must be turned into blind ones. */
    blindsKeys: blindAt >= 0 && userAt >= 0,

    async key(key: unknown): Promise<unknown> {
      if (!Array.isArray(key) || blindAt < 0 || userAt < 0) return key;
      const text = key[blindAt];
      if (typeof text !== 'string' || text.startsWith(BLIND_PREFIX)) return key;
      const copy = [...key];
      copy[blindAt] = await blinded(keysOf(keysFor, key[userAt]), text);
      return copy;
    },

    async seal(value: StoredRecord): Promise<StoredRecord> {
      return sealRecord(name, spec, value, keysOf(keysFor, value.userId));
    },

    async open(stored: unknown): Promise<unknown> {
      if (stored === null || typeof stored !== 'object' || !('sealed' in stored)) return stored;
      const record = stored as StoredRecord;
      const keys = keysOf(keysFor, record.userId);
      const plain = await openBytes(keys.records, record.sealed as Sealed, aad(name, record.userId));
      if (!plain) return undefined;
      const value = decodePayload(plain, { views: spec.views }) as StoredRecord;
      // Keys the store assigned (an outbox entry's sequence number) are only in the clear part.
      for (const field of spec.clear)
        if (field !== spec.blind && field in record) value[field] = record[field];
      return value;
    },
  };
}

type Codec = ReturnType<typeof tableCodec>;

/** An equality range on the primary key, with its key blinded. */
async function blindRange(codec: Codec, range: DBCoreKeyRange): Promise<DBCoreKeyRange> {
  if (range.type !== 1) return range;
  const key = await codec.key(range.lower);
  return { ...range, lower: key, upper: key };
}

/** A cursor whose values are opened one step at a time, skipping records that do not open. */
function openingCursor(cursor: DBCoreCursor, codec: Codec, wait: Wait): DBCoreCursor {
  let value: unknown;
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: { get: () => value },
    start: {
      value: (onNext: () => void) =>
        cursor.start(() => {
          wait(codec.open(cursor.value)).then(
            (opened) => {
              if (opened === undefined) return cursor.continue();
              value = opened;
              try {
                onNext();
              } catch (error) {
                cursor.fail(error as Error);
              }
            },
            (error: Error) => cursor.fail(error),
          );
        }),
    },
  });
}

/** Upgrades read and write the stored form: they seal what earlier versions kept in clear. */
const inUpgrade = (trans: unknown) => (trans as { mode?: string }).mode === 'versionchange';

/**
 * A read of its own (`table.get`, `toArray`…): Dexie's implicit read-only transactions run one
 * request, so nothing follows the read in them and they need not wait for its opening (a blind
 * key made before the read still must). Dexie marks the transactions of `db.transaction()`
 * `_explicit`; its implicit read-write ones, as an `update`, read then write.
 */
const readAlone = (trans: unknown) =>
  (trans as { mode?: string }).mode === 'readonly' && !(trans as { _explicit?: boolean })._explicit;

function sealedTable(down: DBCoreTable, codec: Codec): DBCoreTable {
  const openAll = (wait: Wait, values: unknown[]) =>
    wait(Promise.all(values.map((value) => codec.open(value))));
  const needsBlind = (range: DBCoreKeyRange, isPrimaryKey: boolean | undefined) =>
    codec.blindsKeys && isPrimaryKey === true && range.type === 1;

  return {
    ...down,

    mutate(request) {
      if (inUpgrade(request.trans)) return down.mutate(request);
      const wait = waiter(request.trans);
      if (request.type === 'add' || request.type === 'put') {
        const values = request.values as StoredRecord[];
        // Every key is taken now: a sign-out right after a write does not leave it unsealed.
        const sealing = Promise.all(values.map((value) => codec.seal(value)));
        return Promise.resolve(wait(sealing).then((sealed) => down.mutate({ ...request, values: sealed })));
      }
      if (request.type === 'delete' && codec.blindsKeys) {
        const blinding = Promise.all(request.keys.map((key) => codec.key(key)));
        return Promise.resolve(wait(blinding).then((keys) => down.mutate({ ...request, keys })));
      }
      return down.mutate(request);
    },

    get(request) {
      if (inUpgrade(request.trans)) return down.get(request);
      const wait = waiter(request.trans);
      const then = readAlone(request.trans) ? alone : wait;
      const read = codec.blindsKeys
        ? wait(codec.key(request.key)).then((key) => down.get({ ...request, key }))
        : down.get(request);
      return Promise.resolve(read).then((stored) => then(codec.open(stored)));
    },

    getMany(request) {
      if (inUpgrade(request.trans)) return down.getMany(request);
      const wait = waiter(request.trans);
      const then = readAlone(request.trans) ? alone : wait;
      const read = codec.blindsKeys
        ? wait(Promise.all(request.keys.map((key) => codec.key(key)))).then((keys) =>
            down.getMany({ ...request, keys }),
          )
        : down.getMany(request);
      return Promise.resolve(read).then((stored) => openAll(then, stored));
    },

    query(request) {
      if (inUpgrade(request.trans)) return down.query(request);
      const wait = waiter(request.trans);
      const then = readAlone(request.trans) ? alone : wait;
      const { range, index } = request.query;
      const read = needsBlind(range, index.isPrimaryKey)
        ? wait(blindRange(codec, range)).then((blind) =>
            down.query({ ...request, query: { ...request.query, range: blind } }),
          )
        : down.query(request);
      if (!request.values) return Promise.resolve(read);
      return Promise.resolve(read).then(({ result, ...rest }) =>
        openAll(then, result).then((opened) => ({
          ...rest,
          result: opened.filter((value) => value !== undefined),
        })),
      );
    },

    openCursor(request) {
      if (inUpgrade(request.trans)) return down.openCursor(request);
      const wait = waiter(request.trans);
      const { range, index } = request.query;
      const opened = needsBlind(range, index.isPrimaryKey)
        ? wait(blindRange(codec, range)).then((blind) =>
            down.openCursor({ ...request, query: { ...request.query, range: blind } }),
          )
        : down.openCursor(request);
      return Promise.resolve(opened).then((cursor) =>
        cursor && request.values ? openingCursor(cursor, codec, wait) : cursor,
      );
    },

    count(request) {
      if (inUpgrade(request.trans)) return down.count(request);
      const wait = waiter(request.trans);
      const { range, index } = request.query;
      if (!needsBlind(range, index.isPrimaryKey)) return down.count(request);
      return Promise.resolve(
        wait(blindRange(codec, range)).then((blind) =>
          down.count({ ...request, query: { ...request.query, range: blind } }),
        ),
      );
    },
  };
}

/**
 * The middleware for `tables` (name → what stays in clear). It sits closest to IndexedDB, so
 * Dexie's own middlewares see plain records. In a versionchange transaction it stands aside:
 * the upgrades read and write the stored form themselves.
 */
export function sealedRecordsMiddleware(
  tables: Record<string, SealedTable>,
  keysFor: KeysFor,
): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'SealedRecords',
    level: -10,
    create(down) {
      const sealed = new Map<string, DBCoreTable>();
      return {
        ...down,
        table(name) {
          const table = down.table(name);
          const spec = tables[name];
          if (!spec) return table;
          let wrapped = sealed.get(name);
          if (!wrapped) {
            wrapped = sealedTable(table, tableCodec(name, spec, table.schema, keysFor));
            sealed.set(name, wrapped);
          }
          return wrapped;
        },
      };
    },
  };
}
