import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, request as requests } from '@playwright/test';
import JSZip from 'jszip';
import config from '../../playwright.config';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { demoWorld, expect, newEmail, paintedPixels, signUpResearcher, test } from './fixtures';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * "Open your results": a researcher's own files read in the browser, limma-voom run there, the
 * result kept on this device for this user only. With the server process killed, Ada drops
 * SLC002's counts and samples, runs Liver vs Kidney (+ run), sees the volcano, the top genes,
 * the heatmap and a box plot from the counts kept with it, reloads and finds it again; Bob, signed in on the same browser afterwards, does not see it.
 * Then the open, map and run screens at 1440×900 and 390×844 in English and French.
 */

const WEB_DIR = process.env.E2E_WEB_DIR ?? 'dist';
const PASSWORD = 'my own results, my laptop 7';

/** SLC002's counts and samples as a researcher would have them beside the archive. */
async function slc002Files(): Promise<{ counts: Buffer; samples: Buffer; go: Buffer }> {
  const zip = await JSZip.loadAsync(readFileSync('demo/export_for_genoapp_SLC002.zip'));
  const file = async (name: string) =>
    Buffer.from(await (zip.file(name) as JSZip.JSZipObject).async('uint8array'));
  return {
    counts: await file('counts.tsv'),
    samples: await file('samples.tsv'),
    go: await file('go/Liver_vs_Kidney.tsv'),
  };
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

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The password's key derivation (PBKDF2) is slow on a loaded machine.
  await expect(page.getByText('Welcome back!')).toBeVisible({ timeout: 60_000 });
  await expect
    // The service worker precaches every chunk before it controls the page: slow on a loaded machine.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 120_000,
    })
    .toContain('/sw.js');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}

async function runLiverVsKidney(page: Page, files: { counts: Buffer; samples: Buffer }) {
  await page.getByLabel('Count matrix', { exact: true }).setInputFiles({
    name: 'counts.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: files.counts,
  });
  await expect(page.getByText('counts.tsv: 5,088 genes × 10 samples')).toBeVisible();
  await page.getByLabel('Sample sheet', { exact: true }).setInputFiles({
    name: 'samples.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: files.samples,
  });
  await expect(page.getByText('samples.tsv: 10 samples; columns tissue, run')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Factor' })).toHaveValue('tissue');
  await expect(page.getByRole('combobox', { name: 'Condition (numerator)' })).toHaveValue('Liver');
  await expect(page.getByRole('combobox', { name: 'Reference' })).toHaveValue('Kidney');
  await page.getByRole('combobox', { name: 'Covariates (optional)' }).click({ timeout: 30_000 });
  await page.getByRole('option', { name: 'run', exact: true }).click({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

test('with the server stopped, a researcher runs limma-voom on their own counts, finds it after a reload, and another user does not see it', async () => {
  test.setTimeout(300_000);
  const server: RunningServer = await startServerProcess(
    { WEB_DIR, LOGIN_RATE_LIMIT: '1000' },
    { copyOf: demoWorld() },
  );
  const request = await requests.newContext({ baseURL: server.url });
  const profile = mkdtempSync(join(tmpdir(), 'genoapp-local-'));
  let context: BrowserContext | null = null;
  try {
    const register = async (first: string) => {
      const email = newEmail(`local-${first.toLowerCase()}`);
      const answer = await request.post('/api/auth/register/', {
        data: { first_name: first, last_name: 'Tester', email, password: PASSWORD },
      });
      expect(answer.status()).toBe(201);
      return email;
    };
    const ada = await register('Ada');
    const bob = await register('Bob');
    const files = await slc002Files();
    let page: Page;
    ({ context, page } = await launch(profile, server.url));
    await signIn(page, ada);

    // No server from here on: the files are read, analysed and kept in the browser.
    await server.kill();
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Open your results' }).click();
    // The segmented control's radios are drawn by their labels.
    await page.locator('label').filter({ hasText: 'Counts and samples' }).click();
    await expect(page.getByRole('radio', { name: 'Counts and samples' })).toBeChecked();
    await runLiverVsKidney(page, files);
    await page.getByRole('button', { name: 'Run limma-voom' }).click();

    await expect(page).toHaveURL(/\/local\/\d+/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Liver vs Kidney' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'limma-voom run in this browser on counts.tsv and samples.tsv: tissue Liver vs Kidney. Adjusted for run. All 5,088 genes analysed (no filter).',
    );
    await expect(page.getByRole('main').getByText('On this device').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Genes' });
    await expect(table.getByRole('row')).toHaveCount(21);
    // Sorted by adjusted p-value: ALB among the first; APOA2 found by the search; both up.
    await expect(table.getByRole('row').filter({ hasText: 'ALB' }).first()).toContainText('6.388');
    await page
      .getByRole('searchbox', { name: 'Search genes', exact: true })
      .fill('APOA2', { timeout: 30_000 });
    await expect(table.getByRole('row').filter({ hasText: 'APOA2' }).first()).toContainText('7.315');

    await page.getByRole('tab', { name: 'Plots' }).click();
    const canvas = page.getByTestId('volcano-plot').locator('canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => paintedPixels(canvas), { timeout: 30_000 }).toBeGreaterThan(2000);
    // From the counts kept with the result: the top DEGs clustered, Liver's samples beside
    // Kidney's, and the box plot of the most significant gene, Liver first (the numerator).
    const heatmap = page
      .getByRole('region', { name: 'Expression heatmap' })
      .getByRole('img', { name: /^Heatmap of \d+ genes across 10 samples/ });
    await expect(heatmap).toBeVisible({ timeout: 30_000 });
    await expect(heatmap.locator('[data-labels="samples"] text')).toHaveCount(10);
    await expect(heatmap.locator('[data-legend]')).toContainText('Liver');
    await expect(heatmap.locator('[data-legend]')).toContainText('Kidney');
    const boxplot = page.getByRole('region', { name: 'Box plot' });
    await expect(boxplot.getByRole('img', { name: /^Box plot of / })).toBeVisible({ timeout: 30_000 });
    await expect(boxplot.locator('[data-group]')).toHaveCount(2);
    await expect(boxplot.locator('[data-group]').first()).toHaveAttribute('data-group', 'Liver');
    // Its samples as a project's results tab shows them: quality, PCA (coloured by tissue, the
    // sheet's first column) and correlation, from the same kernels as an import.
    await expect(page.getByRole('region', { name: 'Quality control' })).toContainText('10');
    await expect(
      page.getByRole('figure', {
        name: /^PCA scatter plot of 10 samples: PC1 \(.*\) against PC2 .* coloured by tissue/,
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('img', { name: /^Heatmap of the Pearson correlations between 10 samples/ }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('local-plots-en.png'), fullPage: true });
    const url = page.url();

    // Reloaded, still with no server: the result opens from this browser, its counts with it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Liver vs Kidney' })).toBeVisible();
    await expect(heatmap).toBeVisible({ timeout: 30_000 });

    // The researcher's own GO table, added to the result: its terms, most significant first,
    // in the GO tab; a file that is not a GO table is refused and changes nothing; kept on reload.
    await page.getByRole('tab', { name: 'GO terms' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'counts.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: files.counts,
    });
    await expect(page.getByRole('alert')).toContainText('This GO table cannot be read; nothing was changed');
    await expect(page.getByRole('alert')).toContainText('counts.tsv');
    await page.locator('input[type=file]').setInputFiles({
      name: 'Liver_vs_Kidney.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: files.go,
    });
    await expect(
      page.getByText('From Liver_vs_Kidney.tsv, kept with the result on this device only.'),
    ).toBeVisible();
    const goTable = page.getByRole('table').filter({ hasText: 'GO:0071944' });
    await expect(goTable.getByRole('row').nth(1)).toContainText('cell periphery');
    await expect(page.getByRole('img', { name: /^Dot plot of \d+ GO terms/ })).toBeVisible({
      timeout: 30_000,
    });
    const [goCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(goCsv.suggestedFilename()).toMatch(/^on_this_device_\d+_go_terms\.csv$/);
    await page.reload();
    await expect(
      page.getByRole('table').filter({ hasText: 'GO:0071944' }).getByRole('row').nth(1),
    ).toContainText('cell periphery');
    await page.goto('/genolists');
    const onDevice = page.getByRole('region', { name: 'On this device' });
    await expect(onDevice.getByRole('link', { name: 'Liver vs Kidney' })).toBeVisible();

    // Bob signs in on the same browser: neither the list nor the link shows Ada's result.
    await server.restart();
    await signOut(page);
    await signIn(page, bob);
    await page.goto('/genolists');
    // (The server's own demo gene lists may be called Liver vs Kidney too: only the card counts.)
    const bobsDevice = page.getByRole('region', { name: 'On this device' });
    await expect(bobsDevice).toBeVisible();
    await expect(bobsDevice.getByRole('link', { name: 'Liver vs Kidney' })).toHaveCount(0);
    await page.goto(url);
    await expect(page.getByText('Not on this device')).toBeVisible();
  } finally {
    await context?.close();
    await request.dispose();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A results table whose columns carry none of DESeq2's, edgeR's or limma's names. */
const RENAMED = [
  'gene,log2_fc,pval,fdr,mean',
  'ENSG00000163631,6.39,1.2e-31,1.2e-29,8.1',
  'ENSG00000110245,7.32,3.5e-28,3.6e-26,7.4',
  'ENSG00000177757,-0.12,0.61,0.83,1.2',
].join('\n');

for (const language of ['en', 'fr'] as const)
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    test(`the open, map and run screens drawn whole (${language}, ${device})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      if (language === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
      await signUpResearcher(page, `local-screens-${language}-${device}`);
      const t =
        language === 'en'
          ? {
              table: 'Results table',
              counts: 'Count matrix',
              samples: 'Sample sheet',
              source: 'Counts and samples',
              mapping: 'Which column is which?',
              run: 'Run limma-voom',
              refused: 'not among its sample columns',
              covariates: 'Covariates (optional)',
              deRefused: 'limma-voom could not run on these data',
              saturated: 'no residual degrees of freedom: the design’s 10 independent columns',
            }
          : {
              table: 'Table de résultats',
              counts: 'Matrice de comptages',
              samples: 'Feuille d’échantillons',
              source: 'Comptages et échantillons',
              mapping: 'Quelle colonne est laquelle ?',
              run: 'Lancer limma-voom',
              refused: 'ne figurent pas parmi ses colonnes d’échantillons',
              covariates: 'Covariables (facultatif)',
              deRefused: 'limma-voom n’a pas pu s’exécuter sur ces données',
              saturated: 'aucun degré de liberté résiduel : les 10 colonnes indépendantes du plan',
            };
      const shot = async (name: string) => {
        // Nothing cut at the right edge: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page.screenshot({
          path: test.info().outputPath(`${name}-${language}-${device}.png`),
          fullPage: true,
        });
      };
      await page.goto('/local/open');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('open');
      await page.getByLabel(t.table, { exact: true }).setInputFiles({
        name: 'my-results.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(RENAMED),
      });
      await expect(page.getByRole('heading', { name: t.mapping })).toBeVisible();
      await shot('map');

      const files = await slc002Files();
      await page.goto('/local/open?source=counts');
      await page
        .getByLabel(t.counts, { exact: true })
        .setInputFiles({ name: 'counts.tsv', mimeType: 'text/tab-separated-values', buffer: files.counts });
      await expect(page.getByText(/counts\.tsv\s?:/)).toBeVisible({ timeout: 30_000 });
      // A sheet naming a sample the matrix does not have: refused with its file and line.
      const wrong = `${files.samples.toString('utf8').trimEnd()}\nR9L9Liver\tLiver\trun2\n`;
      await page.getByLabel(t.samples, { exact: true }).setInputFiles({
        name: 'samples.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(wrong),
      });
      await expect(page.getByRole('alert')).toContainText(
        `samples.tsv, ${language === 'en' ? 'line' : 'ligne'} 12`,
      );
      await expect(page.getByRole('alert')).toContainText(t.refused);
      await shot('refused');
      // A covariate that sets nearly every sample apart leaves no residual degrees of freedom:
      // limma-voom refuses, in the interface's language, and nothing is kept.
      const donors = files.samples
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line, i) => `${line}\t${i === 0 ? 'donor' : `d${Math.min(i, 9)}`}`)
        .join('\n');
      await page.getByLabel(t.samples, { exact: true }).setInputFiles({
        name: 'samples.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(`${donors}\n`),
      });
      await page.getByRole('combobox', { name: t.covariates }).click({ timeout: 30_000 });
      await page.getByRole('option', { name: 'donor', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.run }).click();
      await expect(page.getByRole('alert')).toContainText(t.deRefused, { timeout: 30_000 });
      await expect(page.getByRole('alert')).toContainText(t.saturated);
      await expect(page).toHaveURL(/\/local\/open/);
      await shot('de-refused');
      await page
        .getByLabel(t.samples, { exact: true })
        .setInputFiles({ name: 'samples.tsv', mimeType: 'text/tab-separated-values', buffer: files.samples });
      await expect(page.getByRole('button', { name: t.run })).toBeVisible();
      await shot('run');
      await page.getByRole('button', { name: t.run }).click();
      await expect(page).toHaveURL(/\/local\/\d+/, { timeout: 60_000 });
      await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(21);
      await shot('result');
      // The plots from the counts kept with it: the heatmap drawn, the box plot of a gene.
      await page.goto(`${page.url()}?tab=plots`);
      await expect(page.locator('[data-labels="samples"] text')).toHaveCount(10, { timeout: 30_000 });
      await expect(page.locator('[data-group]').first()).toBeVisible({ timeout: 30_000 });
      await shot('plots');
    });
