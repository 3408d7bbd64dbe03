import { gzipSync } from 'node:zlib';
import { ADMIN, expect, signIn, test } from './fixtures';

const SAMPLES = ['ctrl_1', 'ctrl_2', 'treated_1', 'treated_2'];

/**
 * A small count matrix (server/imports/data-file/README.md): 60 genes, 4 samples, every count
 * above 0 (so every gene enters the size factors), the treated samples shifted on a third of
 * the genes so that PC1 separates them.
 */
function countMatrix(): string {
  const lines = [['gene_id', 'gene_symbol', ...SAMPLES].join(',')];
  for (let g = 1; g <= 60; g++) {
    const counts = SAMPLES.map((_, s) => 20 + ((g * 7 + s * 13) % 40) + (s >= 2 && g % 3 === 0 ? 150 : 0));
    lines.push([`ENSGE2E${String(g).padStart(6, '0')}`, `E2E${g}`, ...counts].join(','));
  }
  return `${lines.join('\n')}\n`;
}

test('staff creates a project with a CSV count matrix and sees its samples, QC and PCA', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'New project', level: 1 })).toBeVisible();
  const name = `Counts upload ${Date.now()}`;
  await page.getByLabel('Project name').fill(name);

  // A file without gene_id is refused where it was chosen, before anything is sent.
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id,A,B\nG1,1,2\n'),
  });
  await expect(page.getByText('The header row has no gene_id column.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create project' })).toBeDisabled();

  await chooser.setInputFiles({
    name: 'counts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(countMatrix()),
  });
  await expect(page.getByText(`4 samples: ${SAMPLES.join(', ')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create project' }).click();

  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The page follows the import and shows the data when it is done, without a reload.
  await expect(page.getByText('Data imported')).toBeVisible({ timeout: 60_000 });
  const samples = page.getByRole('table', { name: 'Samples' });
  await expect(samples.getByRole('row')).toHaveCount(SAMPLES.length + 1);
  for (const sample of SAMPLES)
    await expect(samples.getByRole('row').filter({ hasText: sample })).toBeVisible();

  await page.getByRole('tab', { name: 'Results overview' }).click();
  const pca = page.getByRole('region', { name: 'Principal component analysis (PCA)' });
  await expect(pca.getByRole('figure', { name: /PC1 \(\d+\.\d%\) against PC2/ })).toBeVisible();
  for (const sample of SAMPLES)
    await expect(pca.getByRole('button', { name: new RegExp(`^${sample}:`) })).toBeVisible();
  const quality = page.getByRole('region', { name: 'Quality control' });
  await expect(quality.getByText('Statuses derived by GenoApp')).toBeVisible();
  const correlation = page.getByRole('region', { name: 'Sample correlation' });
  await expect(
    correlation.getByRole('img', { name: /Pearson correlations between 4 samples/ }),
  ).toBeVisible();

  // The project has data now: its page no longer offers to send a file.
  await expect(page.getByRole('button', { name: 'Send the file' })).toHaveCount(0);
});

test("a project's send-a-file form offers and imports a gzip-compressed TSV count matrix", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, ADMIN.email, ADMIN.password);
  const access = await page.evaluate(() => localStorage.getItem('access_token') as string);
  const name = `Compressed counts ${Date.now()}`;
  const created = await page.request.post('/api/projects/', {
    headers: { Authorization: `JWT ${access}` },
    data: { name },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/projects/${(await created.json()).id}`);
  await expect(page.getByText('No data yet')).toBeVisible();
  await expect(
    page.getByText(/each may be gzip-compressed \(\.csv\.gz, \.tsv\.gz, \.txt\.gz\)/),
  ).toBeVisible();

  const chooser = page.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('accept', /(^|,)\.gz(,|$)/);
  const tsv = countMatrix().replaceAll(',', '\t');
  await chooser.setInputFiles({
    name: 'counts.tsv.gz',
    mimeType: 'application/gzip',
    buffer: gzipSync(tsv),
  });
  // The header was read from the compressed file, in the browser, before anything is sent.
  await expect(page.getByText(`4 samples: ${SAMPLES.join(', ')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send the file' }).click();

  await expect(page.getByText('Data imported')).toBeVisible({ timeout: 60_000 });
  const samples = page.getByRole('table', { name: 'Samples' });
  await expect(samples.getByRole('row')).toHaveCount(SAMPLES.length + 1);
});
