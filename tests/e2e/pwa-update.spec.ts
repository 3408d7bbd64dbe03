import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { demoWorld, expect, test } from './fixtures';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * A new version announces itself and waits for the user (issue 6): it is served from a copy of
 * the built app whose service worker changes while a page is open, by its own server, so the
 * other tests keep the version they loaded.
 */
let webDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  // A server's start and its first page on a loaded machine.
  test.setTimeout(180_000);
  webDir = mkdtempSync(join(tmpdir(), 'genoapp-web-'));
  cpSync(process.env.E2E_WEB_DIR ?? 'dist', webDir, { recursive: true });
  server = await startServerProcess({ WEB_DIR: webDir }, { copyOf: demoWorld() });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

const waitingWorker = () =>
  navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state ?? null);

test('a new version waits for "Reload", then takes over the page', async ({ page }) => {
  // Two installs of the whole shell (≈ 8 MB precached each) on a loaded machine.
  test.setTimeout(150_000);
  await page.goto(`${server.url}/help`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 60_000 })
    .toBe('activated');
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  // What a deployment does: the service worker's script changes on the server.
  appendFileSync(join(webDir, 'sw.js'), '\n// next release\n');
  await page.reload();
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(waitingWorker)).toBe('installed');

  // Nothing is swapped under the open screen until the user chooses to.
  await page.evaluate(() => {
    (window as unknown as { openScreen: boolean }).openScreen = true;
  });
  // The open screen keeps working on the running version: a request goes through its worker,
  // and the new one still waits.
  expect(await page.evaluate(() => fetch('/manifest.webmanifest').then((answer) => answer.ok))).toBe(true);
  expect(await page.evaluate(waitingWorker)).toBe('installed');
  expect(await page.evaluate(() => (window as unknown as { openScreen?: boolean }).openScreen)).toBe(true);

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  expect(
    await page.evaluate(() => (window as unknown as { openScreen?: boolean }).openScreen),
  ).toBeUndefined();
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  expect(await page.evaluate(waitingWorker)).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
