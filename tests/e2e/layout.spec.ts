import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, signInWith, test, waitForDemoList } from './fixtures';

/**
 * Controls and labels drawn whole, in both languages, on a wide screen and on a phone: what a
 * walk through every screen found cut, pushed out or drawn before it had room.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const LANGUAGES = ['en', 'fr'] as const;

async function admin(request: APIRequestContext) {
  const answer = await request.post('/api/token/', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const me = await (
    await request.get('/api/users/me/', { headers: { Authorization: `JWT ${tokens.access}` } })
  ).json();
  return { ...tokens, user: { id: me.id as number } };
}

/** Opens the app as the administrator in `language`, at `size`. */
async function openAs(
  page: Page,
  request: APIRequestContext,
  language: string,
  size: (typeof SIZES)[number],
) {
  await page.setViewportSize(size);
  await signInWith(page, await admin(request));
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/** Nothing inside the element is cut: no descendant's text runs past its own box. */
async function expectWhole(element: Locator) {
  await expect(element).toBeVisible();
  const cut = await element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflow !== 'visible',
      )
      .map((node) => `${node.tagName} "${node.textContent?.trim().slice(0, 40)}"`),
  );
  expect(cut).toEqual([]);
}

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const at = `${language}, ${size.width}×${size.height}`;

    test(`the import task's details show the whole visibility button and the project's name (${at})`, async ({
      page,
      request,
    }) => {
      const { access } = await admin(request);
      await waitForDemoList(request, access);
      const tasks = (await (
        await request.get('/api/imports/', { headers: { Authorization: `JWT ${access}` } })
      ).json()) as { id: number; status: string; library: string; project_id: number | null }[];
      const task = tasks.find(
        (candidate) => candidate.library === 'SLC001' && candidate.status === 'SUCCESS',
      );
      expect(task).toBeDefined();
      await openAs(page, request, language, size);
      await page.goto(`/upload?view=status&task=${task?.id}`);
      const details = page.getByRole('dialog');
      const button = details.getByRole('button', {
        name: language === 'fr' ? /^Rendre (public|privé)$/ : /^Make (public|private)$/,
      });
      await expectWhole(button);
      await expect(
        details.getByRole('link', { name: 'Li 2008 LNCaP androgen (DHT) response' }),
      ).toHaveAttribute('href', `/projects/${task?.project_id}`);
    });

    test(`the summary cards keep their icons inside, clear of the edge (${at})`, async ({
      page,
      request,
    }) => {
      await openAs(page, request, language, size);
      await page.goto('/projects');
      const labels =
        language === 'fr'
          ? ['Total des projets', 'Terminés', 'En cours', 'Total des comparaisons']
          : ['Total projects', 'Completed', 'In progress', 'Total comparisons'];
      const summary = page.getByRole('region', {
        name: language === 'fr' ? 'Résumé des projets' : 'Projects summary',
      });
      for (const name of labels) {
        const label = summary.getByText(name, { exact: true });
        await expect(label).toBeVisible();
        // The label, its icon beside it, and the card around both.
        const gap = await label.evaluate((text) => {
          const icon = text.nextElementSibling as Element;
          const card = text.parentElement?.parentElement as Element;
          const padding = Number.parseFloat(getComputedStyle(card).paddingRight);
          return card.getBoundingClientRect().right - icon.getBoundingClientRect().right - padding;
        });
        expect([name, gap]).toEqual([name, expect.any(Number)]);
        expect(gap, name).toBeGreaterThanOrEqual(-0.5);
      }
    });

    test(`the QC table keeps sample names whole and the correlation heatmap its labels (${at})`, async ({
      page,
      request,
    }) => {
      const { access } = await admin(request);
      const listId = await waitForDemoList(request, access);
      const list = await (
        await request.get(`/api/genolists/${listId}/`, { headers: { Authorization: `JWT ${access}` } })
      ).json();
      await openAs(page, request, language, size);
      await page.goto(`/projects/${list.project.id}?tab=results`);
      const name = page.getByText('lane8', { exact: true }).first();
      await expect(name).toBeVisible({ timeout: 20_000 });
      const lines = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      // The sample names along the heatmap's edges are drawn inside its canvas: its outer rows
      // and columns stay blank (a cut name would run into them).
      const heatmap = page.getByRole('img', { name: /Pearson/ });
      await heatmap.scrollIntoViewIfNeeded();
      const edges = await heatmap.evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        const painted = (x: number, y: number, w: number, h: number) =>
          context.getImageData(x, y, w, h).data.filter((_, k) => k % 4 === 3 && _ > 0).length;
        return {
          bottom: painted(0, canvas.height - 2, canvas.width, 2),
          left: painted(0, 0, 2, canvas.height),
        };
      });
      expect(edges).toEqual({ bottom: 0, left: 0 });
    });

    test(`the volcano's selects show their whole choice, and the GO chart waits for its room (${at})`, async ({
      page,
      request,
    }) => {
      const { access } = await admin(request);
      const listId = await waitForDemoList(request, access);
      // Every size the GO bar chart is drawn at, with the width of the box it is drawn in.
      await page.addInitScript(() => {
        const drawn: [number, number][] = [];
        (window as unknown as { goBarWidths: [number, number][] }).goBarWidths = drawn;
        const note = () => {
          for (const svg of document.querySelectorAll('svg[data-chart-export][aria-label]')) {
            if (!/^(Bar chart of|Diagramme en barres d)/.test(svg.getAttribute('aria-label') ?? '')) continue;
            const pair: [number, number] = [
              Number(svg.getAttribute('width')),
              svg.parentElement?.clientWidth ?? 0,
            ];
            const last = drawn[drawn.length - 1];
            if (!last || last[0] !== pair[0] || last[1] !== pair[1]) drawn.push(pair);
          }
        };
        new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await openAs(page, request, language, size);
      await page.goto(`/genolists/${listId}?tab=plots&mode=expert`);
      const volcano = page.getByRole('region', { name: 'Volcano plot' });
      for (const name of language === 'fr' ? ['Afficher', 'Régulation'] : ['Show', 'Regulation']) {
        const select = volcano.getByRole('combobox', { name, exact: true });
        await expect(select).toBeVisible({ timeout: 20_000 });
        const fits = await select.evaluate(
          (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
        );
        expect([name, await select.inputValue(), fits]).toEqual([name, await select.inputValue(), true]);
      }
      const go = page.getByRole('region', {
        name: language === 'fr' ? 'Enrichissement GO' : 'GO enrichment',
      });
      const bars = go.locator('svg[data-chart-export] rect');
      await expect(bars.first()).toBeVisible({ timeout: 30_000 });
      const widths = await page.evaluate(
        () => (window as unknown as { goBarWidths: [number, number][] }).goBarWidths,
      );
      expect(widths.length).toBeGreaterThan(0);
      // Drawn only at the width of its box, never at a guess.
      for (const [drawn, box] of widths) expect(Math.abs(drawn - box)).toBeLessThanOrEqual(1);
      // Every bar has room: the longest is at least a third of the chart.
      const longest = await go
        .locator('svg[data-chart-export] g[role="img"] rect')
        .evaluateAll((rects) => Math.max(...rects.map((rect) => Number(rect.getAttribute('width')))));
      const [, box] = widths[widths.length - 1] as [number, number];
      expect(longest).toBeGreaterThan(box / 3);
    });
  }
}
