import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { ADMIN, demoWorld, E2E_RATE_LIMITS, expect, signInWith, test } from './fixtures';
import { type Account, answersSaved, api, demoList, LIST, register } from './offline-support';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * The server out of reach while the browser says "online" (issue 16): venue Wi-Fi, a captive
 * portal, a server that hangs, crashes or restarts, a network failing one call in three. Each
 * test drives its own server process, which it makes hang (Playwright `route`), kills and
 * restarts, so the other tests' server is left alone.
 */
let server: RunningServer;
let base: string;

test.beforeAll(async () => {
  // A server's start on a copy of the demo world, on a loaded machine.
  test.setTimeout(180_000);
  server = await startServerProcess(
    {
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...E2E_RATE_LIMITS,
    },
    { copyOf: demoWorld() },
  );
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

interface ListItem {
  id: number;
  name: string;
  view_count: number;
  is_favorite: boolean;
  public: boolean;
  project: { id: number; name: string };
}

/** The demo list, and one of another project (the demo archives are imported one after the other). */
async function demoLists(page: Page, account: Account) {
  const list = await demoList(page.request, account.access, base);
  let other: ListItem | undefined;
  await expect
    .poll(
      async () => {
        const path = `${base}/api/genolists/mygenolists/`;
        const lists = await api<ListItem[]>(page.request, account.access, path);
        other = lists.find((candidate) => candidate.project.id !== list.project.id);
        return other !== undefined;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return { list, other: other as ListItem };
}

const header = (page: Page) => page.locator('header');
const unreachableBadge = (page: Page) =>
  header(page).getByRole('status').filter({ hasText: 'Server unreachable' });
const outboxButton = (page: Page) => page.getByRole('button', { name: /Changes made offline/ });

/** Every error a screen could show instead of its data. */
async function expectNoLoadError(page: Page) {
  for (const text of [
    'Error loading the project.',
    'Error loading data. Please try again.',
    'Error loading the gene list',
    'Could not load the genes',
    'Could not load the GO terms',
    'Could not load the gene lists',
  ])
    await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText(/^Error: /)).toHaveCount(0);
}

/** The server never answers: every call hangs, as behind a dead gateway. */
const hang = (_route: Route) => undefined;

test('a server that hangs, then crashes and restarts: saved screens show their copy, unsaved ones say so, and a change made meanwhile is sent when it is back, without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const alice = await register(page.request, 'Alice', base);
  const { list, other } = await demoLists(page, alice);
  const project = list.project;
  await signInWith(page, alice);

  // Online, the screens are opened once: their answers are saved on this device.
  await page.goto(`${base}/projects`);
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name }),
  ).toBeVisible();
  await page.goto(`${base}/genolists`);
  await expect(page.getByRole('link', { name: `Open ${other.name}` })).toBeVisible();
  await answersSaved(page);
  await page.goto(`${base}/projects/${project.id}?tab=results`);
  await expect(page.getByRole('region', { name: 'Quality control' })).toContainText('Passed');
  await page.getByRole('tab', { name: 'Genolists' }).click();
  await page.getByRole('link', { name: `View ${LIST}` }).click();
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await page.getByRole('tab', { name: 'GO terms' }).click();
  await expect(page.getByRole('region', { name: 'GO enrichment' }).first()).toBeVisible();
  await answersSaved(page);
  const viewsBefore = (await api<ListItem>(page.request, alice.access, `${base}/api/genolists/${other.id}/`))
    .view_count;

  // The server stops answering; the browser still says online.
  await context.route('**/api/**', hang);
  await page.goto(`${base}/projects/${project.id}?tab=results`);
  await expect(unreachableBadge(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  await expect(page.getByText(/^Server unreachable — showing the copy from /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quality control' })).toContainText('Passed');
  await expect(
    page.getByRole('region', { name: 'Principal component analysis (PCA)' }).locator('svg').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sample correlation' }).locator('svg').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Genolists' }).click();
  await expect(page.getByRole('link', { name: `View ${LIST}` })).toBeVisible();
  await page.getByRole('link', { name: `View ${LIST}` }).click();
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await page.getByRole('tab', { name: 'GO terms' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoLoadError(page);
  await page.screenshot({ path: test.info().outputPath('unreachable-genolist.png') });

  // A change meanwhile waits in the outbox, and the toast says so.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(
    page.getByText(`“${LIST}”: waiting in the outbox (header), sent as soon as the server answers.`),
  ).toBeVisible();
  // The genolist showed from its copy: its view waits too.
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 2 changes waiting');

  // A screen never saved says so, with what is saved: another project, another genolist (whose
  // opening queues no view).
  const notSaved = page.getByRole('heading', { level: 1, name: 'This screen was not saved for offline use' });
  await page.goto(`${base}/projects/${other.project.id}`);
  await expect(unreachableBadge(page)).toBeVisible({ timeout: 30_000 });
  await expect(notSaved).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: other.project.name })).toHaveCount(0);
  await page.goto(`${base}/genolists`);
  await expect(unreachableBadge(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: `Open ${other.name}` }).click();
  await expect(notSaved).toBeVisible();
  await expect(
    page.getByText(/GenoApp's server does not answer, and this device holds no copy/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offline storage' })).toHaveAttribute('href', '/settings');
  await page.screenshot({ path: test.info().outputPath('unreachable-not-saved.png') });
  await outboxButton(page).click();
  await expect(page.getByText(`Add genolist “${LIST}” to favourites`)).toBeVisible();
  await expect(page.getByText(`One view of genolist “${LIST}”`)).toBeVisible();
  await expect(page.getByText(/view of genolist “(?!DHT)/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  const marker = await page.evaluate(() => {
    (window as unknown as { sameScreen: boolean }).sameScreen = true;
    return true;
  });

  // The server crashes (calls are refused at once), then comes back: the app notices by itself.
  await server.kill();
  await context.unroute('**/api/**', hang);
  await server.restart();
  await expect(unreachableBadge(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { sameScreen?: boolean }).sameScreen)).toBe(marker);
  const onServer = await api<ListItem>(page.request, alice.access, `${base}/api/genolists/${list.id}/`);
  expect(onServer.is_favorite).toBe(true);
  // The genolist that never showed offline was not counted; it shows now, and counts once.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(other.name, { timeout: 30_000 });
  await expect
    .poll(
      async () =>
        (await api<ListItem>(page.request, alice.access, `${base}/api/genolists/${other.id}/`)).view_count,
    )
    .toBe(viewsBefore + 1);
});

/** A deterministic stand-in for a bad network: fails about one call in three. */
function flaky(seed: number) {
  let state = seed;
  let failed = 0;
  const route = (route: Route) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    if (state / 2 ** 31 < 0.3) {
      failed += 1;
      return route.abort('failed');
    }
    return route.continue();
  };
  return { route, failed: () => failed };
}

test('a network failing 30 % of calls: every screen shows its data, never an error, and a favourite reaches the server', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const bob = await register(page.request, 'Bob', base);
  const { list } = await demoLists(page, bob);
  const project = list.project;
  await signInWith(page, bob);
  // Signed in once with a working network, as before a trip: this browser knows the user.
  await page.goto(`${base}/help`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const network = flaky(16);
  await context.route('**/api/**', network.route);

  await page.goto(`${base}/projects`);
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name }),
  ).toBeVisible({ timeout: 60_000 });
  await page.goto(`${base}/projects/${project.id}?tab=results`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Quality control' })).toContainText('Passed', {
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Sample correlation' }).locator('svg').first()).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Genolists' }).click();
  await page.getByRole('link', { name: `View ${LIST}` }).click({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21, {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'GO terms' }).click();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api<ListItem>(page.request, bob.access, `${base}/api/genolists/${list.id}/`)).is_favorite,
      {
        timeout: 90_000,
      },
    )
    .toBe(true);
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 60_000 });
  await expectNoLoadError(page);
  expect(network.failed()).toBeGreaterThan(3);
});

/** Fires the service worker's Background Sync event as the browser would once the network is back. */
async function fireBackgroundSync(context: BrowserContext, page: Page, tag: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL.startsWith(base));
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: base,
    registrationId: await registrationId,
    tag,
    lastChance: false,
  });
  await cdp.detach();
}

test("the outbox is sent through the service worker's Background Sync, and at the next start when the tab was closed", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const carol = await register(page.request, 'Carol', base);
  const { list } = await demoLists(page, carol);
  const project = list.project;
  await signInWith(page, carol);
  await page.goto(`${base}/genolists/${list.id}`);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');

  const refuse = (route: Route) => route.abort('failed');
  await context.route('**/api/**', refuse);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(outboxButton(page)).toBeVisible();
  expect(
    await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration()) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags();
    }),
  ).toContain('genoapp-outbox');
  // The server answers again, but not its health check: only the Background Sync can tell. The
  // health check is refused before the rest answers, so no probe slips through in between.
  await context.route('**/api/health', refuse);
  await expect(unreachableBadge(page)).toBeVisible();
  await context.unroute('**/api/**', refuse);
  await fireBackgroundSync(context, page, 'genoapp-outbox');
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(unreachableBadge(page)).toHaveCount(0);
  expect(
    (await api<ListItem>(page.request, carol.access, `${base}/api/genolists/${list.id}/`)).is_favorite,
  ).toBe(true);
  await context.unroute('**/api/health', refuse);

  // A change made just before the tab closes, with no server: sent when the app next starts.
  await page.goto(`${base}/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  await context.route('**/api/**', refuse);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(outboxButton(page)).toBeVisible();
  await page.close();
  await context.unroute('**/api/**', refuse);
  const next = await context.newPage();
  await next.goto(`${base}/help`);
  await expect
    .poll(
      async () =>
        (
          await api<{ is_favorite: boolean }>(
            next.request,
            carol.access,
            `${base}/api/projects/${project.id}/`,
          )
        ).is_favorite,
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(outboxButton(next)).toHaveCount(0);
});

test('a visibility changed online, then again offline, is sent without a false conflict', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await page.request.post(`${base}/api/token/`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(token.ok()).toBe(true);
  const { access, refresh } = await token.json();
  const me = await api<{ id: number }>(page.request, access, `${base}/api/users/me/`);
  const admin = { email: ADMIN.email, access, refresh, user: me };
  const { list } = await demoLists(page, admin);
  await signInWith(page, admin);
  await page.goto(`${base}/genolists`);
  const more = page.getByRole('button', { name: `More actions for ${LIST}` });
  const makePrivate = async () => {
    await more.click();
    await page.getByRole('menuitem', { name: 'Make private' }).click();
  };
  const current = await api<ListItem>(page.request, access, `${base}/api/genolists/${list.id}/`);
  if (!current.public) {
    await more.click();
    await page.getByRole('menuitem', { name: 'Make public' }).click();
    await expect(page.getByText('Gene list made public').first()).toBeVisible();
  }
  await makePrivate();
  await expect
    .poll(async () => (await api<ListItem>(page.request, access, `${base}/api/genolists/${list.id}/`)).public)
    .toBe(false);

  await context.setOffline(true);
  await more.click();
  await page.getByRole('menuitem', { name: 'Make public' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 change waiting');
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 30_000 });
  expect((await api<ListItem>(page.request, access, `${base}/api/genolists/${list.id}/`)).public).toBe(true);

  // A real conflict: someone edits the list on the server while it is made private offline. The
  // badge and its tooltip count the same entry.
  await context.setOffline(true);
  await more.click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  const edit = await page.request.patch(`${base}/api/genolists/${list.id}/`, {
    headers: { Authorization: `JWT ${access}` },
    data: { description: 'Edited on the server meanwhile.' },
  });
  expect(edit.ok()).toBe(true);
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 conflict', {
    timeout: 30_000,
  });
  await expect(outboxButton(page).locator('..')).toHaveText('1');
  // The toasts over the header go first (they show one at a time).
  const toast = page.locator('[data-portal] [role="alert"]');
  await expect(async () => {
    if ((await toast.count()) > 0) await toast.first().getByRole('button').click({ timeout: 1000 });
    await expect(toast).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await outboxButton(page).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'conflict' })).toHaveText('1 conflict');
  expect((await api<ListItem>(page.request, access, `${base}/api/genolists/${list.id}/`)).public).toBe(true);
});

test('a project made public offline is sent when the server answers, unless someone changed it meanwhile', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const dana = await register(page.request, 'Dana', base);
  const name = `Offline visibility ${Date.now()}`;
  const created = await page.request.post(`${base}/api/projects/`, {
    headers: { Authorization: `JWT ${dana.access}` },
    data: { name },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const onServer = async () =>
    (await api<{ public: boolean }>(page.request, dana.access, `${base}/api/projects/${project.id}/`)).public;
  await signInWith(page, dana);
  await page.goto(`${base}/projects`);
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: name });
  const more = row.getByRole('button', { name: `More actions for ${name}` });
  await expect(more).toBeVisible();

  await context.setOffline(true);
  await more.click();
  await page.getByRole('menuitem', { name: 'Make public' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 change waiting');
  await outboxButton(page).click();
  await expect(page.getByText(`Make project “${name}” public`)).toBeVisible();
  await page.keyboard.press('Escape');
  // The row shows the change made, and its menu now offers the way back.
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Make private' })).toBeVisible();
  await page.keyboard.press('Escape');
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 30_000 });
  expect(await onServer()).toBe(true);

  // Someone edits the project on the server while it is made private offline: not overwritten.
  await page.reload();
  await expect(row).toBeVisible();
  await context.setOffline(true);
  await more.click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 change waiting');
  const edit = await page.request.put(`${base}/api/projects/${project.id}/`, {
    headers: { Authorization: `JWT ${dana.access}` },
    data: { description: 'Edited on the server meanwhile.' },
  });
  expect(edit.ok()).toBe(true);
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 conflict', {
    timeout: 30_000,
  });
  expect(await onServer()).toBe(true);
});

test('offline, a favourite and its undo leave nothing to send; the outbox badge and its tooltip count the same changes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const dave = await register(page.request, 'Dave', base);
  const { list } = await demoLists(page, dave);
  await signInWith(page, dave);
  await page.goto(`${base}/genolists/${list.id}`);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await context.setOffline(true);
  // The view of this visit was counted online; offline, only the favourites are queued.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 change waiting');
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(outboxButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Changes made offline: 1 change waiting');
  // The badge is the indicator the outbox button sits in.
  await expect(outboxButton(page).locator('..')).toHaveText('1');
  await outboxButton(page).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'waiting' })).toHaveText('1 change waiting');
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 30_000 });
  expect(
    (await api<ListItem>(page.request, dave.access, `${base}/api/genolists/${list.id}/`)).is_favorite,
  ).toBe(true);
});

/** The cells of every sheet, the generation time aside (it is when each file was made). */
async function workbookCells(bytes: Buffer) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet
      .getSheetValues()
      .filter((row) => Array.isArray(row) && row[1] !== 'Generated')
      .map((row) => [...(row as unknown[])]),
  }));
}

test("with no server, a genolist's TSV and Excel report are made on this device, the same as the server's; the PDF report of a project not saved says why it waits", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const erin = await register(page.request, 'Erin', base);
  const { list } = await demoLists(page, erin);
  const auth = { headers: { Authorization: `JWT ${erin.access}` } };
  const serverTsv = await (
    await page.request.get(`${base}/api/genolists/${list.id}/download-transcripto-values`, auth)
  ).text();
  const serverXlsx = await (
    await page.request.get(`${base}/api/genolists/${list.id}/report/download/`, auth)
  ).body();
  await signInWith(page, erin);
  // Opened online once: the project, and the list's table and GO terms, are saved on this device.
  await page.goto(`${base}/projects/${list.project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(list.project.name);
  // Its answers saved before the page is left: a write as a page goes may not finish.
  await answersSaved(page);
  await page.goto(`${base}/genolists/${list.id}?tab=go`);
  await expect(page.getByRole('table').first()).toBeVisible();
  await answersSaved(page);

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Plots' }).click();
  const downloads = page.getByRole('region', { name: 'Download data' });
  await expect(page.getByText(/made on this device from the copy saved offline/).first()).toBeVisible();

  const [tsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all gene values as TSV' }).click(),
  ]);
  expect(tsv.suggestedFilename()).toBe(`genolist_${list.id}_transcripto_values.tsv`);
  const tsvText = (await readFile((await tsv.path()) as string)).toString('utf8');
  expect(tsvText.split('\n').length).toBe(49_508);
  expect(tsvText).toBe(serverTsv);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Download the Excel report (XLSX)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`genolist_${list.id}_report.xlsx`);
  const madeHere = await workbookCells(await readFile((await xlsx.path()) as string));
  expect(madeHere.map((sheet) => [sheet.name, sheet.rows.length])).toEqual([
    ['Summary', 13],
    ['Genes', 49_507],
    ['GO', 1745],
  ]);
  expect(madeHere).toEqual(await workbookCells(serverXlsx));
  await downloads.screenshot({ path: test.info().outputPath('offline-downloads.png') });

  // The project was seen, not made available offline: its PDF report says why it waits.
  await page.goto(`${base}/projects/${list.project.id}`);
  const pdf = page.getByRole('button', { name: 'Download report' });
  await expect(pdf).toHaveAttribute('aria-description', /This project is not saved on this device/);
  await pdf.hover();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'This project is not saved on this device' }),
  ).toBeVisible();
  await context.setOffline(false);
});

/** The text of a PDF by poppler's pdftotext, its generation time left out (the two reports are minutes apart). */
function reportText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'])
    .toString('utf8')
    .replace(/Generated on [\d-]+ [\d:]+ UTC/g, 'Generated on …')
    .replace(/\s+/g, ' ');
}

test("with no server, the PDF report of a project saved offline is drawn on this device: the server's pages, under its name", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const fay = await register(page.request, 'Fay', base);
  const { project } = await demoList(page.request, fay.access, base);
  const detail = await api<{ name: string; samples: { name: string }[] }>(
    page.request,
    fay.access,
    `${base}/api/projects/${project.id}/?extended=true`,
  );
  const fromServer = await page.request.get(`${base}/api/projects/${project.id}/download_report/`, {
    headers: { Authorization: `JWT ${fay.access}`, 'Accept-Language': 'en' },
  });
  expect(fromServer.ok()).toBe(true);
  const serverFile = test.info().outputPath('server-report.pdf');
  await writeFile(serverFile, await fromServer.body());
  await signInWith(page, fay);
  await page.goto(`${base}/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  await page.getByRole('button', { name: 'Available offline' }).click();
  await expect(page.getByText(`“${project.name}” opens with no network.`)).toBeVisible({ timeout: 120_000 });

  // The server refuses connections while the browser says online: the click finds it out.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  const pdf = page.getByRole('button', { name: 'Download report' });
  const [unreachable] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), pdf.click()]);
  const fileName = `rapport_${project.name.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '')}_`;
  expect(unreachable.suggestedFilename()).toMatch(new RegExp(`^${fileName}\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  await expect(
    page.getByText(/the report was drawn on this device from the copy saved offline/),
  ).toBeVisible();
  const drawnHere = reportText((await unreachable.path()) as string);
  expect(drawnHere).toContain(detail.name);
  for (const sample of detail.samples) expect(drawnHere).toContain(sample.name);
  expect(drawnHere).toBe(reportText(serverFile));

  // Offline, the button draws it at once, without asking the server first.
  await context.setOffline(true);
  await expect(pdf).not.toHaveAttribute('aria-disabled');
  const [offline] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), pdf.click()]);
  expect(offline.suggestedFilename()).toBe(unreachable.suggestedFilename());
  expect(reportText((await offline.path()) as string)).toContain(detail.samples[0]?.name);
  await context.setOffline(false);
});
