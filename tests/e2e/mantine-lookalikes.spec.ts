import type { Locator, Page } from '@playwright/test';
import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';

/**
 * PlainBadge and PlainSegmentedControl (src/ui) draw Mantine's Badge and SegmentedControl from
 * Mantine's own class names and internal CSS variables, without its components, because a
 * genolist's screen mounts dozens of them as it opens. A Mantine upgrade that renames a class or a
 * variable would change how they look without any error: these pictures of each one, on the
 * screen that uses it, fail when it does. After a deliberate change of look, update them with
 * `npx playwright test tests/e2e/mantine-lookalikes.spec.ts --update-snapshots`.
 */

/** Anti-aliasing differs a little between runs on a loaded machine; a renamed variable changes far more. */
const LOOK = { maxDiffPixelRatio: 0.01, animations: 'disabled', timeout: 30_000 } as const;

test('the Mantine look-alikes on a genolist look as Mantine draws them', async ({ page, request }) => {
  // The demo lists are imported as the server starts: on a loaded machine that takes a minute.
  test.setTimeout(150_000);
  const access = await signUpResearcher(page, 'lookalikes');
  const id = await waitForDemoList(request, access);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`/genolists/${id}`);
  await expect(page.getByTestId('gene-match-count')).toContainText('up', { timeout: 30_000 });

  // A PlainBadge is a div carrying Mantine's Badge classes and its data-variant.
  const badge = (scope: Page | Locator, text: string) =>
    scope.locator('div[data-variant]', { hasText: new RegExp(`^${text}$`) }).first();
  // The header's type (light blue) and visibility badges; the comparison's large badge.
  await expect(badge(page, 'Transcriptomic')).toHaveScreenshot('badge-light.png', LOOK);
  await expect(badge(page, 'Public')).toHaveScreenshot('badge-visibility.png', LOOK);
  const comparison = page.getByRole('region', { name: 'Comparison' });
  await expect(badge(comparison, 'DHT')).toHaveScreenshot('badge-large.png', LOOK);

  await page.getByRole('tab', { name: 'Plots' }).click();
  const kind = page.getByRole('radiogroup', { name: 'Plot' });
  await expect(kind).toHaveScreenshot('segmented-volcano.png', LOOK);
  await kind.getByText('MA', { exact: true }).click();
  await expect(kind).toHaveScreenshot('segmented-ma.png', LOOK);
});
