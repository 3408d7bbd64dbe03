import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, paintedPixels, signIn, test } from './fixtures';
import {
  api,
  controlledByWorker,
  demoList,
  goOffline,
  goOnline,
  LIST,
  PASSWORD,
  register,
  storedRecords,
} from './offline-support';

// What this spec tests goes through the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

interface Gene {
  id: number;
  name: string;
}

/**
 * Genes of the list for the box plot, by significance (adjusted p ascending, as its picker): the
 * first (its box plot is saved), the 15th (significant: its expression is saved for the heatmap)
 * and one far from significant (saved nowhere).
 */
async function boxPlotGenes(
  request: APIRequestContext,
  access: string,
  id: number,
): Promise<{ first: string; beyond: Gene; unsaved: Gene }> {
  const frame = await api<{
    n: number;
    gene_ref_id: number[];
    gene_id: string[];
    symbol: (string | null)[];
    padj: (number | null)[];
  }>(request, access, `/api/genolists/${id}/frame`);
  const p = (row: number) => frame.padj[row] ?? Number.POSITIVE_INFINITY;
  const rows = Array.from({ length: frame.n }, (_, row) => row).sort((a, b) => p(a) - p(b) || a - b);
  const gene = (row: number): Gene => ({
    id: frame.gene_ref_id[row] as number,
    name: frame.symbol[row] || (frame.gene_id[row] as string),
  });
  const beyond = rows[14] as number;
  expect(p(beyond)).toBeLessThanOrEqual(0.05);
  const unsaved = rows.find((row) => p(row) > 0.5 && p(row) < 1) as number;
  return { first: gene(rows[0] as number).name, beyond: gene(beyond), unsaved: gene(unsaved) };
}

test('GenoApp is installable: its manifest and a service worker controlling the page', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: 'GenoApp',
    short_name: 'GenoApp',
    display: 'standalone',
    start_url: '/',
    theme_color: '#1c7ed6',
  });
  expect(manifest.description).toBeTruthy();
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toContain('image/png');
  }
  await controlledByWorker(page);
});

test('a project made available offline opens with no network; a favourite waits and reaches the server; the next user sees none of it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const alice = await register(page.request, 'Alice');
  const list = await demoList(page.request, alice.access);
  const project = list.project;

  const genes = await boxPlotGenes(page.request, alice.access, list.id);

  await signIn(page, alice.email, PASSWORD);
  await controlledByWorker(page);
  // The genolist opened first: its frame is mirrored from the visit, and still in memory when the
  // project is made available offline.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('tab', { name: 'Genolists' }).click();
  await page.getByRole('link', { name: `View ${LIST}` }).click();
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await expect.poll(() => storedRecords(page, 'frames', list.id), { timeout: 20_000 }).toBe(1);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  await page.getByRole('button', { name: 'Available offline' }).click();
  await expect(page.getByText(`“${project.name}” opens with no network.`)).toBeVisible({ timeout: 120_000 });

  // The copy keeps the frame's ETag: opening the genolist online revalidates it, nothing downloaded.
  const frameAnswer = page.waitForResponse((answer) =>
    answer.url().endsWith(`/api/genolists/${list.id}/frame`),
  );
  await page.goto(`/genolists/${list.id}`);
  expect((await frameAnswer).status()).toBe(304);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  // The lists, seen once online, stay readable offline and say from when.
  const answersBefore = await storedRecords(page, 'queries');
  await page.goto('/projects');
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name }),
  ).toBeVisible();
  await expect.poll(() => storedRecords(page, 'queries'), { timeout: 10_000 }).toBeGreaterThan(answersBefore);
  await page.goto(`/projects/${project.id}`);

  await goOffline(context);
  await page.goto('/projects');
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name }),
  ).toBeVisible();
  await expect(page.getByText(/Offline copy from/)).toBeVisible();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  await expect(page.getByText(/Offline copy from/)).toBeVisible();
  await page.getByRole('tab', { name: 'Genolists' }).click();
  // The genolist came with its project's copy: its header says so from its first frame, never
  // offering for a moment a download it has already.
  await page.evaluate(() => {
    const seen = window as unknown as { downloadOffered?: boolean };
    seen.downloadOffered = false;
    new MutationObserver(() => {
      const offered = [...document.querySelectorAll('main button')].some(
        (button) => button.textContent?.trim() === 'Available offline',
      );
      if (location.pathname.startsWith('/genolists/') && offered) seen.downloadOffered = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByRole('link', { name: `View ${LIST}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LIST);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('main').getByText('Available offline', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { downloadOffered: boolean }).downloadOffered)).toBe(
    false,
  );

  // The plots, with no network: the volcano from the mirrored frame, the heatmap of the top DEGs
  // from the expression the download saved (SLC001: 3 DHT and 4 control samples).
  await page.getByRole('tab', { name: 'Plots' }).click();
  await expect(page).toHaveURL(/tab=plots/);
  const volcano = page.getByRole('region', { name: 'Volcano plot' });
  await expect(volcano.getByTestId('volcano-plot')).toHaveAttribute('data-drawn', /^[1-9]/, {
    timeout: 30_000,
  });
  await expect.poll(() => paintedPixels(volcano.locator('canvas').first())).toBeGreaterThan(2000);
  await expect(volcano.getByTestId('volcano-up')).toHaveText(/^Up \d/);
  const heatmap = page.getByRole('region', { name: 'Expression heatmap' });
  await expect(heatmap.getByRole('img', { name: 'Heatmap of 50 genes across 7 samples' })).toBeVisible({
    timeout: 30_000,
  });
  // The box plot: the most significant gene's was saved; a significant gene past the ten saved is
  // drawn from the heatmap's saved expression; a gene saved nowhere says so (after an offline reload).
  const boxplot = page.getByRole('region', { name: 'Box plot' });
  await expect(boxplot.getByRole('img', { name: `Box plot of ${genes.first} in 2 groups` })).toBeVisible();
  await page.goto(`/genolists/${list.id}?tab=plots&box=${genes.beyond.id}`);
  await expect(
    boxplot.getByRole('img', { name: `Box plot of ${genes.beyond.name} in 2 groups` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/genolists/${list.id}?tab=plots&box=${genes.unsaved.id}`);
  await expect(boxplot).toContainText('This gene was not saved for offline use');
  await boxplot.screenshot({ path: test.info().outputPath('offline-boxplot-not-saved.png') });
  await page.goto(`/genolists/${list.id}`);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);
  // A search by name, from the genes' names the download saved (FKBP5: "FKBP prolyl isomerase 5").
  await page.getByLabel('Search genes', { exact: true }).fill('prolyl isomerase');
  await expect(page.getByTestId('gene-match-count')).toContainText('7 genes match');
  await expect(
    page.getByRole('table', { name: 'Genes' }).getByRole('row').filter({ hasText: 'FKBP5' }),
  ).toHaveCount(1);
  await page.getByLabel('Search genes', { exact: true }).clear();
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);

  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await page.getByRole('button', { name: /Changes made offline: \d+ changes? waiting/ }).click();
  await expect(page.getByText(`Add genolist “${LIST}” to favourites`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-genolist.png') });

  await goOnline(context);
  await expect(page.getByRole('button', { name: /Changes made offline/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  const onServer = await api<{ is_favorite: boolean }>(
    page.request,
    alice.access,
    `/api/genolists/${list.id}/`,
  );
  expect(onServer.is_favorite).toBe(true);

  await page.goto('/settings');
  const copy = page.getByRole('row').filter({ hasText: project.name });
  await expect(copy).toContainText('Project');
  await expect(copy).toContainText(/\d+(\.\d)? MB/);
  await page.screenshot({ path: test.info().outputPath('offline-storage.png') });
  // On a phone the kind and the date go under the name, and the remove button stays in view.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(copy.getByText(/^Project · /)).toBeVisible();
  // The preferences come first on the page: the row is scrolled to, as a user would.
  await copy.scrollIntoViewIfNeeded();
  await expect(copy.getByRole('button', { name: `Remove ${project.name}` })).toBeInViewport({ ratio: 1 });
  if (viewport) await page.setViewportSize(viewport);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  const bob = await register(page.request, 'Bob');
  await signIn(page, bob.email, PASSWORD);
  await page.goto('/settings');
  await expect(page.getByText(/Nothing is available offline yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Changes made offline/ })).toHaveCount(0);

  // Offline, Bob's screens he never saved say so (not a placeholder), and that his device holds
  // nothing of his: Alice's copy is not his to list.
  await goOffline(context);
  const notSaved = page.getByRole('heading', { name: 'This screen was not saved for offline use' });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  await expect(notSaved).toBeVisible();
  await expect(page.getByText(/There is no network, and this device holds no copy/)).toBeVisible();
  await expect(page.getByText('Nothing is saved for offline use on this device yet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toHaveCount(0);
  await expect(page.getByText(/Offline copy from/)).toHaveCount(0);
  await page.goto(`/genolists/${list.id}`);
  await expect(notSaved).toBeVisible();
  await expect(page.getByRole('table', { name: 'Genes' })).toHaveCount(0);
  await page.goto('/genolists');
  await expect(notSaved).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offline storage' })).toHaveAttribute('href', '/settings');
  await goOnline(context);
});

/**
 * Elements of a part of the page drawn past the window's edge, or whose text is cut: the words a
 * badge keeps for screen readers aside, and text giving way to an ellipsis on purpose, which has
 * a title.
 */
function cutWithin(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const cut: string[] = [];
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1) continue;
      const text = element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName;
      if (box.right > window.innerWidth + 0.5) cut.push(`${text} ends at ${Math.round(box.right)} px`);
      const whole = element.children.length > 0 || element.title === element.textContent;
      if (!whole && element.textContent && element.scrollWidth > element.clientWidth + 1)
        cut.push(`${text} is cut`);
    }
    return cut;
  });
}

test("the header and a genolist's offline badges stay whole in French, offline with a change waiting, from a phone to a wide screen", async ({
  page,
  context,
}) => {
  const hedy = await register(page.request, 'Hedy');
  const list = await demoList(page.request, hedy.access);
  await signIn(page, hedy.email, PASSWORD);
  await controlledByWorker(page);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await page.goto(`/genolists/${list.id}`);
  await expect(page.getByRole('table', { name: 'Gènes' }).getByRole('row')).toHaveCount(21);
  await goOffline(context);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  // Chromium offers installation only once its engagement checks pass, which a fresh test profile
  // does not: the offer is made here as the browser makes it.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });

  const header = page.locator('header');
  const checkWidths = async (state: string, copy: RegExp) => {
    for (const width of [390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(header.getByRole('status').filter({ hasText: state })).toBeVisible();
      await expect(header.getByRole('button', { name: /Modifications faites hors ligne/ })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Changer de langue' })).toContainText('FR');
      await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
      // Phones install from the browser's own menu.
      if (width >= 768)
        await expect(header.getByRole('button', { name: "Installer l'application" })).toBeVisible();
      // Measured once the layout has followed the new width (the navbar's offset is a transition).
      await expect.poll(() => cutWithin(header), { message: `${state} at ${width} px` }).toEqual([]);
      // The genolist's own offline corner: from when its data dates, and the download it offers.
      for (const part of [
        page.getByText(copy),
        page.getByRole('main').getByRole('button', { name: 'Disponible hors ligne' }),
      ])
        await expect.poll(() => cutWithin(part), { message: `${state} at ${width} px` }).toEqual([]);
    }
  };
  await checkWidths('Hors ligne', /^Copie hors ligne du/);
  // The server out of reach with the browser online says so in the same place, as whole.
  await context.setOffline(false);
  await checkWidths('Serveur injoignable', /copie du/);
  await goOnline(context);
});
