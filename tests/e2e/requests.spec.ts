import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';

/** What the app asks the server, seen from the network: nothing twice, nothing refused that it could have known. */

test('an inaccessible genolist is asked for once, its frame once, and no view is counted', async ({
  page,
}) => {
  await signUpResearcher(page, 'inaccessible');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/genolists/')) asked.push(`${request.method()} ${path}`);
  });
  // No genolist has this id: the server answers 404, as for someone else's private one.
  await page.goto('/genolists/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied to the gene list' })).toBeVisible();
  // The counts settle with the screen; a second request or a view would come with it.
  await expect(page.getByRole('link', { name: 'Back to gene lists' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['GET /api/genolists/987654/', 'GET /api/genolists/987654/frame']);
});

test('a start with an expired access token renews it first: no call is refused', async ({
  page,
  request,
}) => {
  // Waits for the demo import the server starts with (up to a minute on a loaded machine).
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'expired');
  const id = await waitForDemoList(request, access);
  // What a browser holds after a night's sleep: the same session, an access token past its expiry.
  const claims = Buffer.from(JSON.stringify({ sub: 'expired', exp: Math.floor(Date.now() / 1000) - 3600 }));
  const expired = `e30.${claims.toString('base64url')}.signature`;
  await page.addInitScript((token) => localStorage.setItem('access_token', token), expired);
  const refused: string[] = [];
  const asked: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`/genolists/${id}`);
  await expect(page.getByTestId('gene-match-count')).toContainText('2,308 genes match', { timeout: 20_000 });
  expect(asked[0]).toBe('/api/token/refresh/');
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
