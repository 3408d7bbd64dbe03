import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, newEmail, signInWith, signUpResearcher, test, waitForDemoList } from './fixtures';

/**
 * The home screen, the header's search, the gene page and the bell, as a new researcher meets
 * them on the two demo archives.
 */

const LI = 'Li 2008 LNCaP androgen (DHT) response';

test.describe.configure({ timeout: 120_000 });

async function adminToken(page: Page): Promise<string> {
  const answer = await page.request.post('/api/token/', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

test('a new researcher searches KLK3 from the header and lands on it in the LNCaP gene list', async ({
  page,
}) => {
  // Waits for the demo import the server starts with (up to a minute on a loaded machine).
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'search');
  const listId = await waitForDemoList(page.request, access);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search genes, gene lists and projects' });
  await box.fill('KLK');
  await expect(page.getByText('Type at least 3 characters to search genes.')).toBeHidden();
  await box.fill('KLK3');
  const suggestion = page.getByRole('option', { name: /^KLK3\b/ });
  await expect(suggestion).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-suggestions.png') });
  // The keyboard reaches it: the first suggestion is a gene, Enter opens it.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/genes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KLK3 in your gene lists' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gene lists holding KLK3' });
  const row = table.getByRole('row').filter({ hasText: LI });
  await expect(row).toContainText('Up');
  await expect(page.getByRole('img', { name: /Forest plot of the log2 fold change of KLK3/ })).toBeVisible();
  await row.getByRole('link', { name: 'Open DHT vs control on KLK3' }).click();
  await expect(page).toHaveURL(new RegExp(`/genolists/${listId}\\?gene=\\d+`));
  await expect(page.getByRole('dialog', { name: 'Gene KLK3' })).toBeVisible();
});

test('the dashboard shows the demo projects, the trending genes and a favourite gene list', async ({
  page,
}) => {
  // Waits for the demo import the server starts with (up to a minute on a loaded machine).
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'dashboard');
  const listId = await waitForDemoList(page.request, access);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const projects = page.getByRole('region', { name: 'Recent projects' });
  await expect(projects.getByRole('article', { name: LI })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total projects' })).toContainText(/\d/);

  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\?tab=insights/);
  const trending = page.getByRole('table', { name: 'Trending genes' });
  await expect(trending.getByRole('row')).toHaveCount(6);
  await expect(trending.getByRole('link').first()).toHaveAttribute('href', /\/genes\/\d+/);
  await expect(page.getByRole('region', { name: 'System health' })).toContainText('Uptime');

  // A gene list starred on its page is among the dashboard's favourites.
  await page.goto(`/genolists/${listId}`);
  await page.getByRole('button', { name: 'Add to favourites' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' }).first()).toBeVisible();
  await page.goto('/');
  const favorites = page.getByRole('region', { name: 'Favourites' });
  await expect(favorites.getByRole('tab', { name: 'Gene lists (1)' })).toBeVisible();
  await favorites.getByRole('button', { name: /DHT vs control/ }).click();
  await expect(page).toHaveURL(new RegExp(`/genolists/${listId}$`));
});

async function researcherWithEmail(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = newEmail('member');
  const response = await page.request.post('/api/auth/register/', {
    data: { first_name: 'Rosalind', last_name: 'Franklin', email, password: 'photo fifty-one 1952' },
  });
  expect(response.status()).toBe(201);
  const access = await signInWith(page, await response.json());
  return { page, email, access, context };
}

test('an invitation accepted from the dashboard card, then a notification when the team shares a gene list', async ({
  page,
  browser,
  baseURL,
}) => {
  // Waits for the demo import the server starts with (up to a minute on a loaded machine).
  test.setTimeout(120_000);
  const member = await researcherWithEmail(browser, baseURL as string);
  const listId = await waitForDemoList(member.page.request, member.access);
  const admin = { Authorization: `JWT ${await adminToken(page)}` };
  const teamName = `Prostate ${Date.now()}`;
  const team = await (
    await page.request.post('/api/collaboration/teams/', { headers: admin, data: { name: teamName } })
  ).json();
  expect(
    (
      await page.request.post(`/api/collaboration/teams/${team.id}/invite_user/`, {
        headers: admin,
        data: { email: member.email, permission_level: 'MEMBER' },
      })
    ).status(),
  ).toBe(201);

  const invitee = member.page;
  await invitee.goto('/');
  const bell = invitee.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  const card = invitee.getByRole('region', { name: 'Collaboration' });
  await card.getByRole('button', { name: `Accept the invitation to ${teamName}` }).click();
  await expect(invitee.getByText('Invitation accepted')).toBeVisible();
  await expect(card.getByText('No invitation waiting for an answer.')).toBeVisible();

  // The invitation's notification is read from the bell; then the team gets a gene list.
  await bell.click();
  const feed = invitee.getByRole('dialog', { name: 'Notifications' });
  await expect(feed).toContainText(`invited you to join the team ${teamName}`);
  await feed.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(invitee.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await invitee.keyboard.press('Escape');

  expect(
    (
      await page.request.post(`/api/collaboration/genolists/${listId}/share_with_team/`, {
        headers: admin,
        data: { team_id: team.id, permission: 'VIEWER' },
      })
    ).status(),
  ).toBe(201);
  // The bell polls: a reload asks at once.
  await invitee.reload();
  await invitee.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const item = invitee.getByRole('dialog', { name: 'Notifications' }).getByRole('button', {
    name: new RegExp(`shared the gene list DHT vs control with the team ${teamName}`),
  });
  await expect(item).toBeVisible();
  await invitee.screenshot({ path: test.info().outputPath('bell.png') });
  await item.click();
  await expect(invitee).toHaveURL(new RegExp(`/genolists/${listId}$`));
  await expect(invitee.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await member.context.close();
});

test.describe('as an installed app', () => {
  // The service worker serves the app's files offline; the other tests block it.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the header search finds a gene in the gene lists saved on this device', async ({
    page,
    context,
  }) => {
    // Waits for the demo import the server starts with (up to a minute on a loaded machine).
    test.setTimeout(120_000);
    const access = await signUpResearcher(page, 'offline-search');
    const listId = await waitForDemoList(page.request, access);
    // A gene list opened is saved on the device (its table of genes).
    await page.goto(`/genolists/${listId}`);
    await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21, {
      timeout: 30_000,
    });
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('genoapp-offline');
                open.onsuccess = () => {
                  const count = open.result.transaction('frames').objectStore('frames').count();
                  count.onsuccess = () => resolve(count.result);
                };
              }),
          ),
        { timeout: 20_000 },
      )
      .toBe(1);
    // As an installed app: the service worker serves the app's files (the search worker's too).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 20_000,
      })
      .toContain('/sw.js');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const box = page.getByRole('searchbox', { name: 'Search genes, gene lists and projects' });
    await box.fill('KLK3');
    await expect(
      page.getByText('Offline: searching genes in the 1 gene list saved on this device.'),
    ).toBeVisible();
    const option = page.getByRole('option', { name: /^KLK3\b.*DHT vs control/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/genolists/${listId}\\?gene=\\d+`));
    await expect(page.getByRole('dialog', { name: 'Gene KLK3' })).toBeVisible();
  });
});
