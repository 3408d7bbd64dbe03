import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';

/** The medians the box plot draws, by group name, as its boxes expose them. */
async function medians(chart: Locator): Promise<Record<string, number>> {
  const boxes = chart.locator('[data-group]');
  const result: Record<string, number> = {};
  for (const box of await boxes.all()) {
    result[(await box.getAttribute('data-group')) ?? ''] = Number(await box.getAttribute('data-median'));
  }
  return result;
}

test('the box plot of FKBP5 shows DHT above control, and a chart saves as PNG', async ({ page, request }) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'charts');
  const id = await waitForDemoList(request, access);

  await page.goto(`/genolists/${id}?tab=plots`);
  const card = page.getByRole('region', { name: 'Box plot' });
  // Without an open gene the most significant one is drawn.
  await expect(card.locator('[data-group]').first()).toBeVisible({ timeout: 30_000 });

  const picker = card.getByRole('combobox', { name: 'Gene' });
  await picker.click();
  await expect(card).toContainText('100 of 49,506 genes listed');
  await picker.fill('fkbp5');
  await page.getByRole('option', { name: /^FKBP5 · ENSG/ }).click();
  await expect(page).toHaveURL(/box=\d+/);
  await expect(card.getByRole('img', { name: /Box plot of FKBP5/ })).toBeVisible();
  // Picking here keeps the gene panel closed: it would cover this card, beside the heatmap.
  await expect(page.getByRole('dialog', { name: 'Gene FKBP5' })).toHaveCount(0);

  const byGroup = await medians(card);
  const dht = Object.keys(byGroup).find((name) => /dht/i.test(name));
  const control = Object.keys(byGroup).find((name) => /control|vehicle|etoh/i.test(name));
  expect(dht, JSON.stringify(byGroup)).toBeDefined();
  expect(control, JSON.stringify(byGroup)).toBeDefined();
  expect(byGroup[dht as string]).toBeGreaterThan(byGroup[control as string] as number);
  await expect(card.getByRole('img', { name: new RegExp(`^${dht}: \\d+ samples, median`) })).toBeVisible();

  // Hovering a sample names it.
  const point = card.locator('circle[data-sample]').first();
  const sample = await point.getAttribute('data-sample');
  await point.hover();
  await expect(card.getByRole('tooltip')).toContainText(sample as string);

  // Search with nothing to find says so.
  await picker.click();
  await picker.fill('zzznotagene');
  await expect(page.getByText('No gene found for this search.')).toBeVisible();
  await page.keyboard.press('Escape');

  // PNG export of the GO chart.
  const go = page.getByRole('region', { name: 'GO enrichment' });
  await expect(go.getByRole('img', { name: /most significant GO terms/ })).toBeVisible();
  await go.getByRole('button', { name: 'Save GO enrichment as an image' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /PNG image/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^go-\d+\.png$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  // The distribution counts the significant genes, up and down.
  const distribution = page.getByRole('region', { name: 'Expression distribution' });
  await expect(distribution.getByRole('img', { name: /\|log2FC\| ≥ 3: \d+ up, \d+ down/ })).toBeVisible();
});

test('a gene table row opens the gene panel with its results and links', async ({ page, request }) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'charts');
  const id = await waitForDemoList(request, access);

  await page.goto(`/genolists/${id}?q=fkbp5`);
  const table = page.getByRole('table', { name: 'Genes' });
  await table.getByRole('button', { name: 'Open gene FKBP5' }).click();
  await expect(page).toHaveURL(/gene=\d+/);
  const panel = page.getByRole('dialog', { name: 'Gene FKBP5' });
  await expect(panel).toContainText('ENSG00000096060');
  await expect(panel).toContainText('log2 fold change');
  await expect(panel).toContainText('Adjusted p-value');
  const link = panel.getByRole('link', { name: 'FKBP5 on GeneCards' });
  await expect(link).toHaveAttribute('href', 'https://www.genecards.org/cgi-bin/carddisp.pl?gene=FKBP5');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('img', { name: /Box plot of FKBP5/ })).toBeVisible({ timeout: 20_000 });

  // The URL keeps the open gene: reloading shows it again, on another tab too.
  await page.goto(page.url().replace(/\?/, '?tab=go&'));
  await expect(page.getByRole('dialog', { name: 'Gene FKBP5' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/gene=/);
});

test('the GO dot plot shows 10 terms, long labels cut with the full term on hover', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'charts');
  const id = await waitForDemoList(request, access);

  await page.goto(`/genolists/${id}?tab=go`);
  const card = page.getByRole('region', { name: 'GO enrichment dot plot' });
  await expect(card.getByRole('img', { name: 'Dot plot of 10 GO terms' })).toBeVisible({ timeout: 30_000 });
  const labels = card.locator('[data-go-label]');
  await expect(labels).toHaveCount(10);
  const texts = await labels.evaluateAll((nodes) =>
    nodes.map((node) => ({
      shown: [...node.childNodes]
        .filter((child) => child.nodeType === 3)
        .map((child) => child.textContent)
        .join(''),
      full: node.closest('[data-term]')?.getAttribute('data-term') ?? '',
    })),
  );
  for (const { shown } of texts) expect([...shown].length).toBeLessThanOrEqual(28);
  const cut = texts.findIndex(({ shown, full }) => shown.endsWith('…') && full.length > 28);
  expect(cut, JSON.stringify(texts)).toBeGreaterThanOrEqual(0);
  await labels.nth(cut).hover();
  await expect(card.getByRole('tooltip')).toContainText(texts[cut]?.full as string);
});
