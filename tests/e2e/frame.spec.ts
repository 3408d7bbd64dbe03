import type { Page } from '@playwright/test';
import { ADMIN, expect, signUpResearcher, test } from './fixtures';

const signUp = (page: Page) => signUpResearcher(page, 'frame');

test('the sidebar collapses with ctrl+b and remembers it in the sidebar:state cookie', async ({
  page,
  context,
}) => {
  await signUp(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Projects')).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(nav.getByText('Projects')).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('collapsed');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Projects')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Projects')).toBeVisible();
});

test('under 768 px the navigation is a drawer opened from the menu button', async ({ page }) => {
  await signUp(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await drawer.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
});

test('every route of the app answers, unknown paths show the 404 page', async ({ page }) => {
  // Nineteen pages opened one after the other: ≈ 25 s on a quiet machine, several times that loaded.
  test.setTimeout(180_000);
  await signUp(page);
  for (const path of [
    '/',
    '/projects',
    '/projects/create',
    '/projects/3',
    '/genolists',
    '/genolists/4',
    '/collaboration',
    '/teams/2',
    '/analytics',
    '/subscription',
    '/profile',
    '/settings',
    '/help',
    '/help/documentation',
    '/upload',
    '/profile/1',
    '/users/1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  }
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/projects/abc');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('the help page has the quick start, 4 × 4 features, 6 FAQ entries and real resource links', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const quickStart = page.getByRole('region', { name: 'Quick start' });
  await expect(quickStart.getByRole('listitem')).toHaveCount(4);
  const features = page.getByRole('region', { name: 'What you can do' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(features.getByRole('listitem')).toHaveCount(16);
  await expect(page.locator('#faq').getByRole('button')).toHaveCount(6);

  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources.getByRole('link')).toHaveCount(4);
  await expect(resources.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');
  expect((await page.request.get('/api/docs/json')).ok()).toBe(true);
  // The support address is the administrator's (ADMIN_EMAIL of the test server), not an invented one.
  await expect(resources.getByRole('link', { name: /Support/ })).toHaveAttribute(
    'href',
    `mailto:${ADMIN.email}`,
  );
  await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute(
    'href',
    `mailto:${ADMIN.email}`,
  );

  // Documentation: the user guides of this version, in the app; a guide opens another in the app.
  await resources.getByRole('link', { name: /Documentation/ }).click();
  await expect(page).toHaveURL(/\/help\/documentation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByText(/npm ci|DATABASE_URL/)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Reading a volcano plot' }).last().click();
  await expect(page).toHaveURL(/doc=volcano/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading a volcano plot' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'User guides' })
    .getByRole('link', { name: /Importing data/ })
    .click();
  await expect(page).toHaveURL(/doc=importing/);
  await expect(page.getByText('manifest.json').first()).toBeVisible();
  // In French, the guides are French.
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des données' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/help$/);
});

test('the language follows the browser when nothing is stored, and ignores injected values', async ({
  browser,
  baseURL,
}) => {
  const french = await browser.newContext({ locale: 'fr-FR', baseURL });
  const page = await french.newPage();
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  await page.evaluate(() => localStorage.setItem('language', '"><script>alert(1)</script>'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await french.close();
});
