import { ADMIN, expect, newEmail, signIn, test } from './fixtures';

/**
 * Staff find a researcher's project in the console by a link holding the search, make it
 * public, delete it, and read the gene lists tab; screenshots in both languages.
 */
test('staff edit and delete a project from the console, and list the gene lists', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const registered = await request.post('/api/auth/register/', {
    data: {
      first_name: 'Rosalind',
      last_name: 'Franklin',
      email: newEmail('console-lists'),
      password: 'photo fifty-one',
    },
  });
  const access = ((await registered.json()) as { access: string }).access;
  const name = `Console ${Date.now()}`;
  const created = await request.post('/api/projects/', {
    headers: { Authorization: `JWT ${access}` },
    data: { name, description: 'Made for the console test' },
  });
  expect(created.status()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/upload?tab=projects&q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(name);
  await expect(table).toContainText('Rosalind Franklin');
  await expect(table).toContainText('Private');
  await page.screenshot({ path: test.info().outputPath('console-projects-desktop-en.png'), fullPage: true });

  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const visibility = dialog.getByRole('switch', { name: /Public/ });
  await expect(visibility).not.toBeChecked();
  // The dialog scales in: a forced click before it settles can land beside the switch and save
  // nothing, so the switch is checked once it is still, and its state read before saving.
  await visibility.check();
  await expect(visibility).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project updated')).toBeVisible();
  await expect(table).toContainText('Public');

  await table.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete the project' })
    .click();
  await expect(page.getByText('Project deleted')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Gene lists' }).click();
  await expect(page).toHaveURL(/tab=genolists$/);
  const lists = page.getByRole('table', { name: 'Gene lists' });
  await expect(lists.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-genolists-desktop-en.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/upload?tab=projects');
  await expect(page.getByRole('table', { name: 'Projets' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-projects-phone-fr.png'), fullPage: true });
  await page.goto('/upload?tab=genolists');
  await expect(page.getByRole('table', { name: 'Listes de gènes' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-genolists-phone-fr.png'), fullPage: true });
});
