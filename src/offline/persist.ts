import { dehydrate, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { offlineDb, type QueryRecord } from './db';
import { offlineKeys } from './keys';

/**
 * Answers the query mirror leaves out, by key prefix: what this browser holds (offlineKeys) is
 * read from it, and a feature may keep large answers in a table of their own (a genolist's frame,
 * typed arrays with an ETag). The other answers are JSON-sized.
 */
const unmirrored: QueryKey[] = [offlineKeys.all];

/** Leaves the answers under `prefix` out of the query mirror: their feature stores them itself. */
export function keepOutOfQueryMirror(prefix: QueryKey): void {
  unmirrored.push(prefix);
}

function persisted(key: QueryKey): boolean {
  return !unmirrored.some((prefix) => prefix.every((part, i) => key[i] === part));
}

/** Answers nobody made available offline are kept this long after their last use. */
const KEEP_UNPINNED_MS = 30 * 24 * 3600_000;

function recordOf(queryClient: QueryClient, userId: number, hash: string): QueryRecord | null {
  const [query] = dehydrate(queryClient, {
    shouldDehydrateQuery: (candidate) => candidate.queryHash === hash && candidate.state.status === 'success',
  }).queries;
  if (!query) return null;
  const bytes = 2 * (JSON.stringify(query.state.data)?.length ?? 0);
  return { userId, hash, savedAt: query.state.dataUpdatedAt, bytes, query };
}

/** Writes one query's answer now (the download of a project waits for it). */
export async function persistQuery(queryClient: QueryClient, userId: number, hash: string): Promise<number> {
  const record = recordOf(queryClient, userId, hash);
  if (!record) return 0;
  await offlineDb().queries.put(record);
  return record.bytes;
}

/**
 * Mirrors every successful answer of `userId`'s cache into IndexedDB until the returned function
 * is called (sign-out). Writes are grouped: a screen's burst of answers is one transaction.
 */
export function persistQueries(queryClient: QueryClient, userId: number): () => void {
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const records = [...dirty]
      .map((hash) => recordOf(queryClient, userId, hash))
      .filter((record): record is QueryRecord => record !== null);
    dirty.clear();
    if (records.length > 0) void offlineDb().queries.bulkPut(records);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!persisted(event.query.queryKey)) return;
    dirty.add(event.query.queryHash);
    timer ??= setTimeout(flush, 500);
  });
  // A reload or a closed tab must not lose the answers of the last half second.
  const flushNow = () => {
    if (timer) clearTimeout(timer);
    flush();
  };
  addEventListener('pagehide', flushNow);
  return () => {
    unsubscribe();
    removeEventListener('pagehide', flushNow);
    flushNow();
  };
}

/**
 * Puts `userId`'s saved answers back in the cache, with the time each was fetched, so a screen
 * shows them at once (and says from when) while the network is off. Old answers that nothing
 * made available offline are forgotten. A restored answer is never taken as fresh: the last
 * answers before a reload may not have reached the disk (a write started at `pagehide` can die
 * with the page), so what the disk holds can be older than what the user last saw; every screen
 * asks the server again as soon as it shows, while showing the saved answer meanwhile.
 */
export async function restoreQueries(queryClient: QueryClient, userId: number): Promise<void> {
  const db = offlineDb();
  const [records, pins] = await Promise.all([
    db.queries.where('userId').equals(userId).toArray(),
    db.pins.where('userId').equals(userId).toArray(),
  ]);
  const pinned = new Set(pins.flatMap((pin) => pin.queryHashes));
  const cutoff = Date.now() - KEEP_UNPINNED_MS;
  const expired = records.filter((record) => record.savedAt < cutoff && !pinned.has(record.hash));
  if (expired.length > 0)
    await db.queries.bulkDelete(expired.map((record): [number, string] => [userId, record.hash]));
  const kept = records.filter((record) => record.savedAt >= cutoff || pinned.has(record.hash));
  hydrate(queryClient, { mutations: [], queries: kept.map((record) => record.query) });
  const restored = new Set(kept.map((record) => record.hash));
  await queryClient.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash),
    refetchType: 'none',
  });
}
