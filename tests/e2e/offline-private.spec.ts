import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  type Page,
  type Route,
  request as requests,
} from '@playwright/test';
import config from '../../playwright.config';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { demoWorld, expect, newEmail, test } from './fixtures';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * Each user's offline copy private on a shared laptop: two researchers on one persistent browser
 * profile (restarted between them), the raw IndexedDB and the profile's files searched for the
 * other's e-mail and gene symbols; a sign-in with the server process killed, the server sign-in
 * when it is back (silently, or asking the password after a reload); a sign-out that removes
 * the copy.
 */

const LIST = 'DHT vs control';
const WEB_DIR = process.env.E2E_WEB_DIR ?? 'dist';
const PASSWORD = 'two researchers, one laptop 9';

interface Account {
  id: number;
  email: string;
  access: string;
}

async function register(request: APIRequestContext, first: string): Promise<Account> {
  const email = newEmail(`private-${first.toLowerCase()}`);
  const response = await request.post('/api/auth/register/', {
    data: { first_name: first, last_name: 'Tester', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  return { id: body.user.id, email, access: body.access };
}

const authorised = (access: string) => ({ headers: { Authorization: `JWT ${access}` } });

/** The demo genolist (imported in the background when a server starts) and its symbols. */
async function demoList(
  request: APIRequestContext,
  access: string,
): Promise<{ id: number; symbols: string[] }> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/genolists/mygenolists/', authorised(access));
        const lists: { id: number; name: string }[] = answer.ok() ? await answer.json() : [];
        id = lists.find((list) => list.name === LIST)?.id;
        return id !== undefined;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  const frame = await (await request.get(`/api/genolists/${id}/frame`, authorised(access))).json();
  // The app's own scripts name a few genes in their help, and the service worker keeps them.
  const shell = readdirSync(join(WEB_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(WEB_DIR, 'assets', name), 'latin1'))
    .join('\n');
  // Six letters at least: megabytes of ciphertext hold a given 4-letter word by chance about once
  // in ten runs over 40 symbols (2^-32 a position); six make that 2^-48, so only a leak finds one.
  // The first 40 only: each look-up scans megabytes of script, and the list has 50,000 symbols.
  const symbols: string[] = [];
  for (const symbol of frame.symbol as (string | null)[]) {
    if (symbols.length === 40) break;
    if (symbol && symbol.length >= 6 && !shell.includes(symbol)) symbols.push(symbol);
  }
  return { id: id as number, symbols };
}

async function launch(profile: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    headless: true,
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toContain('/sw.js');
}

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the sign-in screen (the service worker installed) and makes the demo list available offline. */
async function signInAndSaveList(page: Page, email: string, listId: number) {
  await page.goto('/');
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await controlledByWorker(page);
  await page.goto(`/genolists/${listId}`);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await page.getByRole('main').getByRole('button', { name: 'Available offline' }).click();
  await expect(page.getByText(`“${LIST}” opens with no network.`)).toBeVisible({ timeout: 120_000 });
}

async function signOut(page: Page, { remove = false } = {}) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  if (remove) await dialog.getByLabel('Also remove my offline copy from this device').check();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}

/**
 * Everything the offline database holds, records and keys, read as stored (no app code): which
 * of `needles` appear in it in clear, and how many records (and saved answers) `userId` has there.
 */
function rawDatabase(
  page: Page,
  needles: string[],
  userId: number,
): Promise<{ found: string[]; records: number; answers: number }> {
  return page.evaluate(
    ([words, user]) =>
      new Promise<{ found: string[]; records: number; answers: number }>((resolve, reject) => {
        const open = indexedDB.open('genoapp-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names);
          const parts: string[] = [];
          let records = 0;
          let answers = 0;
          const latin1 = new TextDecoder('latin1');
          const visit = (value: unknown): void => {
            if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) parts.push(latin1.decode(value));
            else if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
            else if (value && typeof value === 'object')
              for (const inner of Object.values(value)) visit(inner);
          };
          for (const name of names) {
            const store = transaction.objectStore(name);
            store.getAll().onsuccess = (event) => {
              const all = (event.target as IDBRequest<Record<string, unknown>[]>).result;
              const theirs = all.filter((record) => record.userId === user).length;
              records += theirs;
              if (name === 'queries') answers += theirs;
              visit(all);
            };
            store.getAllKeys().onsuccess = (event) => visit((event.target as IDBRequest).result);
          }
          transaction.oncomplete = () => {
            db.close();
            const text = parts.join('\n').toLowerCase();
            resolve({ found: words.filter((word) => text.includes(word.toLowerCase())), records, answers });
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [needles, userId] as const,
  );
}

/** Which of `needles` a file under `dir` holds, as ASCII or UTF-16: what a copy of the disk shows. */
function onDisk(dir: string, needles: string[]): string[] {
  const found = new Set<string>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const bytes = readFileSync(file);
        for (const needle of needles)
          if (bytes.includes(Buffer.from(needle, 'latin1')) || bytes.includes(Buffer.from(needle, 'utf16le')))
            found.add(needle);
      }
    }
  };
  for (const part of ['IndexedDB', 'Cache', 'Service Worker', 'Local Storage', 'Session Storage']) {
    const path = join(dir, 'Default', part);
    try {
      walk(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return [...found];
}

const refuseApi = (route: Route) => route.abort('internetdisconnected');

test('two researchers on one browser profile: each copy sealed, none of it readable by the other, nor on disk', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const alice = await register(request, 'Alice');
  const bob = await register(request, 'Bob');
  const list = await demoList(request, alice.access);
  const secrets = [alice.email, ...list.symbols];
  const profile = mkdtempSync(join(tmpdir(), 'genoapp-shared-laptop-'));
  try {
    let { context, page } = await launch(profile, baseURL as string);
    await signInAndSaveList(page, alice.email, list.id);
    // Nor does the browser's HTTP cache keep the list for whoever asks it next.
    const cached = await page.evaluate(
      (url) =>
        fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
          (answer) => answer.status,
          () => 'not cached',
        ),
      `/api/genolists/${list.id}/frame`,
    );
    expect(cached).not.toBe(200);

    await signOut(page);
    const afterAlice = await rawDatabase(page, secrets, alice.id);
    expect(afterAlice.records).toBeGreaterThan(10);
    expect(afterAlice.found).toEqual([]);
    await context.close();
    expect(onDisk(profile, secrets)).toEqual([]);

    // The browser restarted, Bob signs in on the same profile.
    ({ context, page } = await launch(profile, baseURL as string));
    await page.goto('/');
    await submitSignIn(page, bob.email, PASSWORD);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // His answers saved (sealed) before the page is left: a write as a page goes may not finish.
    await expect.poll(async () => (await rawDatabase(page, [], bob.id)).answers).toBeGreaterThan(0);
    await page.goto('/settings');
    await expect(page.getByText(/Nothing is available offline yet/)).toBeVisible();
    // "Remove all" is Bob's only: Alice's sealed copy stays as it was.
    await page.getByRole('button', { name: 'Remove all my copies' }).click();
    await expect(page.getByText(`Remove everything kept offline for you (${bob.email})`)).toBeVisible();
    await expect(page.getByText("other people's copies on this browser stay")).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove all my copies' }).click();
    await expect.poll(async () => (await rawDatabase(page, [], alice.id)).records).toBe(afterAlice.records);

    await context.route('**/api/**', refuseApi);
    await context.setOffline(true);
    await page.goto(`/genolists/${list.id}`);
    await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: LIST })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Genes' })).toHaveCount(0);
    const fromBob = await rawDatabase(page, [...secrets, bob.email], alice.id);
    expect(fromBob.found).toEqual([]);
    await context.close();
    expect(onDisk(profile, [...secrets, bob.email])).toEqual([]);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('signing in with the server killed opens the copy; the server sign-in follows when it is back; a sign-out can remove the copy', async () => {
  test.setTimeout(420_000);
  const server: RunningServer = await startServerProcess(
    { WEB_DIR, LOGIN_RATE_LIMIT: '1000' },
    { copyOf: demoWorld() },
  );
  const request = await requests.newContext({ baseURL: server.url });
  const profile = mkdtempSync(join(tmpdir(), 'genoapp-conference-'));
  let context: BrowserContext | null = null;
  try {
    const ada = await register(request, 'Ada');
    const list = await demoList(request, ada.access);
    let page: Page;
    ({ context, page } = await launch(profile, server.url));
    await signInAndSaveList(page, ada.email, list.id);
    // The lists, seen once, are in the copy too.
    await page.goto('/genolists');
    await expect(page.getByRole('link', { name: LIST, exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await expect(dialog).toContainText('only your password opens it');
    await page.screenshot({ path: test.info().outputPath('sign-out-dialog.png') });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    // The server dies; the browser is restarted (the app comes from its service worker).
    await server.kill();
    await context.close();
    ({ context, page } = await launch(profile, server.url));
    await page.goto('/');
    await submitSignIn(page, ada.email, 'not my password');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'this password does not open the offline copy kept on this device',
    );
    await submitSignIn(page, ada.email, PASSWORD);
    await expect(page.getByText('Signed in offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu (Signed in offline)' })).toBeVisible();
    // Within the app (a reload would forget the password the server sign-in is to be made with).
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Gene Lists' }).click();
    await page.getByRole('link', { name: LIST, exact: true }).click();
    await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu (Signed in offline)' }).click();
    await expect(page.getByRole('menu')).toContainText(
      'GenoApp signs you in to the server as soon as it answers',
    );
    await page.screenshot({ path: test.info().outputPath('signed-in-offline-menu.png') });
    await page.keyboard.press('Escape');

    // The server is back: the next screen's calls make the server session, with no question.
    await server.restart();
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/genolists/${list.id}/`, authorised(ada.access))).json())
            .is_favorite,
        { timeout: 30_000 },
      )
      .toBe(true);

    // Offline again, signed in offline again, then the page reloaded: the copy opens with no
    // question; the password is asked only once the server answers (it was never stored).
    await signOut(page);
    await server.kill();
    await page.goto('/');
    await submitSignIn(page, ada.email, PASSWORD);
    await expect(page.getByText('Signed in offline', { exact: true })).toBeVisible();
    await page.goto(`/genolists/${list.id}`);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCount(0);
    await server.restart();
    await page.goto('/projects');
    const reconnect = page.getByRole('dialog', { name: 'Sign in to the server' });
    await expect(reconnect).toBeVisible({ timeout: 30_000 });
    await expect(reconnect.getByLabel('Email')).toHaveValue(ada.email);
    await page.screenshot({ path: test.info().outputPath('reconnect-dialog.png') });
    await reconnect.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await reconnect.getByRole('button', { name: 'Sign in' }).click();
    await expect(reconnect).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();

    // Signing out with the copy removed: nothing of Ada stays, and no sign-in without the server.
    await signOut(page, { remove: true });
    await expect(page.getByText('your offline copy was removed from this device')).toBeVisible();
    expect((await rawDatabase(page, [], ada.id)).records).toBe(0);
    await server.kill();
    await submitSignIn(page, ada.email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This device has no offline copy for this e-mail address',
    );
  } finally {
    await context?.close();
    await request.dispose();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
});
