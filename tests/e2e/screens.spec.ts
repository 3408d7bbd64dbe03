import type { Page } from '@playwright/test';
import {
  demoReference,
  expect,
  inEnglish,
  significantGenes,
  signUpResearcher,
  test,
  waitForDemoList,
} from './fixtures';

/**
 * The main screens of projects and genolists at a laptop's size and a phone's, saved as
 * screenshots (in the test's output directory) to be looked at. Each must show its main heading,
 * the figures R computed for the Li 2008 archive (`tests/fixtures/reference_SLC001.json`) and, on
 * the phone, never scroll sideways: wide tables scroll inside their own box.
 */

const LI = 'Li 2008 LNCaP androgen (DHT) response';
const REFERENCE = demoReference('SLC001');
const SIGNIFICANT = significantGenes('SLC001', 'DHT vs control', '1.5');
/** An axis of the PCA scatter as its label writes it: `PC1 (54.1%)`. */
const axis = (pc: string) => `${pc} \\(${(REFERENCE.pca.variance_explained[pc] as number).toFixed(1)}%\\)`;

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: (ids: { project: number; genolist: number }) => string;
  /** What shows that the screen has its data, not a skeleton. */
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'projects-list',
    path: () => '/projects',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText(LI).first()).toBeVisible();
    },
  },
  {
    name: 'project-metadata',
    path: ({ project }) => `/projects/${project}`,
    ready: async (page) => {
      const samples = page.getByRole('table', { name: 'Samples' });
      await expect(samples.getByRole('row')).toHaveCount(REFERENCE.samples.length + 1);
      for (const sample of REFERENCE.samples)
        await expect(samples.getByText(sample, { exact: true })).toBeVisible();
    },
  },
  {
    name: 'project-results',
    path: ({ project }) => `/projects/${project}?tab=results`,
    ready: async (page) => {
      await expect(
        page.getByRole('figure', { name: new RegExp(`${axis('PC1')} against ${axis('PC2')}`) }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', {
          name: `Pearson correlations between ${REFERENCE.samples.length} samples`,
          exact: false,
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Samples with a warning or a failure' }).getByText('lane8'),
      ).toBeVisible();
    },
  },
  {
    name: 'project-genolists',
    path: ({ project }) => `/projects/${project}?tab=genolists`,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'View DHT vs control' }).first()).toBeVisible();
    },
  },
  {
    name: 'genolists-list',
    path: () => '/genolists',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('DHT vs control').first()).toBeVisible();
    },
  },
  {
    name: 'genolist-genes',
    path: ({ genolist }) => `/genolists/${genolist}`,
    ready: async (page) => {
      const count = page.getByTestId('gene-match-count');
      await expect(count).toContainText(`${inEnglish(SIGNIFICANT.total)} genes match`, { timeout: 30_000 });
      await expect(count).toContainText(`${inEnglish(SIGNIFICANT.up)} up`);
      await expect(count).toContainText(`${inEnglish(SIGNIFICANT.down)} down`);
      await expect(page.getByRole('region', { name: 'Samples' }).getByText('lane8')).toBeVisible();
    },
  },
  {
    name: 'genolist-plots',
    path: ({ genolist }) => `/genolists/${genolist}?tab=plots`,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Volcano plot' }).getByTestId('volcano-up')).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page.getByRole('region', { name: 'Box plot' }).locator('[data-group]').first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page
          .getByRole('region', { name: 'GO enrichment' })
          .getByRole('img', { name: /most significant GO terms/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'genolist-go',
    path: ({ genolist }) => `/genolists/${genolist}?tab=go`,
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'GO terms' }).getByRole('row')).toHaveCount(21, {
        timeout: 20_000,
      });
    },
  },
];

for (const viewport of VIEWPORTS) {
  test(`the main screens at ${viewport.width}×${viewport.height} show their heading and fit the width`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const access = await signUpResearcher(page, `screens-${viewport.name}`);
    const genolist = await waitForDemoList(request, access);
    const answer = await request.get(`/api/genolists/${genolist}/`, {
      headers: { Authorization: `JWT ${access}` },
    });
    const project = ((await answer.json()) as { project: { id: number } }).project.id;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));

    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path({ project, genolist }));
        await screen.ready(page);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        // The picture once the fonts are in and the charts have painted a frame with them.
        await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
        await page.screenshot({
          path: test.info().outputPath(`${screen.name}-${viewport.name}.png`),
          fullPage: true,
        });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${screen.name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      });
    }
  });
}
