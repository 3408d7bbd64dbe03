import type { Page } from '@playwright/test';
import { expect, paintedPixels, signUpResearcher, test, waitForDemoList } from './fixtures';

/**
 * Settings: the colour scheme (dark on the genolist screen with its plots), the thresholds and
 * page size a genolist opens with, each kept for the user who chose it, and the screen itself at a
 * laptop's and a phone's size in both languages.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The colour the page's main area is painted with, as `r,g,b`. */
async function mainBackground(page: Page): Promise<number[]> {
  const css = await page.getByRole('main').evaluate((element) => getComputedStyle(element).backgroundColor);
  return (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

test('dark mode: chosen in the settings, kept for that user, and the genolist plots drawn for it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const access = await signUpResearcher(page, 'dark');
  const genolist = await waitForDemoList(request, access);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const [r, g, b] = await mainBackground(page);
  expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(150);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/genolists/${genolist}?tab=plots`);
  const volcano = page.getByRole('region', { name: 'Volcano plot' });
  await expect(volcano.getByTestId('volcano-up')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => paintedPixels(volcano.locator('canvas').first()), { timeout: 30_000 })
    .toBeGreaterThan(500);
  // The axis labels are light on the dark card, not the light theme's near-black.
  const tick = volcano.locator('svg text').first();
  const fill = await tick.evaluate((element) => getComputedStyle(element).fill);
  const [tr, tg, tb] = (fill.match(/\d+/g) ?? []).map(Number);
  expect((tr ?? 0) + (tg ?? 0) + (tb ?? 0)).toBeGreaterThan(400);
  const heatmap = page.getByRole('region', { name: 'Expression heatmap' });
  await expect(heatmap.getByRole('img', { name: /^Heatmap of 50 genes/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Box plot' }).locator('[data-group]').first()).toBeVisible({
    timeout: 30_000,
  });
  const go = page.getByRole('region', { name: 'GO enrichment' });
  await expect(go.getByRole('img', { name: /most significant GO terms/ })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'genolist-plots-dark-desktop');
  for (const [name, card] of [
    ['volcano', volcano],
    ['heatmap', heatmap],
    ['go', go],
  ] as const)
    await card.screenshot({ path: test.info().outputPath(`${name}-dark.png`) });

  // Kept after a reload, for this user only.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('genoapp.settings.')),
  );
  expect(stored).toHaveLength(1);
});

test('a genolist opens with the thresholds and page size of the settings unless its link names them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const access = await signUpResearcher(page, 'defaults');
  const genolist = await waitForDemoList(request, access);

  await page.goto('/settings');
  // Notification preferences are the server's: switched off here, still off after a reload.
  const shares = page.getByRole('switch', { name: 'A project shared with you or your team' });
  await expect(shares).toBeChecked();
  await shares.click();
  await expect(shares).not.toBeChecked();
  await page.reload();
  await expect(shares).not.toBeChecked();

  await page.getByRole('combobox', { name: 'Adjusted p-value threshold' }).click();
  await page.getByRole('option', { name: '≤ 0.01' }).click();
  await page.getByRole('combobox', { name: 'Fold-change threshold' }).click();
  await page.getByRole('option', { name: '2×', exact: true }).click();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();

  await page.goto(`/genolists/${genolist}`);
  await expect(page.getByTestId('gene-match-count')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Genes per page' })).toHaveValue('50');

  await page.goto(`/genolists/${genolist}?tab=plots`);
  const volcano = page.getByRole('region', { name: 'Volcano plot' });
  await expect(volcano.getByTestId('volcano-up')).toBeVisible({ timeout: 30_000 });
  const p = volcano.getByRole('combobox', { name: 'Adjusted p-value' });
  await expect(p).toHaveValue('≤ 0.01');
  await expect(volcano.getByRole('combobox', { name: 'Fold change' })).toHaveValue(/2/);

  // A threshold picked here stays in the link, even the built-in default, and a reload keeps it.
  await p.click();
  await page.getByRole('option', { name: '≤ 0.05' }).click();
  await expect(page).toHaveURL(/vp=0\.05/);
  await page.reload();
  await expect(volcano.getByRole('combobox', { name: 'Adjusted p-value' })).toHaveValue('≤ 0.05', {
    timeout: 30_000,
  });

  // A link naming its thresholds opens as it was shared.
  await page.goto(`/genolists/${genolist}?tab=plots&vp=0.1&vfc=1.2`);
  await expect(volcano.getByRole('combobox', { name: 'Adjusted p-value' })).toHaveValue('≤ 0.10', {
    timeout: 30_000,
  });
});

for (const viewport of VIEWPORTS) {
  for (const language of ['en', 'fr'] as const) {
    test(`the settings screen at ${viewport.width}×${viewport.height} in ${language}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await signUpResearcher(page, `settings-${viewport.name}-${language}`);
      await page.goto('/settings');
      const title = language === 'en' ? 'Settings' : 'Paramètres';
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(
        page.getByText(language === 'en' ? 'Colour scheme' : 'Thème', { exact: true }),
      ).toBeVisible();
      await shoot(page, `settings-${viewport.name}-${language}`);
      await page.getByText(language === 'en' ? 'Dark' : 'Sombre', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await shoot(page, `settings-dark-${viewport.name}-${language}`);
    });
  }
}
