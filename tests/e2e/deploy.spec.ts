import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildRelease } from '../support/release-build';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { demoWorld, expect, newEmail, signInWith, test } from './fixtures';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * A deployment under a running server (issue 16): `vite build` writes a new version into the
 * directory the server serves while a browser has the previous one installed. The new version's
 * files are served at once, a missing file answers 404 (never the app's page), a version that
 * cannot be installed whole leaves the running one in place, and the app never starts blank:
 * online, after a server crash and restart, and after a browser restart with no server at all.
 * The app is served from its own copy of the build by its own server, in a browser profile kept
 * on disk, so the other tests keep the version they loaded.
 */
let webDir: string;
let profileDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  // A server's start on a copy of the demo world, on a loaded machine.
  test.setTimeout(180_000);
  webDir = mkdtempSync(join(tmpdir(), 'genoapp-web-'));
  profileDir = mkdtempSync(join(tmpdir(), 'genoapp-profile-'));
  cpSync(process.env.E2E_WEB_DIR ?? 'dist', webDir, { recursive: true });
  server = await startServerProcess({ WEB_DIR: webDir, DEMO_DATA: 'off' }, { copyOf: demoWorld() });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
});

/** The entry script the served page names: which version a page runs, or the directory holds. */
const ENTRY = /\/assets\/index-[\w-]+\.js/;
function builtEntry(): string {
  const match = ENTRY.exec(readFileSync(join(webDir, 'index.html'), 'utf8'));
  if (!match) throw new Error('the build has no entry script');
  return match[0];
}
function runningEntry(page: Page): Promise<string | null> {
  return page.evaluate(
    (pattern) =>
      [...document.querySelectorAll('script[src]')]
        .map((script) => new URL((script as HTMLScriptElement).src).pathname)
        .find((path) => new RegExp(pattern).test(path)) ?? null,
    ENTRY.source,
  );
}

/** Asks the browser to look for a new version now, and waits until it is installed or has failed. */
async function checkForUpdate(page: Page): Promise<'installed' | 'none'> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('no service worker');
    await registration.update().catch(() => undefined);
    const installing = registration.installing;
    if (installing)
      await new Promise<void>((resolve) => {
        const settled = () => installing.state === 'installed' || installing.state === 'redundant';
        if (settled()) resolve();
        installing.addEventListener('statechange', () => settled() && resolve());
      });
    return registration.waiting ? 'installed' : 'none';
  });
}

/** The app drew a screen with its scripts: a heading, and no script failed. */
async function expectWorking(page: Page, errors: string[], heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
}

async function openProfile(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    baseURL: server.url,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

test('a new build under a running server installs whole or not at all, and the app never starts blank', async () => {
  test.setTimeout(420_000);
  const register = await fetch(`${server.url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: newEmail('deploy'),
      password: 'a new release 1952',
    }),
  });
  expect(register.status).toBe(201);
  const account = await register.json();

  let { context, page, errors } = await openProfile();
  await signInWith(page, account);
  const release1 = builtEntry();
  await page.goto('/help/documentation');
  await expectWorking(page, errors, 'Getting started');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
  expect(await runningEntry(page)).toBe(release1);

  // A deployment caught halfway: the new version is built but one of its files is missing.
  await buildRelease(webDir, 'release 2');
  // The release changes the entry module only: every lazy chunk keeps its name (and is already
  // precached), so the file left out is the new entry script.
  const newEntry = builtEntry().slice('/assets/'.length);
  expect(`/assets/${newEntry}`).not.toBe(release1);
  rmSync(join(webDir, 'assets', newEntry));
  const missing = await page.request.get(`/assets/${newEntry}`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
  expect(await checkForUpdate(page)).toBe('none');
  // Behind a server or proxy that answers a missing file with the app's page, the worker still
  // refuses that page as a script.
  let pageAsScript = 0;
  await context.route(`**/assets/${newEntry}`, (route) => {
    pageAsScript += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: readFileSync(join(webDir, 'index.html')),
    });
  });
  expect(await checkForUpdate(page)).toBe('none');
  expect(pageAsScript).toBeGreaterThan(0);
  await context.unrouteAll();
  await page.reload();
  await expectWorking(page, errors, 'Getting started');
  expect(await runningEntry(page)).toBe(release1);
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  // The deployment completes (built again): the new version is offered, and runs after "Reload".
  await buildRelease(webDir, 'release 3');
  const release3 = builtEntry();
  expect(release3).not.toBe(release1);
  await page.reload();
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expectWorking(page, errors, 'Getting started');
  expect(await runningEntry(page)).toBe(release3);
  await page.goto('/help');
  await expectWorking(page, errors, /Help/);

  // A server crash and restart, then a browser restart: still the new version, whole.
  await server.kill();
  await server.restart();
  await context.close();
  ({ context, page, errors } = await openProfile());
  await page.goto('/help/documentation');
  await expectWorking(page, errors, 'Getting started');
  expect(await runningEntry(page)).toBe(release3);

  // The server gone and the browser restarted: the installed version starts from the service worker.
  await server.kill();
  await context.close();
  ({ context, page, errors } = await openProfile());
  await page.goto('/help/documentation');
  await expectWorking(page, errors, 'Getting started');
  expect(await runningEntry(page)).toBe(release3);
  await context.close();
  await server.restart();
});
