/**
 * Which requests the web app's page answers. The app's routes (`/projects/12`, `/help`) live in
 * the browser, so a navigation to one of them gets `index.html`; anything else that matched no
 * route and no file is a 404. In particular a missing script or style (`/assets/x.js`) must never
 * get the page with a 200: a service worker installing a new version would keep that HTML as its
 * script, and the app would start blank, online and offline, until its storage is cleared.
 */

/** Accept values of a navigation (browsers send `text/html`; tools often send anything). */
const PAGE_ACCEPT = /text\/html|\*\/\*/;

/** A last segment with an extension names a file (`sw.js`, `icons/x.png`), never an app route. */
export function isFilePath(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

export function answersWithAppPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/') || isFilePath(path))
    return false;
  return accept === undefined || accept === '' || PAGE_ACCEPT.test(accept);
}

/** The build names every file under `assets/` after its content's hash: a name never changes content. */
export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';
