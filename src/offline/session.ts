import { notifications } from '@mantine/notifications';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { i18n } from '../lib/i18n';
import { whenIdle } from '../lib/when-idle';
import { onOutboxSyncRequest } from './background-sync';
import { canEncrypt } from './copy-crypto';
import { offlineDb } from './db';
import {
  lockCopy,
  type PreparedPassword,
  preparePassword,
  removeCopy,
  sessionKeysFor,
  sessionKeysOf,
  unlockOffline,
  unlockWithPassword,
} from './keyring';
import { flushOutbox, readOutbox } from './outbox';
import type { OutboxEntry } from './outbox-logic';
import { persistQueries, restoreQueries } from './persist';
import { LockedCopyError } from './sealed-records';

let close: (() => void) | null = null;

/** The signed-in user, as far as the copy needs: their id, and the profile kept for a start with no network. */
interface CopyUser {
  id: number;
}

/** A sign-in's e-mail and password, on their way to the copy's keyring. */
interface PreparedSignIn {
  email: string;
  password: string;
}

type CopyOpenedHook = (queryClient: QueryClient, userId: number) => Promise<void>;

const openedHooks: CopyOpenedHook[] = [];

/**
 * Registers work to do once a user's copy is open and the app is idle (a feature readying what
 * the user opened last, for a start with no network). Its failures are ignored.
 */
export function onCopyOpened(hook: CopyOpenedHook): void {
  openedHooks.push(hook);
}

/** Changes the server could not take yet (it failed, or the session waits to be renewed) are
 * tried again after this long, doubling up to the longest, while the app is open. */
export const RETRY_FIRST_MS = 5000;
export const RETRY_LONGEST_MS = 5 * 60_000;

async function settledCounts(userId: number): Promise<Record<OutboxEntry['state'], number>> {
  const entries = await readOutbox(userId);
  const count = (state: OutboxEntry['state']) => entries.filter((entry) => entry.state === state).length;
  return { pending: count('pending'), refused: count('refused'), conflict: count('conflict') };
}

/**
 * Sends what the user changed offline, then tells them about anything the server refused or
 * that conflicts with a newer change there. Answers whether changes are still waiting.
 */
async function sync(userId: number, evenIfUnreachable = false): Promise<boolean> {
  const before = await settledCounts(userId);
  await flushOutbox(() => void queryClient.invalidateQueries(), { evenIfUnreachable });
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
  return after.pending > 0;
}

/**
 * When to send the outbox: at once (the session opens, the server answers again, the browser's
 * Background Sync), and while changes still wait with the server reachable (a 5xx, a session to
 * renew), again on a backoff timer. One replay at a time.
 */
function replayLoop(userId: number): { now(evenIfUnreachable?: boolean): Promise<boolean>; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RETRY_FIRST_MS;
  let stopped = false;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const now = async (evenIfUnreachable = false): Promise<boolean> => {
    clear();
    const waiting = await sync(userId, evenIfUnreachable);
    if (stopped) return waiting;
    if (!waiting) delay = RETRY_FIRST_MS;
    // Unreachable: the connectivity state's own probes call back when the server answers.
    else if (onlineManager.isOnline()) {
      clear();
      timer = setTimeout(() => void now().catch(() => undefined), delay);
      delay = Math.min(delay * 2, RETRY_LONGEST_MS);
    }
    return waiting;
  };
  return {
    now,
    stop() {
      stopped = true;
      clear();
    },
  };
}

/** What `prepare` answered, its derivation under way; credentials given otherwise start their own. */
function prepared(signIn: PreparedSignIn): PreparedPassword {
  return 'derived' in signIn ? (signIn as PreparedPassword) : preparePassword(signIn.email, signIn.password);
}

let openUser: number | null = null;

/**
 * The signed-in user's offline copy: their saved answers go back into the cache, new answers
 * are saved, and their outbox is sent whenever the network is back. Only one user's copy is
 * open at a time, sealed with that user's key; the others stay in IndexedDB under their own
 * user id, sealed with theirs (src/offline/keyring.ts). It is what the auth feature's session
 * calls (its `OfflineSession`); the user's type is the caller's, kept as given.
 */
export const offlineSession = {
  prepare(email: string, password: string): PreparedSignIn {
    return preparePassword(email, password);
  },

  async unlock(userId: number, signIn: PreparedSignIn): Promise<'opened' | 'created' | 'replaced'> {
    if (!canEncrypt()) throw new Error('no WebCrypto: this page is not a secure context');
    return unlockWithPassword(userId, prepared(signIn));
  },

  async signInOffline<U extends CopyUser>(
    signIn: PreparedSignIn,
  ): Promise<{ kind: 'opened'; user: U } | { kind: 'no-copy' } | { kind: 'wrong-password' }> {
    if (!canEncrypt()) return { kind: 'no-copy' };
    const result = await unlockOffline(prepared(signIn));
    if (result.kind !== 'opened') return result;
    const user = await offlineSession.savedUser<U>(result.userId);
    return user ? { kind: 'opened', user } : { kind: 'no-copy' };
  },

  async open(user: CopyUser): Promise<void> {
    offlineSession.close();
    // Without the copy's keys (a keyring only the password opens) the app runs online only.
    if (!canEncrypt() || !(await sessionKeysFor(user.id))) throw new LockedCopyError(user.id);
    const db = offlineDb();
    await db.transaction('rw', db.profiles, async () => {
      // What else the record holds (when frames were opened) stays.
      const previous = await db.profiles.get(user.id);
      await db.profiles.put({ ...previous, userId: user.id, savedAt: Date.now(), user });
    });
    await restoreQueries(queryClient, user.id);
    const stopPersisting = persistQueries(queryClient, user.id);
    const replays = replayLoop(user.id);
    const replayNow = () => void replays.now().catch(() => undefined);
    const stopListening = onlineManager.subscribe((online) => {
      if (online) replayNow();
    });
    const stopSyncRequests = onOutboxSyncRequest(() => replays.now(true));
    openUser = user.id;
    close = () => {
      stopListening();
      stopSyncRequests();
      replays.stop();
      stopPersisting();
      openUser = null;
    };
    // Changes left by an earlier visit (the tab closed before the network came back) go now.
    replayNow();
    // What features ready for a start with no network (a few MB), at idle.
    for (const hook of openedHooks)
      whenIdle(() => void hook(queryClient, user.id).catch(() => undefined), 5000);
  },

  async savedUser<U extends CopyUser>(userId: number): Promise<U | null> {
    if (!canEncrypt() || !(await sessionKeysOf(userId))) return null;
    const profile = await offlineDb().profiles.get(userId);
    return (profile?.user as U | undefined) ?? null;
  },

  reconnected() {
    if (openUser === null) return;
    void sync(openUser);
    void queryClient.invalidateQueries();
  },

  async end(userId: number, { remove }: { remove: boolean }): Promise<void> {
    offlineSession.close();
    if (remove) await removeCopy(userId);
    else await lockCopy(userId);
  },

  /** Closes the copy: nothing more is saved or sent; its key stays until `end`. */
  close() {
    close?.();
    close = null;
  },
};
