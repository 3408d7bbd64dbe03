import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { ADMIN, expect, newEmail, signIn, test } from './fixtures';

const PROJECT = 'Upload test: hepatic and renal samples';
const LIST = 'Upload test: hepatic against renal';

/**
 * A new archive (library SLCUPL) made from the SLC002 demo files, so that the upload makes a new
 * project rather than re-importing a demo one. Its names match no other test's searches.
 */
async function uploadTestArchive(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await readFile('demo/export_for_genoapp_SLC002.zip'));
  const manifest = JSON.parse(await (zip.file('manifest.json') as JSZip.JSZipObject).async('string'));
  manifest.project.name = PROJECT;
  manifest.project.library = 'SLCUPL';
  manifest.project.description = 'Built by the end-to-end test from the SLC002 demo files.';
  manifest.comparisons[0].name = LIST;
  manifest.comparisons[0].description = 'The SLC002 comparison, under another name.';
  zip.file('manifest.json', JSON.stringify(manifest));
  return zip.generateAsync({ type: 'nodebuffer' });
}

test('an administrator drops a new archive, follows the task, publishes its project, and a researcher sees it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Data Import' })
    .click();
  await expect(page.getByRole('tab', { name: 'Data import' })).toHaveAttribute('aria-selected', 'true');

  // Dropped onto the zone as a browser would drop a file from the desktop.
  const archive = (await uploadTestArchive()).toString('base64');
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'export_for_genoapp_SLCUPL.zip', { type: 'application/zip' }));
    return transfer;
  }, archive);
  const zone = page.getByRole('button', { name: 'Drop a ZIP archive here, or click to choose one' });
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText('Import successful')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Status' }).click();
  const row = page.getByRole('row').filter({ hasText: 'export_for_genoapp_SLCUPL.zip' }).first();
  await expect(row.getByText('Success')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('link')).toHaveAttribute('href', /\/projects\/\d+$/);

  // An upload is private until published from the task's details.
  await row.getByText('export_for_genoapp_SLCUPL.zip').click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Private project')).toBeVisible();
  await details.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('Project published')).toBeVisible();
  await expect(details.getByText('Public project')).toBeVisible();

  const email = newEmail('import');
  const registered = await page.request.post('/api/auth/register/', {
    data: { first_name: 'Rita', last_name: 'Levi-Montalcini', email, password: 'nerve growth 86' },
  });
  const headers = { Authorization: `JWT ${(await registered.json()).access}` };
  const projects: { results: { name: string }[] } = await (
    await page.request.get('/api/projects/public/?page_size=100', { headers })
  ).json();
  expect(projects.results.map((project) => project.name)).toContain(PROJECT);
  const lists: { name: string }[] = await (
    await page.request.get('/api/genolists/public/', { headers })
  ).json();
  expect(lists.map((list) => list.name)).toContain(LIST);
});

test('a file that is not an archive is refused before it is sent, with its message', async ({ page }) => {
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
