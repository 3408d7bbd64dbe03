import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiGenolistFrame } from '../../../../src/features/genolists/gene-frame';
import { unlockCopies } from '../../../support/offline-copies';

/**
 * The frame mirror as the genolist screen and "Available offline" use it, over fake-indexeddb:
 * a frame keeps the ETag it was answered with, and the frames of genolists only opened are kept
 * for the most recently opened ones. The server is a mock of the API client that answers 304 to
 * the current ETag.
 */
const server = vi.hoisted(() => ({ etag: 'W/"g5-1-f1"', asked: [] as (string | null)[] }));

function apiFrame(genolistId: number): ApiGenolistFrame {
  return {
    genolist_id: genolistId,
    n: 2,
    gene_ref_id: [11, 12],
    gene_id: ['ENSG1', 'ENSG2'],
    symbol: ['TP53', null],
    base_mean: [10, 20],
    ave_log_expr: [null, null],
    log2fc: [1.5, null],
    pvalue: [0.01, 0.5],
    padj: [0.02, 0.6],
  };
}

vi.mock('../../../../src/api/client', () => ({
  client: {
    GET: vi.fn(
      async (_path: string, init: { params: { path: { id: number } }; headers: Record<string, string> }) => {
        const asked = init.headers['If-None-Match'] ?? null;
        server.asked.push(asked);
        if (asked === server.etag)
          return { data: undefined, error: undefined, response: new Response(null, { status: 304 }) };
        return {
          data: apiFrame(init.params.path.id),
          error: undefined,
          response: new Response(null, { status: 200, headers: { etag: server.etag } }),
        };
      },
    ),
  },
}));

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});

const { getGenolistFrame, keepFrameOffline } = await import(
  '../../../../src/features/genolists/api/get-genolist-frame'
);
const { toGeneFrame } = await import('../../../../src/features/genolists/gene-frame');
const { offlineDb } = await import('../../../../src/offline/db');
const { evictVisitedFrames, holdFrame, KEPT_VISITED_FRAMES, noteFrameOpened, saveFrame } = await import(
  '../../../../src/features/genolists/frame-mirror'
);

const USER = 3;
await unlockCopies(USER, USER + 1);
/** What the page does once idle (no requestIdleCallback in Node: 200 ms). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(async () => {
  storage.set('user_id', String(USER));
  onlineManager.setOnline(true);
  server.asked = [];
  server.etag = 'W/"g5-1-f1"';
  const db = offlineDb();
  await db.profiles.put({ userId: USER, savedAt: 0, user: { id: USER } });
  await db.profiles.put({ userId: USER + 1, savedAt: 0, user: { id: USER + 1 } });
});

afterEach(async () => {
  const db = offlineDb();
  await Promise.all([db.frames.clear(), db.pins.clear(), db.profiles.clear()]);
});

describe('frame mirror: ETag', () => {
  it('keeps the ETag when a genolist opened online is made available offline, so the next visit is a 304', async () => {
    const frame = await getGenolistFrame(5);
    // "Available offline" right away: the visit's save still waits for idle time.
    await keepFrameOffline(USER, 5, frame);
    expect((await offlineDb().frames.get([USER, 5]))?.etag).toBe(server.etag);
    await idle();
    expect((await offlineDb().frames.get([USER, 5]))?.etag).toBe(server.etag);

    const again = await getGenolistFrame(5);
    expect(server.asked).toEqual([null, server.etag]);
    expect(again.geneId).toEqual(['ENSG1', 'ENSG2']);
  });

  it('keeps the ETag of a frame the mirror answered, and leaves a current copy as it is', async () => {
    await getGenolistFrame(5);
    await idle();
    const saved = await offlineDb().frames.get([USER, 5]);
    const frame = await getGenolistFrame(5); // 304: read from the mirror
    await keepFrameOffline(USER, 5, frame);
    const kept = await offlineDb().frames.get([USER, 5]);
    expect(kept?.etag).toBe(server.etag);
    expect(kept?.savedAt).toBe(saved?.savedAt);
  });

  it('saves a visit’s frame once: the download does it at once, the idle save then has nothing left to do', async () => {
    const put = vi.spyOn(offlineDb().frames, 'put');
    const frame = await getGenolistFrame(5);
    await keepFrameOffline(USER, 5, frame);
    await idle();
    expect(put).toHaveBeenCalledTimes(1);
    put.mockRestore();
  });
});

describe('frame mirror: eviction', () => {
  async function visit(genolistId: number, at: number, userId = USER) {
    await saveFrame(userId, genolistId, `"${genolistId}"`, toGeneFrame(apiFrame(genolistId)));
    await noteFrameOpened(userId, genolistId, at);
  }
  const mirrored = async (userId = USER) =>
    (await offlineDb().frames.where('userId').equals(userId).primaryKeys())
      .map(([, id]) => id)
      .sort((a, b) => a - b);

  it('keeps the most recently opened frames besides those made available offline', async () => {
    // 25 genolists opened, on days 1 to 25; genolists 1 to 3 belong to a project made available offline.
    for (let id = 1; id <= 25; id++) await visit(id, id * 86_400_000);
    await offlineDb().pins.put({
      userId: USER,
      kind: 'project',
      targetId: 90,
      name: 'Li 2008',
      savedAt: 0,
      queryHashes: [],
      genolistIds: [1, 2, 3],
      bytes: 0,
    });
    // Genolist 4, opened long ago, was opened again today.
    await noteFrameOpened(USER, 4, 30 * 86_400_000);
    // Another user's frames are theirs.
    await visit(1, 1, USER + 1);

    const evicted = await evictVisitedFrames(USER);

    expect(KEPT_VISITED_FRAMES).toBe(20);
    expect(evicted.sort((a, b) => a - b)).toEqual([5, 6]);
    expect(await mirrored()).toEqual([1, 2, 3, 4, ...Array.from({ length: 19 }, (_, i) => i + 7)]);
    expect(await mirrored(USER + 1)).toEqual([1]);
    // The dates of evicted frames go too.
    const dates = (await offlineDb().profiles.get(USER))?.framesOpenedAt ?? {};
    expect(Object.keys(dates).map(Number)).not.toContain(5);
  });

  it('evicts the oldest visit when a genolist opened online is mirrored past the limit', async () => {
    for (let id = 1; id <= KEPT_VISITED_FRAMES; id++) await visit(id, id);
    await getGenolistFrame(50);
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const kept = await mirrored();
    expect(kept).toHaveLength(KEPT_VISITED_FRAMES);
    expect(kept).toContain(50);
    expect(kept).not.toContain(1);
  });

  it('does not evict the frames of a download in progress', async () => {
    for (let id = 1; id <= 22; id++) await visit(id, id + 100);
    // Genolist 1 (the oldest visit) is being made available offline: not pinned yet.
    const release = holdFrame(USER, 1);
    await evictVisitedFrames(USER);
    expect(await mirrored()).toContain(1);
    expect(await mirrored()).not.toContain(2);
    release();
    await evictVisitedFrames(USER, 5);
    expect(await mirrored()).toEqual([18, 19, 20, 21, 22]);
  });
});
