import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockCopies } from '../../support/offline-copies';

/**
 * The outbox as the app runs it: a visibility change queued with no network, the genolist changed
 * on the server meanwhile, then the network back. The server is a mock of the API client.
 */
const server = vi.hoisted(() => ({
  genolist: { id: 4, name: 'DHT vs control', public: false, updated_at: '2025-03-10T09:00:00.000Z' },
  patches: [] as { public?: boolean }[],
}));

vi.mock('../../../src/api/client', () => {
  const ok = (data: unknown) => ({ data, error: undefined, response: new Response(null, { status: 200 }) });
  return {
    client: {
      GET: vi.fn(async () => ok({ ...server.genolist, is_favorite: false })),
      PATCH: vi.fn(async (_path: string, init: { body: { public?: boolean } }) => {
        server.patches.push(init.body);
        Object.assign(server.genolist, init.body, { updated_at: new Date().toISOString() });
        return ok({ ...server.genolist });
      }),
      POST: vi.fn(),
    },
  };
});

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});

const { queryClient } = await import('../../../src/api/query-client');
const { registerOfflineFeatures } = await import('../../../src/app/offline-registrations');
const { genolistKeys } = await import('../../../src/features/genolists/api/keys');
const { offlineDb } = await import('../../../src/offline/db');
const { flushOutbox, readOutbox, sendAnyway, sendOrQueue } = await import('../../../src/offline/outbox');

const USER = 7;
await unlockCopies(USER);
registerOfflineFeatures();

async function makePublicOffline(): Promise<void> {
  onlineManager.setOnline(false);
  // The screen shows the genolist as it was last fetched: private, edited on Monday.
  queryClient.setQueryData(genolistKeys.detail(4), { ...server.genolist });
  await sendOrQueue(
    { kind: 'genolist-visibility', targetId: 4, public: true },
    server.genolist.name,
    async () => {
      throw new Error('offline: not called');
    },
    () => ({ ...server.genolist, public: true }),
  );
}

beforeEach(() => {
  storage.set('user_id', String(USER));
  server.genolist.public = false;
  server.genolist.updated_at = '2025-03-10T09:00:00.000Z';
  server.patches = [];
});

afterEach(async () => {
  await offlineDb().outbox.clear();
  queryClient.clear();
});

describe('outbox: a visibility change made offline', () => {
  it('is sent when the network returns and the genolist is as the user saw it', async () => {
    await makePublicOffline();
    expect((await readOutbox(USER)).map((entry) => entry.state)).toEqual(['pending']);
    onlineManager.setOnline(true);
    await flushOutbox();
    expect(server.patches).toEqual([{ public: true }]);
    expect(await readOutbox(USER)).toEqual([]);
  });

  it('is not sent over a change made on the server meanwhile: it stays, in conflict, until the user chooses', async () => {
    await makePublicOffline();
    // Meanwhile a colleague made it public, then private again.
    server.genolist.updated_at = '2025-03-11T14:30:00.000Z';
    onlineManager.setOnline(true);
    await flushOutbox();
    expect(server.patches).toEqual([]);
    const [entry] = await readOutbox(USER);
    expect(entry?.state).toBe('conflict');
    expect(entry?.conflict).toEqual({ public: false, updatedAt: '2025-03-11T14:30:00.000Z' });

    // Replaying again changes nothing: the change waits for the user's decision.
    await flushOutbox();
    expect(server.patches).toEqual([]);

    // "Send mine anyway": compared now with what the user was shown, it is sent.
    await sendAnyway(entry?.seq as number);
    expect(server.patches).toEqual([{ public: true }]);
    expect(await readOutbox(USER)).toEqual([]);
  });
});
