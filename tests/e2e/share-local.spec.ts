import { readFileSync } from 'node:fs';
import { expect, newEmail, signInWith, signUpResearcher, test } from './fixtures';

/**
 * "Share to GenoApp": a researcher opens SLC002's DESeq2 table (Liver vs Kidney, written by R:
 * tests/fixtures/formats/make-fixtures.R) on their device, shares it into a new project, and
 * opens the server's gene list, whose table leads with the same gene; the copy on the device
 * stays. They then add a colleague to the project, who opens the gene list too.
 */

const DESEQ2 = readFileSync('tests/fixtures/formats/deseq2.csv');
/** The smallest adjusted p-value of the table (7.2e-83). */
const TOP_GENE = /ENSG00000188157|AGRN/;

test('a researcher shares a DESeq2 table from their device into a new project, and a colleague opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const access = await signUpResearcher(page, 'share-local');
  await page.goto('/local/open');
  await page.getByLabel('Results table', { exact: true }).setInputFiles({
    name: 'deseq2.csv',
    mimeType: 'text/csv',
    buffer: DESEQ2,
  });
  await expect(page.getByText('deseq2.csv: 30 genes, DESeq2 columns')).toBeVisible({ timeout: 30_000 });
  const name = `Liver vs Kidney ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Open the results' }).click();
  await expect(page).toHaveURL(/\/local\/\d+/, { timeout: 60_000 });
  const localUrl = page.url();
  const local = page.getByRole('table', { name: 'Genes' });
  await expect(local.getByRole('row').nth(1)).toContainText(TOP_GENE);

  await page.getByRole('button', { name: 'Share to GenoApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to GenoApp' });
  await expect(dialog.getByRole('textbox', { name: 'Name of the new project' })).toHaveValue(name);
  await dialog
    .getByRole('textbox', { name: 'Name of the new project' })
    .fill(`Kidney and liver ${Date.now()}`);
  await dialog.getByRole('textbox', { name: 'Factor' }).fill('tissue');
  await dialog.getByRole('textbox', { name: 'Numerator' }).fill('Liver');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('Kidney');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('Shared to GenoApp')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('The copy on this device stays');

  await dialog.getByRole('link', { name: 'Open the gene list' }).click();
  await expect(page).toHaveURL(/\/genolists\/\d+$/);
  const genolistId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const shared = page.getByRole('table', { name: 'Genes' });
  await expect(shared.getByRole('row').nth(1)).toContainText(TOP_GENE, { timeout: 30_000 });

  // The copy on this device is still there.
  await page.goto(localUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A colleague is added to the project (the collaborators API the project's sharing screens use)…
  const colleagueEmail = newEmail('share-colleague');
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const registered = await colleague.request.post('/api/auth/register/', {
    data: {
      first_name: 'Rosalind',
      last_name: 'Franklin',
      email: colleagueEmail,
      password: 'photo 51 of DNA',
    },
  });
  expect(registered.status()).toBe(201);
  const genolist = await page.request.get(`/api/genolists/${genolistId}/`, {
    headers: { Authorization: `JWT ${access}` },
  });
  const projectId = ((await genolist.json()) as { project: { id: number } }).project.id;
  const added = await page.request.post('/api/collaboration/project-collaborators/', {
    headers: { Authorization: `JWT ${access}` },
    data: { project: projectId, email: colleagueEmail },
  });
  expect(added.status()).toBe(201);

  // …and opens the gene list.
  await signInWith(colleague, await registered.json());
  await colleague.goto(`/genolists/${genolistId}`);
  await expect(colleague.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByRole('table', { name: 'Genes' }).getByRole('row').nth(1)).toContainText(
    TOP_GENE,
    {
      timeout: 30_000,
    },
  );
  await colleagueContext.close();
});
