import { expect, signUpResearcher, test } from './fixtures';
import { putOnPlan } from './plans-support';

/**
 * API access end to end: a FREE account is told its plan lacks it; on ENTERPRISE the researcher
 * creates a token in Settings, copies its secret from the dialog that shows it once, calls the
 * API with it as a script would, revokes it, and the same call is refused.
 */
test('a token created in the settings calls the API until it is revoked', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const access = await signUpResearcher(page, 'api-tokens');

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'API access' });
  await expect(panel.getByText('Your plan does not include API access')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/subscription?tab=plans',
  );
  await expect(panel.getByRole('button', { name: 'Create token' })).toHaveCount(0);

  await putOnPlan(page.request, access, 'ENTERPRISE');
  await page.reload();
  await expect(panel.getByText('No token yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Token name' }).fill('Cluster pipeline');
  await panel.getByRole('combobox', { name: 'Expires' }).click();
  await page.getByRole('option', { name: 'In 30 days' }).click();
  await panel.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'Token “Cluster pipeline” created' });
  await expect(dialog.getByText('it is shown only once')).toBeVisible();
  const secret = (await dialog.getByLabel('Token', { exact: true }).innerText()).trim();
  expect(secret).toMatch(/^gnp_[A-Za-z0-9_-]{43}$/);
  const origin = new URL(page.url()).origin;
  await expect(dialog.getByLabel('R example', { exact: true })).toContainText(`request("${origin}")`);
  await dialog.getByRole('tab', { name: 'Python (requests)' }).click();
  await expect(dialog.getByLabel('Python example', { exact: true })).toContainText(`BASE = "${origin}"`);
  await page.screenshot({ path: test.info().outputPath('api-token-created-desktop-en.png') });
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toHaveCount(0);

  const table = panel.getByRole('table', { name: 'Your tokens' });
  const row = table.getByRole('row', { name: /Cluster pipeline/ });
  await expect(row).toContainText(secret.slice(0, 10));
  await expect(row).toContainText('Never used');
  await expect(panel).not.toContainText(secret);

  const me = await page.request.get('/api/users/me/', { headers: { Authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { name: string }).name).toBe('Barbara McClintock');

  await page.reload();
  await expect(row).not.toContainText('Never used');
  await page.screenshot({ path: test.info().outputPath('api-tokens-desktop-en.png'), fullPage: true });

  await row.getByRole('button', { name: 'Revoke the token Cluster pipeline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('“Cluster pipeline” no longer works.')).toBeVisible();
  await expect(panel.getByText('No token yet.')).toBeVisible();

  const refused = await page.request.get('/api/users/me/', {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test('the API access panel in French on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const access = await signUpResearcher(page, 'api-tokens-fr');
  await putOnPlan(page.request, access, 'PRO');
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Accès à l’API' });
  await panel.getByRole('textbox', { name: 'Nom du jeton' }).fill('Script R');
  await panel.getByRole('button', { name: 'Créer le jeton' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jeton « Script R » créé' });
  await expect(dialog.getByText('il n’est affiché qu’une fois')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-token-created-mobile-fr.png') });
  await dialog.getByRole('button', { name: 'Je l’ai copié' }).click();
  await expect(panel.getByRole('table', { name: 'Vos jetons' })).toContainText('Script R');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('api-tokens-mobile-fr.png'), fullPage: true });
});
