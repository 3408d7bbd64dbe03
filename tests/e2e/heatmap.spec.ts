import { readFile } from 'node:fs/promises';
import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';

/** SLC001 (Li 2008): 3 DHT lanes and 4 control lanes. */
const SAMPLES = 7;

test('the heatmap draws the top DEGs clustered, follows its settings in the URL, and shows the volcano selection', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'heatmap');
  const id = await waitForDemoList(request, access);

  await page.goto(`/genolists/${id}?tab=plots`);
  const card = page.getByRole('region', { name: 'Expression heatmap' });
  const chart = card.getByRole('img', { name: `Heatmap of 50 genes across ${SAMPLES} samples` });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  // Hierarchical by default: both trees, every sample labelled, condition band per column.
  await expect(chart.locator('[data-tree="genes"]')).toHaveCount(1);
  await expect(chart.locator('[data-tree="samples"]')).toHaveCount(1);
  await expect(chart.locator('[data-labels="samples"] text')).toHaveCount(SAMPLES);
  await expect(chart.locator('[data-band="conditions"] rect')).toHaveCount(SAMPLES);
  // Clustered by the WebAssembly kernels: the server's content security policy lets them compile.
  await expect(chart).toHaveAttribute('data-cluster-engine', 'webassembly');
  await expect(chart.locator('[data-legend]')).toContainText('DHT');
  await expect(chart.locator('[data-legend]')).toContainText('control');
  // Nothing is selected on the volcano: the selected source cannot be chosen.
  await expect(card.getByRole('radio', { name: 'Selected' })).toBeDisabled();

  // Hovering a cell names its gene, sample and value.
  await chart.scrollIntoViewIfNeeded();
  await card.screenshot({ path: test.info().outputPath('heatmap-card.png') });
  const box = await chart.locator('image').boundingBox();
  if (!box) throw new Error('no cells drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + 5);
  const tooltip = card.getByRole('tooltip');
  await expect(tooltip).toContainText('log2 expression');
  await expect(tooltip).toContainText('z-score');

  // Saved as SVG, the one-pixel-a-cell bitmap comes scaled up by whole pixels, so no viewer blurs it.
  await card.getByRole('button', { name: 'Save Expression heatmap as an image' }).click();
  const saving = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /SVG/ }).click();
  const svg = await readFile((await (await saving).path()) as string, 'utf8');
  const href = /<image[^>]*href="data:image\/png;base64,([^"]+)"/.exec(svg)?.[1] ?? '';
  const png = Buffer.from(href, 'base64');
  // PNG header: width and height at bytes 16 and 20; 7 samples × 50 genes drawn much larger.
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(7 * 20);
  expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(50 * 10);
  expect(png.readUInt32BE(16) % 7).toBe(0);
  expect(png.readUInt32BE(20) % 50).toBe(0);

  // k-means: a cluster band instead of the trees, kept in the URL.
  await card.getByRole('combobox', { name: 'Clustering' }).click();
  await page.getByRole('option', { name: 'k-means' }).click();
  await expect(page).toHaveURL(/hclust=kmeans/);
  await expect(chart.locator('[data-band="clusters"] rect')).toHaveCount(50);
  await expect(chart.locator('[data-tree]')).toHaveCount(0);

  // Max genes: one step up is 55 genes, and a reload keeps it.
  await card.getByRole('slider', { name: /Max genes/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/hmax=55/);
  const bigger = card.getByRole('img', { name: `Heatmap of 55 genes across ${SAMPLES} samples` });
  await expect(bigger).toBeVisible();
  await page.reload();
  await expect(bigger).toBeVisible({ timeout: 30_000 });
  await expect(bigger.locator('[data-band="clusters"] rect')).toHaveCount(55);

  // Genes selected on the volcano (its multi-select mode writes `sel`) feed the selected source.
  const frame = await (
    await request.get(`/api/genolists/${id}/frame`, { headers: { Authorization: `JWT ${access}` } })
  ).json();
  // Expert mode's every DEG: each gene with an adjusted p ≤ 0.05, clustered one by one.
  const degs = (frame.padj as (number | null)[]).filter((p) => p !== null && p <= 0.05).length;
  await page.goto(`/genolists/${id}?tab=plots&mode=expert&hmax=all`);
  const every = card.getByRole('img', { name: /^Heatmap of \d+ genes/ });
  await expect(every).toBeVisible({ timeout: 60_000 });
  const shown = Number(await every.getAttribute('data-rows'));
  // More than the slider's 100: every DEG that has expression values in the project.
  expect(shown).toBeGreaterThan(100);
  expect(shown).toBeLessThanOrEqual(degs);
  await expect(every.locator('[data-tree="genes"]')).toHaveCount(1);
  await expect(card.locator('[data-heatmap-centroids]')).toHaveCount(0);

  const ids = ['FKBP5', 'KLK3', 'TMPRSS2'].map((symbol) => frame.gene_ref_id[frame.symbol.indexOf(symbol)]);
  await page.goto(`/genolists/${id}?tab=plots&sel=${ids.join(',')}`);
  await card.getByText('Selected (3)').click();
  await expect(page).toHaveURL(/hsrc=selected/);
  const selected = card.getByRole('img', { name: `Heatmap of 3 genes across ${SAMPLES} samples` });
  await expect(selected).toBeVisible({ timeout: 30_000 });
  await expect(selected.locator('[data-labels="genes"]')).toContainText('FKBP5');
  await expect(selected.locator('[data-labels="genes"]')).toContainText('KLK3');
  await card.screenshot({ path: test.info().outputPath('heatmap-selected.png') });
});

test('with the selected source and nothing selected, the heatmap says what to do', async ({
  page,
  request,
}) => {
  // Waits for the demo import the server starts with (up to a minute on a loaded machine).
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'heatmap');
  const id = await waitForDemoList(request, access);
  await page.goto(`/genolists/${id}?tab=plots&hsrc=selected`);
  const card = page.getByRole('region', { name: 'Expression heatmap' });
  await expect(card.getByText('Select genes on the volcano plot', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
