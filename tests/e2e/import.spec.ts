import { ADMIN, expect, signIn, test } from './fixtures';

test('an administrator uploads a real archive, follows its progress, and the task ends with its project', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Data Import' })
    .click();
  await expect(page.getByRole('tab', { name: 'Data import' })).toHaveAttribute('aria-selected', 'true');

  await page.locator('input[type=file]').setInputFiles('demo/export_for_genoapp_SLC001.zip');
  await expect(page.getByText('Import successful')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Status' }).click();
  const row = page.getByRole('row').filter({ hasText: 'export_for_genoapp_SLC001.zip' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Success')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('link')).toHaveAttribute('href', /\/projects\/\d+$/);
});

test('a file that is not an archive is refused before it is sent, with the spec message', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/upload');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await expect(page.getByText('Only ZIP files are accepted').first()).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'my_data.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK'),
  });
  await expect(
    page.getByText('File name must follow the format: export_for_genoapp_SLCXXX.zip').first(),
  ).toBeVisible();
});
