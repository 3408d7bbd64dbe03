import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, paintedPixels, signUpResearcher, test, waitForDemoList } from './fixtures';

interface Gene {
  refId: number;
  log2fc: number;
  padj: number | null;
}

async function geneOf(request: APIRequestContext, access: string, id: number, symbol: string): Promise<Gene> {
  const answer = await request.get(`/api/genolists/${id}/frame`, {
    headers: { Authorization: `JWT ${access}` },
  });
  expect(answer.ok()).toBe(true);
  const frame = await answer.json();
  const row = (frame.symbol as (string | null)[]).indexOf(symbol);
  expect(row).toBeGreaterThanOrEqual(0);
  return { refId: frame.gene_ref_id[row], log2fc: frame.log2fc[row], padj: frame.padj[row] };
}

/**
 * Where a data point is on the page: the plot exposes its view as `data-domain`
 * ("x0,x1,y0,y1") over the canvas; a gene with adjusted p = 0 sits on the dotted "p = 0" line.
 */
async function pagePosition(
  plot: Locator,
  x: number,
  y: number | 'p = 0',
): Promise<{ x: number; y: number }> {
  const [x0, x1, y0, y1] = ((await plot.getAttribute('data-domain')) ?? '').split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const box = await plot.locator('canvas').boundingBox();
  if (!box) throw new Error('No canvas');
  const px = box.x + ((x - x0) / (x1 - x0)) * box.width;
  if (y === 'p = 0') {
    const line = await plot.locator('line[stroke-dasharray="1.5 3"]').boundingBox();
    if (!line) throw new Error('No p = 0 line');
    return { x: px, y: line.y + line.height / 2 };
  }
  return { x: px, y: box.y + (1 - (y - y0) / (y1 - y0)) * box.height };
}

test('the volcano plot of DHT vs control: counts, hover, open, multi-select, exports and the MA plot', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const access = await signUpResearcher(page, 'volcano');
  const id = await waitForDemoList(request, access);
  const fkbp5 = await geneOf(request, access, id, 'FKBP5');
  expect(fkbp5.padj).toBe(0);

  // The genes tab's default filter (padj ≤ 0.05, |log2FC| ≥ log2 1.5) counts the genes up and down.
  await page.goto(`/genolists/${id}`);
  const match = page.getByTestId('gene-match-count');
  await expect(match).toContainText('up', { timeout: 30_000 });
  const counts = /([\d,]+) up · ([\d,]+) down/.exec((await match.textContent()) ?? '');
  expect(counts).not.toBeNull();
  const [, up = '', down = ''] = counts as RegExpExecArray;

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.getByRole('tab', { name: 'Plots' }).click();
  const card = page.getByRole('region', { name: 'Volcano plot' });
  const plot = card.getByTestId('volcano-plot');
  const canvas = plot.locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(plot).toHaveAttribute('data-domain', /,/);
  await expect.poll(() => paintedPixels(canvas)).toBeGreaterThan(2000);

  // The same thresholds give the same counts as the genes table.
  await expect(card.getByTestId('volcano-up')).toHaveText(`Up ${up}`);
  await expect(card.getByTestId('volcano-down')).toHaveText(`Down ${down}`);
  await expect(card).toContainText('genes without log2 fold change or adjusted p-value are not drawn');
  await expect(card).toContainText(
    '2 genes with an adjusted p-value of 0 are drawn on the dotted line at the top',
  );
  await card.screenshot({ path: test.info().outputPath('volcano.png') });

  // Hovering FKBP5 shows its values.
  const at = await pagePosition(plot, fkbp5.log2fc, 'p = 0');
  await page.mouse.move(at.x - 30, at.y + 30);
  await page.mouse.move(at.x, at.y);
  const tooltip = card.getByRole('tooltip');
  await expect(tooltip).toContainText('FKBP5');
  await expect(tooltip).toContainText(fkbp5.log2fc.toFixed(3));
  await expect(tooltip).toContainText('Adjusted p0');

  // Clicking it opens the gene.
  await page.mouse.click(at.x, at.y);
  await expect(page).toHaveURL(new RegExp(`gene=${fkbp5.refId}`));
  const panel = page.getByRole('dialog', { name: 'Gene FKBP5' });
  await expect(panel).toBeVisible();
  // The hover card does not stay behind the panel.
  await expect(tooltip).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close the gene panel' }).click();
  await expect(page).not.toHaveURL(/gene=/);

  // A stricter threshold: fewer genes up, and the URL says so.
  await card.getByRole('combobox', { name: 'Adjusted p-value' }).click();
  await page.getByRole('option', { name: '≤ 0.01' }).click();
  await expect(page).toHaveURL(/vp=0\.01/);
  const strictUp = Number(((await card.getByTestId('volcano-up').textContent()) ?? '').replace(/\D/g, ''));
  expect(strictUp).toBeLessThan(Number(up.replace(/\D/g, '')));
  await card.getByRole('combobox', { name: 'Adjusted p-value' }).click();
  await page.getByRole('option', { name: '≤ 0.05' }).click();
  await expect(page).toHaveURL(/vp=0\.05/);

  // Multi-select: a click picks FKBP5 into `sel`, a lasso adds the genes around it.
  await card.getByRole('switch', { name: 'Multi-select' }).check();
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
  // One id is written as a quoted string by the router.
  await expect(page).toHaveURL(new RegExp(`sel=(%22)?${fkbp5.refId}(%22)?(&|$)`));
  await expect(page.getByText('FKBP5 added: 1 selected.')).toBeVisible();
  await expect(card.getByTestId('volcano-selection-count')).toHaveText('1 gene selected');
  const box = (await canvas.boundingBox()) as { x: number; y: number; width: number; height: number };
  const corner = { x: box.x + box.width * 0.62, y: box.y + 4 };
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.99, 0.01],
    [0.99, 0.45],
    [0.62, 0.45],
    [0.62, 0.02],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText(/genes? added: \d+ selected\./)).toBeVisible();
  const selected = Number(
    ((await card.getByTestId('volcano-selection-count').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(selected).toBeGreaterThan(1);

  // The selection exports as CSV.
  const csvDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export the selection (CSV)' }).click();
  const csv = await readFile((await (await csvDownload).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Gene ID,Symbol,Expression,log2FoldChange,pvalue,padj');
  expect(csv).toContain(',FKBP5,');
  expect(csv.trim().split('\r\n')).toHaveLength(selected + 1);

  // The heatmap beside shows the genes just picked.
  const heatmap = page.getByRole('region', { name: 'Expression heatmap' });
  await heatmap.getByText(`Selected (${selected})`).click();
  await expect(page).toHaveURL(/hsrc=selected/);
  const picked = heatmap.getByRole('img', { name: `Heatmap of ${selected} genes across 7 samples` });
  await expect(picked).toBeVisible({ timeout: 30_000 });
  if (selected <= 60) await expect(picked.locator('[data-labels="genes"]')).toContainText('FKBP5');

  // Turning the mode off clears the selection, and the heatmap says what it needs.
  await card.getByRole('switch', { name: 'Multi-select' }).uncheck();
  await expect(page).not.toHaveURL(/sel=/);
  await expect(heatmap.getByText('Select genes on the volcano plot', { exact: true })).toBeVisible();

  // The PNG export downloads an image.
  await card.getByRole('button', { name: 'Save Volcano plot as an image' }).click();
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /PNG image/ }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe(`volcano-${id}.png`);
  const bytes = await readFile((await png.path()) as string);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(20_000);

  // The MA plot: same engine, base mean across.
  await card.getByText('MA', { exact: true }).click();
  await expect(page).toHaveURL(/vplot=ma/);
  const ma = page.getByRole('region', { name: 'MA plot' });
  await expect(ma.getByTestId('volcano-plot')).toContainText('log10 base mean');
  const maCanvas = ma.getByTestId('volcano-plot').locator('canvas');
  await expect.poll(() => paintedPixels(maCanvas)).toBeGreaterThan(2000);
  await expect(ma.getByTestId('volcano-up')).toHaveText(`Up ${up}`);
  await ma.screenshot({ path: test.info().outputPath('ma.png') });
});

test('expert mode labels the top genes and saves the volcano as SVG', async ({ page, request }) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'volcano');
  const id = await waitForDemoList(request, access);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`/genolists/${id}?tab=plots&mode=expert`);
  const card = page.getByRole('region', { name: 'Volcano plot' });
  const plot = card.getByTestId('volcano-plot');
  await expect(plot.locator('canvas')).toBeVisible({ timeout: 30_000 });
  const labels = plot.locator('g[data-labels]');
  await expect(labels).toContainText('FKBP5');
  await card.screenshot({ path: test.info().outputPath('volcano-expert.png') });

  // Only the genes going up, without labels: the labels leave, the URL keeps the view.
  await card.getByRole('combobox', { name: 'Regulation' }).click();
  await page.getByRole('option', { name: 'Up only' }).click();
  await expect(page).toHaveURL(/vreg=up/);
  await card.getByRole('switch', { name: 'Gene labels' }).uncheck();
  await expect(page).toHaveURL(/vlabels=off/);
  await expect(labels).toHaveCount(0);

  await card.getByRole('button', { name: 'Save Volcano plot as an image' }).click();
  const svgDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /SVG/ }).click();
  const svg = await readFile((await (await svgDownload).path()) as string, 'utf8');
  expect(svg).toContain('<svg');
  expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThan(5000);
  expect(svg).toContain('log2 fold change');

  // Full screen shows the same plot, drawn again, with its legend.
  await card.getByRole('button', { name: 'Show Volcano plot full screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Volcano plot' });
  const fullCanvas = dialog.getByTestId('volcano-plot').locator('canvas');
  await expect.poll(() => paintedPixels(fullCanvas)).toBeGreaterThan(2000);
  await expect(dialog.getByTestId('volcano-up')).toHaveText(/^Up [\d,]+$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back in the card, the chart takes the canvas again and draws it.
  await expect.poll(() => paintedPixels(plot.locator('canvas'))).toBeGreaterThan(2000);

  // Leaving expert mode drops its options.
  await page.getByRole('switch', { name: 'Expert mode' }).uncheck();
  await expect(page).not.toHaveURL(/vreg=|vlabels=/);
});

/** What the router does for a link: a new history entry, then the popstate it listens to. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (history.state?.__TSR_index ?? 0) + 1;
    history.pushState({ ...history.state, __TSR_index: index, key: String(index) }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/**
 * Waits for the plot's points: drawn, painting over 2,000 pixels, then stable (the frame read is
 * the last one); answers how many pixels they paint.
 */
async function settledPaint(plot: Locator): Promise<number> {
  await expect(plot).toHaveAttribute('data-drawn', /^[1-9]/, { timeout: 30_000 });
  await expect.poll(() => paintedPixels(plot.locator('canvas'))).toBeGreaterThan(2000);
  let painted = -1;
  await expect
    .poll(async () => {
      const before = painted;
      painted = await paintedPixels(plot.locator('canvas'));
      return painted === before;
    })
    .toBe(true);
  return painted;
}

test('a volcano shown again after another genolist draws its own points and counts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'volcano-again');
  const dht = await waitForDemoList(request, access);
  const marioni = await waitForDemoList(request, access, 'Liver vs Kidney');
  await page.setViewportSize({ width: 1400, height: 1000 });

  /** The volcano once drawn: its legend, the points placed, and how many pixels they paint. */
  const shown = async () => {
    const card = page.getByRole('region', { name: 'Volcano plot' });
    const plot = card.getByTestId('volcano-plot');
    const painted = await settledPaint(plot);
    return {
      up: await card.getByTestId('volcano-up').textContent(),
      down: await card.getByTestId('volcano-down').textContent(),
      placed: await plot.getAttribute('data-drawn'),
      painted,
    };
  };

  await page.goto(`/genolists/${dht}?tab=plots`);
  const first = await shown();
  // Another genolist in the same page: the pooled canvas now shows its points.
  await navigateInApp(page, `/genolists/${marioni}?tab=plots`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Liver vs Kidney');
  const other = await shown();
  expect(other.placed).not.toBe(first.placed);
  expect(other.up).not.toBe(first.up);
  // Back, then through the genes tab and back again: the first genolist's points, exactly.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DHT vs control');
  expect(await shown()).toEqual(first);
  await page.getByRole('tab', { name: 'Genes' }).click();
  await expect(page.getByTestId('gene-match-count')).toBeVisible();
  await page.getByRole('tab', { name: 'Plots' }).click();
  expect(await shown()).toEqual(first);
});

test('a volcano opened in a window of another size than the last one is drawn at its own size', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'volcano-size');
  const dht = await waitForDemoList(request, access);
  /**
   * The plot once drawn and stable: its canvas's backing store against its box on screen (a plot
   * drawn at a stale size is stretched: the two disagree), its data window, and how much it paints.
   */
  const drawn = async () => {
    const plot = page.getByRole('region', { name: 'Volcano plot' }).getByTestId('volcano-plot');
    const painted = await settledPaint(plot);
    const geometry = await plot.locator('canvas').evaluate((canvas: HTMLCanvasElement) => ({
      store: [canvas.width, canvas.height],
      box: [canvas.clientWidth * devicePixelRatio, canvas.clientHeight * devicePixelRatio].map(Math.round),
    }));
    return { ...geometry, domain: await plot.getAttribute('data-domain'), painted };
  };

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`/genolists/${dht}?tab=plots`);
  await drawn();
  // The next page starts drawing at the size kept from this one, which the window no longer has.
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.reload();
  const fromKeptSize = await drawn();
  expect(fromKeptSize.store).toEqual(fromKeptSize.box);
  // The same plot measured before its first draw, with no size kept.
  await page.evaluate(() => localStorage.removeItem('genoapp.scatter-size'));
  await page.reload();
  const measuredFirst = await drawn();
  expect(measuredFirst.store).toEqual(fromKeptSize.store);
  expect(measuredFirst.domain).toBe(fromKeptSize.domain);
  // Antialiasing may differ by a few pixels between two draws; a stretched plot differs by far more.
  expect(Math.abs(measuredFirst.painted - fromKeptSize.painted)).toBeLessThan(fromKeptSize.painted * 0.02);
});
