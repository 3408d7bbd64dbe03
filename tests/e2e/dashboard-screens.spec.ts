import type { Page } from '@playwright/test';
import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';
import { putOnPlan } from './plans-support';

/**
 * The dashboard and the analytics page at a laptop's size and a phone's, in English and French,
 * saved as screenshots (in the test's output directory) to be looked at. Each must show its data
 * and, on the phone, never scroll sideways.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS = [
  {
    name: 'dashboard',
    path: '/',
    ready: async (page: Page, language: 'en' | 'fr') => {
      const title = language === 'en' ? 'Recent projects' : 'Projets récents';
      await expect(page.getByRole('region', { name: title }).getByRole('article').first()).toBeVisible();
      await expect(
        page.getByRole('img', { name: language === 'en' ? /Activity per day/ : /Activité par jour/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'dashboard-insights',
    path: '/?tab=insights',
    ready: async (page: Page, language: 'en' | 'fr') => {
      const name = language === 'en' ? 'Trending genes' : 'Gènes tendance';
      await expect(page.getByRole('table', { name }).getByRole('row')).toHaveCount(6);
    },
  },
  {
    name: 'gene',
    path: '/genes/:gene',
    ready: async (page: Page, language: 'en' | 'fr') => {
      const name = language === 'en' ? 'Gene lists holding KLK3' : 'Génolistes contenant KLK3';
      // KLK3 (prostate) is in the LNCaP list only: the liver and kidney archive does not hold it.
      await expect(page.getByRole('table', { name }).getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('img', { name: /KLK3/ })).toBeVisible();
      // Its row in the forest plot carries the 95 % interval from its p-value, which the legend explains.
      await expect(page.getByTestId('forest-row').getByTestId('interval')).toHaveCount(1);
      const legend =
        language === 'en' ? /95 % interval of the log2 fold change from the p-value/ : /intervalle à 95 %/;
      await expect(page.locator('p').filter({ hasText: legend })).toBeVisible();
    },
  },
  {
    name: 'analytics',
    path: '/analytics',
    ready: async (page: Page, language: 'en' | 'fr') => {
      const name = language === 'en' ? 'Trending genes' : 'Gènes tendance';
      await expect(page.getByRole('table', { name }).getByRole('link').first()).toBeVisible();
      await expect(
        page.getByRole('img', { name: language === 'en' ? /Activity per day/ : /Activité par jour/ }),
      ).toBeVisible();
    },
  },
];

test('the dashboard and analytics, on a laptop and a phone, in English and French', async ({ page }) => {
  test.setTimeout(360_000);
  const access = await signUpResearcher(page, 'dashboard-screens');
  // The Analytics page is the plans' with the analytics flag.
  await putOnPlan(page.request, access, 'PRO');
  await waitForDemoList(page.request, access);
  await waitForDemoList(page.request, access, 'Liver vs Kidney');
  const found = await page.request.get('/api/search/?q=KLK3', {
    headers: { Authorization: `JWT ${access}` },
  });
  const gene = ((await found.json()) as { genes: { id: number; symbol: string }[] }).genes.find(
    (g) => g.symbol === 'KLK3',
  );
  expect(gene).toBeDefined();
  for (const language of ['en', 'fr'] as const) {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const screen of SCREENS) {
        await page.goto(screen.path.replace(':gene', String(gene?.id)));
        await screen.ready(page, language);
        await page.screenshot({
          path: test.info().outputPath(`${screen.name}-${viewport.name}-${language}.png`),
          fullPage: true,
        });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${screen.name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      }
    }
  }
});
