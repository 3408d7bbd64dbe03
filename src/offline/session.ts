import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import type { User } from '../features/auth/api/get-me';
import type { OfflineSession } from '../features/auth/session';
import { warmLastOpenedFrame } from '../features/genolists/warm-last-opened';
import { i18n } from '../lib/i18n';
import { whenIdle } from '../lib/when-idle';
import { offlineDb } from './db';
import { flushOutbox, readOutbox } from './outbox';
import type { OutboxEntry } from './outbox-logic';
import { persistQueries, restoreQueries } from './persist';

let close: (() => void) | null = null;

async function settledCounts(userId: number): Promise<{ refused: number; conflict: number }> {
  const entries = await readOutbox(userId);
  const count = (state: OutboxEntry['state']) => entries.filter((entry) => entry.state === state).length;
  return { refused: count('refused'), conflict: count('conflict') };
}

/**
 * Sends what the user changed offline, then tells them about anything the server refused or
 * that conflicts with a newer change there.
 */
async function sync(userId: number): Promise<void> {
  const before = await settledCounts(userId);
  await flushOutbox(() => void queryClient.invalidateQueries());
  const after = await settledCounts(userId);
  if (after.refused > before.refused)
    notifications.show({
      color: 'red',
      autoClose: false,
      title: i18n.t('offline:outbox.refusedTitle'),
      message: i18n.t('offline:outbox.refusedMessage', { count: after.refused - before.refused }),
    });
  if (after.conflict > before.conflict)
    notifications.show({
      color: 'orange',
      autoClose: false,
      title: i18n.t('offline:outbox.conflictTitle'),
      message: i18n.t('offline:outbox.conflictMessage', { count: after.conflict - before.conflict }),
    });
}

/**
 * The signed-in user's offline copy: their saved answers go back into the cache, new answers
 * are saved, and their outbox is sent whenever the network is back. Only one user's copy is
 * open at a time; the others stay in IndexedDB under their own user id, never read.
 */
export const offlineSession: OfflineSession & { close(): void } = {
  async open(user: User) {
    offlineSession.close();
    const db = offlineDb();
    await db.transaction('rw', db.profiles, async () => {
      // What else the record holds (when frames were opened) stays.
      const previous = await db.profiles.get(user.id);
      await db.profiles.put({ ...previous, userId: user.id, savedAt: Date.now(), user });
    });
    await restoreQueries(queryClient, user.id);
    const stopPersisting = persistQueries(queryClient, user.id);
    const stopListening = onlineManager.subscribe((online) => {
      if (online) void sync(user.id);
    });
    close = () => {
      stopListening();
      stopPersisting();
    };
    void sync(user.id);
    // With no network, the last genolist opened is ready before it is clicked (a few MB, at idle).
    whenIdle(() => void warmLastOpenedFrame(queryClient, user.id).catch(() => undefined), 5000);
  },

  async savedUser(userId: number) {
    const profile = await offlineDb().profiles.get(userId);
    return (profile?.user as User | undefined) ?? null;
  },

  /** Sign-out: the copy stays on disk, locked under its user id, with its outbox. */
  close() {
    close?.();
    close = null;
  },
};
