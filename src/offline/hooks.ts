import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { offlineDb, type PinRecord } from './db';
import { onOutboxChange, readOutbox } from './outbox';
import type { OutboxEntry } from './outbox-logic';
import { pwaState, subscribePwa } from './pwa';

/** react-query's view of the network, which the queries and the outbox follow too. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

export function usePwa() {
  return useSyncExternalStore(subscribePwa, pwaState);
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

/** The user's offline copies and the storage they take; `reload` after a change. */
export function useOfflineCopies(userId: number | null) {
  const [pins, setPins] = useState<PinRecord[]>([]);
  const [storage, setStorage] = useState<StorageUse | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void version;
    void offlineDb()
      .pins.where('userId')
      .equals(userId)
      .toArray()
      .then((read) => live && setPins(read))
      .catch(() => undefined);
    void readStorageUse().then((use) => live && setStorage(use));
    return () => {
      live = false;
    };
  }, [userId, version]);
  return { pins, storage, reload };
}
