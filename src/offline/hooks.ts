import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { connectivity } from '../api/client';
import type { Connectivity } from '../api/connectivity';
import { offlineDb, type PinRecord } from './db';
import { offlineKeys } from './keys';
import { onOutboxChange, readOutbox } from './outbox';
import type { OutboxEntry } from './outbox-logic';

/** Online, offline (the browser says so) or the server unreachable (it does not answer). */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(connectivity.subscribe, connectivity.state);
}

/** Whether the server can be reached: react-query's view, which the queries and the outbox follow too. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/** The user's outbox, read again whenever it changes. */
export function useOutbox(userId: number | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (userId === null) return setEntries([]);
    let live = true;
    const load = () =>
      void readOutbox(userId)
        .then((read) => live && setEntries(read))
        .catch(() => undefined);
    load();
    const unsubscribe = onOutboxChange(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return entries;
}

/** This browser's own storage: read with or without a network, read again on every mount. */
const LOCAL_READ = { networkMode: 'always', staleTime: 0, retry: false } as const;

export interface StorageUse {
  used: number;
  quota: number;
  persisted: boolean;
}

/** What the browser says this origin uses, and whether it promised to keep it. */
export async function readStorageUse(): Promise<StorageUse | null> {
  if (!navigator.storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { used: usage, quota, persisted };
}

const NO_PINS: PinRecord[] = [];

/**
 * The user's offline copies and the storage they take; `reload` after a change. Kept in the query
 * cache (cleared at sign-out; not persisted: the pins are in IndexedDB already): a screen mounted
 * again shows what the last one read, at once, instead of "Available offline" for a moment, and
 * reads them anew behind it.
 */
export function useOfflineCopies(userId: number | null) {
  const queryClient = useQueryClient();
  const pins = useQuery({
    queryKey: offlineKeys.pins(userId ?? 0),
    queryFn: () =>
      offlineDb()
        .pins.where('userId')
        .equals(userId as number)
        .toArray(),
    enabled: userId !== null,
    ...LOCAL_READ,
  });
  const storage = useQuery({ queryKey: offlineKeys.storage, queryFn: readStorageUse, ...LOCAL_READ });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
    [queryClient],
  );
  return { pins: pins.data ?? NO_PINS, storage: storage.data ?? null, reload };
}
