import { ADMIN, expect, signIn, test, waitForDemoList } from './fixtures';

/**
 * A comparison computed on the server: staff opens SLC002 (imported at start, counts kept),
 * asks for Liver vs Kidney by limma-voom with run as a covariate, follows the task to its end,
 * opens the new genolist and finds ALB among the top genes, up in liver.
 */
test('staff computes Liver vs Kidney by limma-voom on the server and opens the new genolist', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  const access = await page.evaluate(() => localStorage.getItem('access_token') as string);
  const listId = await waitForDemoList(page.request, access, 'Liver vs Kidney');
  const list = await (
    await page.request.get(`/api/genolists/${listId}/`, { headers: { Authorization: `JWT ${access}` } })
  ).json();

  await page.goto(`/projects/${list.project_id}?tab=genolists`);
  await page.getByRole('button', { name: 'New comparison (limma-voom)' }).click();
  const dialog = page.getByRole('dialog', { name: 'New comparison (limma-voom)' });
  await dialog.getByRole('combobox', { name: 'Factor' }).click();
  await page.getByRole('option', { name: 'tissue', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Numerator' }).click();
  await page.getByRole('option', { name: 'Liver', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Reference' }).click();
  await page.getByRole('option', { name: 'Kidney', exact: true }).click();
  // The picker's pills cover its input, which takes the click through them.
  await dialog.getByRole('combobox', { name: 'Covariates' }).click({ force: true });
  await page.getByRole('option', { name: 'run', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Liver vs Kidney (server limma-voom)');
  await page.screenshot({ path: test.info().outputPath('server-de-form-desktop.png') });
  await dialog.getByRole('button', { name: 'Run limma-voom' }).click();

  const open = dialog.getByRole('link', { name: 'Open the genolist' });
  await expect(open).toBeVisible({ timeout: 120_000 });
  await open.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liver vs Kidney (server limma-voom)' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Genes' });
  await expect(table.getByRole('row').filter({ hasText: 'ALB' }).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('server-de-genolist-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${list.project_id}?tab=genolists`);
  await page.getByRole('button', { name: 'New comparison (limma-voom)' }).click();
  await expect(page.getByRole('dialog', { name: 'New comparison (limma-voom)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('server-de-form-phone.png') });
});
