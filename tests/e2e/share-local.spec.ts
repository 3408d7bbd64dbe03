import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, newEmail, signInWith, signUpResearcher, test } from './fixtures';

/**
 * "Share to GenoApp": a researcher opens SLC002's DESeq2 table (Liver vs Kidney, written by R:
 * tests/fixtures/formats/make-fixtures.R) on their device, shares it into a new project, and
 * opens the server's gene list, whose table leads with the same gene; the copy on the device
 * stays. They then add a colleague to the project, who opens the gene list too.
 * A result run here from SLC002's counts and samples, shared into a new project, takes them
 * along: the server's project lists the samples with their tissue, and its QC and PCA show them.
 * The share dialog is drawn at 1440×900 and 390×844, in English and French.
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
  // The file's column GenoApp does not read (DESeq2's lfcSE) is kept and shown after the others.
  await expect(local.getByRole('columnheader').last()).toHaveText('lfcSE');

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

/** SLC002's counts and samples as a researcher would have them beside the archive. */
async function slc002Files(): Promise<{ counts: Buffer; samples: Buffer }> {
  const zip = await JSZip.loadAsync(readFileSync('demo/export_for_genoapp_SLC002.zip'));
  const file = async (name: string) =>
    Buffer.from(await (zip.file(name) as JSZip.JSZipObject).async('uint8array'));
  return { counts: await file('counts.tsv'), samples: await file('samples.tsv') };
}

/** Runs Liver vs Kidney from SLC002's counts on the open screen, whatever the interface's language. */
async function runLiverVsKidney(
  page: Page,
  labels: { source: RegExp; counts: RegExp; samples: RegExp; run: RegExp },
) {
  const files = await slc002Files();
  await page.goto('/local/open');
  await page.locator('label').filter({ hasText: labels.source }).click();
  await page
    .getByLabel(labels.counts)
    .setInputFiles({ name: 'counts.tsv', mimeType: 'text/tab-separated-values', buffer: files.counts });
  // The sheet is matched to the matrix's samples: it goes once the matrix is read.
  await expect(page.getByText(/^counts\.tsv\s?: 5.088 /)).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel(labels.samples)
    .setInputFiles({ name: 'samples.tsv', mimeType: 'text/tab-separated-values', buffer: files.samples });
  await expect(page.getByRole('combobox', { name: /Factor|Facteur/ })).toHaveValue('tissue', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: labels.run }).click();
  await expect(page).toHaveURL(/\/local\/\d+/, { timeout: 60_000 });
}

const ENGLISH = {
  source: /^Counts and samples$/,
  counts: /^Count matrix$/,
  samples: /^Sample sheet$/,
  run: /^Run limma-voom$/,
};

test('a result run here from counts is shared with its counts and samples: the new project has the samples with their tissue, QC and PCA', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const access = await signUpResearcher(page, 'share-counts');
  await runLiverVsKidney(page, ENGLISH);
  await expect(page.getByRole('heading', { level: 1, name: 'Liver vs Kidney' })).toBeVisible();

  await page.getByRole('button', { name: 'Share to GenoApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to GenoApp' });
  await expect(dialog).toContainText('The counts and the sample sheet go too');
  // Into a project that has its data, only the genes could go: the dialog says so.
  await dialog.locator('label').filter({ hasText: 'A project you may edit' }).click();
  await expect(dialog).toContainText('the counts and the sample sheet stay on this device');
  await dialog.locator('label').filter({ hasText: 'A new project' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Factor' })).toHaveValue('tissue');
  await expect(dialog.getByRole('textbox', { name: 'Numerator' })).toHaveValue('Liver');
  await expect(dialog.getByRole('textbox', { name: 'Reference' })).toHaveValue('Kidney');
  const projectName = `Kidney and liver with counts ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name of the new project' }).fill(projectName);
  await page.screenshot({ path: test.info().outputPath('share-dialog-en-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('share-dialog-en-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(dialog.getByText('Shared to GenoApp')).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('link', { name: 'Open the gene list' }).click();
  await expect(page).toHaveURL(/\/genolists\/\d+$/);
  // Read before the search puts its words in the address.
  const genolistId = Number(page.url().split('/').pop());
  const genes = page.getByRole('table', { name: 'Genes' });
  await page.getByRole('searchbox', { name: 'Search genes', exact: true }).fill('ALB');
  // The fold change limma-voom gave on the device (~0 + tissue, Liver up), stored as it was.
  await expect(genes.getByRole('row').filter({ hasText: 'ALB' }).first()).toContainText('6.394', {
    timeout: 30_000,
  });

  const genolist = await page.request.get(`/api/genolists/${genolistId}/`, {
    headers: { Authorization: `JWT ${access}` },
  });
  const projectId = ((await genolist.json()) as { project: { id: number } }).project.id;
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
  const samples = page.getByRole('table', { name: 'Samples' });
  await expect(samples.getByRole('row')).toHaveCount(11, { timeout: 30_000 });
  await expect(samples.getByRole('row').filter({ hasText: 'R1L2Liver' })).toContainText('Liver');
  await expect(samples.getByRole('row').filter({ hasText: 'R1L1Kidney' })).toContainText('Kidney');

  await page.getByRole('tab', { name: 'Results overview' }).click();
  const pca = page.getByRole('region', { name: 'Principal component analysis (PCA)' });
  await expect(
    pca.getByRole('figure', { name: /PC1 \(\d+\.\d%\) against PC2.*coloured by tissue/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(pca.getByRole('button', { name: /^R1L2Liver:/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quality control' })).toContainText('10');
});

test('the share dialog of a result with counts, in French, on a desktop and a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signUpResearcher(page, 'share-counts-fr');
  await runLiverVsKidney(page, {
    source: /^Comptages et échantillons$/,
    counts: /^Matrice de comptages$/,
    samples: /^Feuille d’échantillons$/,
    run: /^Lancer limma-voom$/,
  });
  await page.getByRole('button', { name: 'Partager dans GenoApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager dans GenoApp' });
  await expect(dialog).toContainText('Les comptages et la table des échantillons partent aussi');
  await page.screenshot({ path: test.info().outputPath('share-dialog-fr-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone layout follows the resize a moment later: wait for it rather than read it once.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('share-dialog-fr-phone.png'), fullPage: true });
});
