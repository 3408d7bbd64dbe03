/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { acceptedForPrecache } from './precache-rule';
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from './sw-messages';

/**
 * GenoApp's service worker. It precaches the app shell (scripts, styles, icons, the page) and
 * answers navigations with the page, so the app starts with no network. API answers are never
 * cached here: they are mirrored per user in IndexedDB by the app (src/offline/), which holds the
 * keys and the tokens this worker does not have.
 *
 * A new version installs beside the running one and waits for the user's "Reload"
 * (src/offline/pwa.ts). Its install fails, and the running version stays, when any file of the
 * new shell cannot be fetched whole: an error status, or a page (HTML) where a script, style or
 * image was expected, which is what a server answers for a missing file when it falls back to
 * the app page. Keeping that HTML as a script would start the app blank, for good.
 */
declare const self: ServiceWorkerGlobalScope;

/** The one file of the shell that is a page. */
const PAGE = 'index.html';

addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      acceptedForPrecache(request.url, response) ? response : null,
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(PAGE), { denylist: [/^\/api\//] }));

// The first visit is served by the worker at once; later versions still wait for "Reload".
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The Background Sync event (Chromium), absent from TypeScript's worker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** How long a window has to answer whether changes still wait after its replay. */
const REPLAY_ANSWER_MS = 60_000;

/** Asks one window to send its outbox; answers whether changes still wait there (no answer: none). */
function askToReplay(client: Client): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), REPLAY_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<{ waiting?: boolean }>) => {
      clearTimeout(timer);
      resolve(Boolean(event.data?.waiting));
    };
    client.postMessage({ type: REPLAY_OUTBOX }, [channel.port2]);
  });
}

/**
 * The browser says the network allows sending a change queued offline. Only an open window can
 * send it (the outbox needs the signed-in user's session and keys): each open window is asked
 * to. When changes still wait afterwards (the server did not answer), the event fails so the
 * browser tries again later on its own schedule. With no window open, the app sends the outbox at
 * its next start.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const waiting = await Promise.all(windows.map(askToReplay));
      if (waiting.some(Boolean)) throw new Error('changes still wait for the server');
    })(),
  );
});
