import { expect, signUpResearcher, test } from './fixtures';
import { putOnPlan } from './plans-support';

/**
 * The Analytics page follows the plan: FREE is told what the page holds and sent to the plans,
 * without asking the server for answers it refuses; PRO gets the figures at once.
 */
test('a FREE account is offered the plans on /analytics, a PRO account gets the figures', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const access = await signUpResearcher(page, 'analytics-plan');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });

  await page.goto('/analytics');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Analytics come with a Pro plan' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Trending genes' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('analytics-upgrade-desktop-en.png'), fullPage: true });
  await main.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/subscription\?tab=plans$/);
  expect(refused).toEqual([]);

  await putOnPlan(page.request, access, 'PRO');
  await page.goto('/analytics');
  await expect(main.getByRole('table', { name: 'Trending genes' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Analytics come with a Pro plan' })).toHaveCount(0);
});
