import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import type { User } from '../features/auth/api/get-me';
import type { OfflineSession } from '../features/auth/session';
import { i18n } from '../lib/i18n';
import { offlineDb } from './db';
import { flushOutbox, readOutbox } from './outbox';
import { persistQueries, restoreQueries } from './persist';

let close: (() => void) | null = null;

/** Sends what the user changed offline, then tells them about anything the server refused. */
async function sync(userId: number): Promise<void> {
  const refusedBefore = (await readOutbox(userId)).filter((entry) => entry.state === 'refused').length;
  await flushOutbox(() => void queryClient.invalidateQueries());
  const refused = (await readOutbox(userId)).filter((entry) => entry.state === 'refused');
  if (refused.length > refusedBefore)
    notifications.show({
      color: 'red',
      autoClose: false,
      title: i18n.t('offline:outbox.refusedTitle'),
      message: i18n.t('offline:outbox.refusedMessage', { count: refused.length - refusedBefore }),
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
    await db.profiles.put({ userId: user.id, savedAt: Date.now(), user });
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
