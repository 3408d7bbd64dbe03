import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test, waitForDemoList } from './fixtures';

/**
 * Dark mode walked on every screen, as staff (who see every screen, the console included): on
 * each, every piece of text stands out from what it is drawn on (a contrast ratio of at least 3,
 * the floor Mantine's own dimmed text meets in both schemes), and no large surface stays light.
 * Screenshots of each screen go to the test's output for a person to look at.
 */

interface Clash {
  text: string;
  color: string;
  background: string;
  ratio: number;
}

interface LightSurface {
  tag: string;
  className: string;
  background: string;
  area: number;
}

/** Runs in the page: text whose contrast with its effective background is under `floor`, and light surfaces over `minArea`. */
function inspect({ floor, minArea }: { floor: number; minArea: number }) {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, css.startsWith('rgba') ? a : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => (top[i] as number) * a + (bottom[i] as number) * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = [r, g, b].map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (linear[0] as number) + 0.7152 * (linear[1] as number) + 0.0722 * (linear[2] as number);
  };
  /** The colour under an element: its own and its ancestors' backgrounds composed; null over an image. */
  const backgroundOf = (element: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const clashes: Clash[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || seen.has(element) || !node.textContent?.trim()) continue;
    seen.add(element);
    if (
      element.closest(
        'svg, canvas, [disabled], [aria-disabled="true"], [data-disabled], [aria-hidden="true"]',
      )
    )
      continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const background = backgroundOf(element);
    if (!background) continue;
    const colour = over(parse(getComputedStyle(element).color), background);
    const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < floor)
      clashes.push({
        text: (node.textContent ?? '').trim().slice(0, 60),
        color: getComputedStyle(element).color,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        ratio: Math.round(ratio * 100) / 100,
      });
  }
  const surfaces: LightSurface[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg, canvas')) continue;
    const colour = parse(getComputedStyle(element).backgroundColor);
    if (colour[3] < 0.5) continue;
    const box = element.getBoundingClientRect();
    const area = box.width * box.height;
    if (area < minArea || luminance(colour) < 0.5) continue;
    surfaces.push({
      tag: element.tagName.toLowerCase(),
      className: String(element.className).slice(0, 80),
      background: getComputedStyle(element).backgroundColor,
      area: Math.round(area),
    });
  }
  return { clashes, surfaces };
}

async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Loaders gone: the screen's data is shown, not its skeleton.
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.screenshot({ path: test.info().outputPath(`${name}-dark.png`), fullPage: true });
  const found = await page.evaluate(inspect, { floor: 3, minArea: 20_000 });
  // Soft: one run lists every screen's findings.
  expect.soft({ screen: name, ...found }).toEqual({ screen: name, clashes: [], surfaces: [] });
}

test('dark mode holds on every screen: text readable, no light panel left', async ({ page, request }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, ADMIN.email, ADMIN.password);
  const access = await page.evaluate(() => localStorage.getItem('access_token') as string);
  const genolist = await waitForDemoList(request, access);
  const answer = await request.get(`/api/genolists/${genolist}/`, {
    headers: { Authorization: `JWT ${access}` },
  });
  const { project } = (await answer.json()) as { project: { id: number } };
  const found = await request.get('/api/search/?q=KLK3', { headers: { Authorization: `JWT ${access}` } });
  const gene = ((await found.json()) as { genes: { id: number; symbol: string }[] }).genes.find(
    (candidate) => candidate.symbol === 'KLK3',
  );
  expect(gene).toBeDefined();
  const otherProjectList = await waitForDemoList(request, access, 'Liver vs Kidney');

  await page.goto('/settings');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const screens: [string, string][] = [
    ['dashboard', '/'],
    ['projects', '/projects'],
    ['project-create', '/projects/create'],
    ['project-metadata', `/projects/${project.id}`],
    ['project-results', `/projects/${project.id}?tab=results`],
    ['project-genolists', `/projects/${project.id}?tab=genolists`],
    ['genolists', '/genolists'],
    ['genolist-genes', `/genolists/${genolist}`],
    ['genolist-plots', `/genolists/${genolist}?tab=plots`],
    ['genolist-go', `/genolists/${genolist}?tab=go`],
    ['gene', `/genes/${gene?.id}`],
    ['compare', `/compare?ids=${genolist}%2C${otherProjectList}`],
    ['collaboration', '/collaboration'],
    ['analytics', '/analytics'],
    ['subscription', '/subscription'],
    ['profile', '/profile'],
    ['settings', '/settings'],
    ['help', '/help'],
    ['documentation', '/help/documentation'],
    ['local-open', '/local/open'],
    ...['import', 'users', 'projects', 'genolists', 'subscriptions', 'audit'].map((tab): [string, string] => [
      `console-${tab}`,
      `/upload?tab=${tab}`,
    ]),
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    // The comparison fades its previous answer rather than showing a loader: wait for its tables.
    if (name === 'compare')
      await expect(page.getByRole('table', { name: 'Agreement of fold changes' })).toBeVisible({
        timeout: 60_000,
      });
    await checkScreen(page, name);
  }
});
