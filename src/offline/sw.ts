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
