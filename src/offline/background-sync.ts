import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from './sw-messages';

/** Background Sync (Chromium): not in TypeScript's DOM types. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to tell the service worker when the network allows sending the outbox
 * (src/offline/sw.ts then asks the open windows to send it). Where the browser has no Background
 * Sync, the app's own triggers remain: the server answering again, a backoff timer, each start.
 */
export async function requestOutboxSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    | SyncCapableRegistration
    | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Calls `replay` whenever the service worker relays the browser's Background Sync, and answers
 * it whether changes still wait (then the browser tries again later); returns the unsubscribe.
 */
export function onOutboxSyncRequest(replay: () => Promise<boolean>): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== REPLAY_OUTBOX) return;
    const [port] = event.ports;
    void replay()
      .catch(() => true)
      .then((waiting) => port?.postMessage({ waiting }));
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
