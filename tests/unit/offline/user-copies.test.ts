import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_QUERIES } from '../../../src/features/genolists/offline-copy';
import type { GenolistFavoriteChange } from '../../../src/features/genolists/outbox-changes';
import { offlineDb } from '../../../src/offline/db';
import { removeAllOffline } from '../../../src/offline/download';
import { offlineKeys } from '../../../src/offline/keys';
import {
  keepOutOfQueryMirror,
  persistQueries,
  persistQuery,
  restoreQueries,
} from '../../../src/offline/persist';
import { unlockCopies } from '../../support/offline-copies';

await unlockCopies(1, 2, 7);

const KEY = ['projects', 'project', 3, 'detail'];

async function savedFor(userId: number, name: string): Promise<void> {
  const client = new QueryClient();
  client.setQueryData(KEY, { id: 3, name });
  const hash = client.getQueryCache().find({ queryKey: KEY })?.queryHash ?? '';
  await persistQuery(client, userId, hash);
}

describe('offline copy per user', () => {
  it('gives each user back their own answers and nothing of another user’s', async () => {
    await savedFor(1, 'Alice’s view of SLC001');

    const bob = new QueryClient();
    await restoreQueries(bob, 2);
    expect(bob.getQueryData(KEY)).toBeUndefined();

    const alice = new QueryClient();
    await restoreQueries(alice, 1);
    expect(alice.getQueryData(KEY)).toEqual({ id: 3, name: 'Alice’s view of SLC001' });
    expect(alice.getQueryState(KEY)?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('shows a saved answer at once but asks the server again, however recent it is', async () => {
    await savedFor(1, 'saved a second ago');
    const alice = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await restoreQueries(alice, 1);
    const query = alice.getQueryCache().find({ queryKey: KEY });
    expect(query?.state.data).toEqual({ id: 3, name: 'saved a second ago' });
    expect(query?.isStale()).toBe(true);
  });

  it('keeps two users’ copies of the same answer apart', async () => {
    await savedFor(1, 'for Alice');
    await savedFor(2, 'for Bob');
    const bob = new QueryClient();
    await restoreQueries(bob, 2);
    expect(bob.getQueryData(KEY)).toEqual({ id: 3, name: 'for Bob' });
  });

  it('"Remove all" removes one user’s copy and keeps their outbox', async () => {
    await savedFor(1, 'for Alice');
    await savedFor(2, 'for Bob');
    const favorite: GenolistFavoriteChange = { kind: 'genolist-favorite', targetId: 4, favorite: true };
    await offlineDb().outbox.add({
      userId: 1,
      change: favorite,
      label: 'DE genes',
      createdAt: 1,
      state: 'pending',
    });
    await removeAllOffline(1);
    expect(await offlineDb().queries.where('userId').equals(1).count()).toBe(0);
    expect(await offlineDb().queries.where('userId').equals(2).count()).toBe(1);
    expect(await offlineDb().outbox.where('userId').equals(1).count()).toBe(1);
  });

  it('mirrors the answers a screen gets, but not what this browser holds already', async () => {
    // As the app's start does: the genolists feature keeps its frames in a table of their own.
    keepOutOfQueryMirror(FRAME_QUERIES);
    // The page's `pagehide` (a last write as the tab goes), which Node has no window for.
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('removeEventListener', () => undefined);
    const client = new QueryClient();
    const stop = persistQueries(client, 7);
    client.setQueryData(KEY, { id: 3, name: 'SLC001' });
    client.setQueryData(offlineKeys.pins(7), [{ kind: 'project', targetId: 3 }]);
    client.setQueryData(offlineKeys.storage, { used: 1, quota: 2, persisted: false });
    client.setQueryData(['genolists', 'frame', 4], { n: 0 });
    stop();
    const saved = async () =>
      (await offlineDb().queries.where('userId').equals(7).toArray()).map((record) => record.query.queryKey);
    await expect.poll(saved).toContainEqual(KEY);
    expect(await saved()).toEqual([KEY]);
    vi.unstubAllGlobals();
  });
});
