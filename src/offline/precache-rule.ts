/**
 * What the service worker lets into its precache (src/offline/sw.ts): only a whole, successful
 * answer of the kind its name promises. A server that answers a missing file with the app's page
 * (HTML, status 200) must not become the app's script: the app would start blank for good.
 */
export function acceptedForPrecache(url: string, response: Pick<Response, 'ok' | 'headers'>): boolean {
  if (!response.ok) return false;
  const isPage = new URL(url).pathname.endsWith('.html');
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  return isPage === isHtml;
}
