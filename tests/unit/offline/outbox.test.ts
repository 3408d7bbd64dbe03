import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import { unlockCopies } from '../../support/offline-copies';
import { translations } from '../../support/translations';

/**
 * The outbox engine knows no kind of change: a feature registers how each is merged, sent and
 * shown. A kind nobody registered is reported, never dropped: queued, it fails at once; stored
 * (by a version that had it), its replay marks it refused for the user to read.
 */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});

const { offlineDb } = await import('../../../src/offline/db');
const { flushOutbox, readOutbox, sendAnyway, sendOrQueue } = await import('../../../src/offline/outbox');
const { describeEntry, registerOutboxHandler } = await import('../../../src/offline/outbox-handlers');
const { mergeCount } = await import('../../../src/offline/outbox-logic');

interface NoteChange {
  kind: 'test-note';
  targetId: number;
  count: number;
}

const sent: NoteChange[] = [];
let conflictOnce: string | null = null;
registerOutboxHandler<NoteChange, string>({
  kind: 'test-note',
  ...mergeCount<NoteChange>(),
  async send(change) {
    if (conflictOnce) {
      const conflict = conflictOnce;
      conflictOnce = null;
      return { conflict };
    }
    sent.push(change);
    return undefined;
  },
  overrideConflict: (change, conflict) => ({ ...change, count: change.count + conflict.length }),
  describe: (change, label) => `${change.count} notes on ${label}`,
});

const USER = 3;
await unlockCopies(USER);

beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  storage.set('user_id', String(USER));
  sent.length = 0;
  conflictOnce = null;
});

afterEach(async () => {
  await offlineDb().outbox.clear();
  onlineManager.setOnline(true);
});

async function queueOffline(change: NoteChange): Promise<void> {
  onlineManager.setOnline(false);
  const result = await sendOrQueue(
    change,
    'list 4',
    async () => {
      throw new Error('offline: not called');
    },
    () => 'queued',
  );
  expect(result).toEqual({ answer: 'queued', queued: true });
}

describe('outbox handlers registered by a feature', () => {
  it('merge, send and describe the changes of their kind', async () => {
    await queueOffline({ kind: 'test-note', targetId: 4, count: 1 });
    await queueOffline({ kind: 'test-note', targetId: 4, count: 2 });
    const [entry] = await readOutbox(USER);
    expect(entry && describeEntry(entry)).toBe('3 notes on list 4');
    onlineManager.setOnline(true);
    await flushOutbox();
    expect(sent).toEqual([{ kind: 'test-note', targetId: 4, count: 3 }]);
    expect(await readOutbox(USER)).toEqual([]);
  });

  it('resolve a conflict as their handler says when the user sends theirs anyway', async () => {
    await queueOffline({ kind: 'test-note', targetId: 5, count: 1 });
    conflictOnce = 'xy';
    onlineManager.setOnline(true);
    await flushOutbox();
    const [entry] = await readOutbox(USER);
    expect(entry?.state).toBe('conflict');
    expect(entry?.conflict).toBe('xy');
    await sendAnyway(entry?.seq as number);
    expect(sent).toEqual([{ kind: 'test-note', targetId: 5, count: 3 }]);
  });
});

describe('a change of a kind no feature registered', () => {
  it('is not queued: the caller hears of it', async () => {
    onlineManager.setOnline(false);
    await expect(
      sendOrQueue(
        { kind: 'test-unknown', targetId: 1 },
        'x',
        async () => 'sent',
        () => 'queued',
      ),
    ).rejects.toThrow('no handler is registered for "test-unknown"');
    expect(await readOutbox(USER)).toEqual([]);
  });

  it('already stored is refused on replay, kept for the user to read, and reported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await offlineDb().outbox.add({
      userId: USER,
      change: { kind: 'test-unknown', targetId: 1 },
      label: 'from an older version',
      createdAt: 1,
      state: 'pending',
    });
    await flushOutbox();
    const [entry] = await readOutbox(USER);
    expect(entry?.state).toBe('refused');
    expect(entry?.refusal?.message).toBe(
      'This version of GenoApp has no way to send this change (test-unknown)',
    );
    expect(entry && describeEntry(entry)).toBe('from an older version');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('test-unknown'));
    error.mockRestore();
  });
});
