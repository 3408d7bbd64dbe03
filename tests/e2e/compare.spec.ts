import { expect, signUpResearcher, test, waitForDemoList } from './fixtures';

/**
 * Comparing genolists: a researcher picks two genolists of one project, sees the combinations of
 * their called genes and the table, clicks a bar to list its genes (the URL holds it, a reload
 * keeps it); adding a genolist of another project on FREE says the plan lacks the feature,
 * without asking the server for an answer it would refuse.
 */
test('a researcher compares two genolists, filters by a bar, and is told what crossing projects needs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const access = await signUpResearcher(page, 'compare');
  const headers = { Authorization: `JWT ${access}` };
  const dht = await waitForDemoList(page.request, access);
  await waitForDemoList(page.request, access, 'Liver vs Kidney');
  // A stricter reading of the same results, in the same project: the researcher's own genolist.
  const derived = await page.request.post('/api/genolists/', {
    headers,
    data: { source: dht, name: 'DHT strict', pvalue_cutoff: 0.01, fold_change_cutoff: 2 },
  });
  expect(derived.status()).toBe(201);
  const strict = ((await derived.json()) as { id: number }).id;
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/compare');
  const main = page.getByRole('main');
  await expect(main.getByText('Choose at least two gene lists to compare.')).toBeVisible();
  const picker = main.getByRole('combobox', { name: 'Add a gene list' });
  await picker.click();
  await picker.fill('DHT strict');
  await page.getByRole('option', { name: /^DHT strict — / }).click();
  await picker.click();
  await picker.fill('DHT vs control');
  await page.getByRole('option', { name: /^DHT vs control — / }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${strict}%2C${dht}`));

  const expected = await (
    await page.request.get(`/api/genolists/compare/?ids=${strict},${dht}`, { headers })
  ).json();
  const both = expected.intersections.find((i: { genolists: number[] }) => i.genolists.length === 2);
  expect(both.count).toBeGreaterThan(0);
  await expect(main.getByRole('heading', { name: 'Called genes by combination' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Called genes' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Agreement of fold changes' })).toBeVisible();
  const bar = main.getByRole('button', {
    name: `${both.count.toLocaleString('en-US')} genes called in exactly DHT strict ∩ DHT vs control`,
  });
  await expect(bar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compare-desktop-en.png'), fullPage: true });

  await bar.click();
  await expect(page).toHaveURL(new RegExp(`in=${strict}%2C${dht}`));
  const filtered = main.getByText(
    `Called in exactly: DHT strict ∩ DHT vs control · ${both.count.toLocaleString('en-US')} genes`,
  );
  await expect(filtered).toBeVisible();
  await page.reload();
  await expect(filtered).toBeVisible();
  await expect(bar).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('compare-phone-en.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await picker.click();
  await picker.fill('Liver vs Kidney');
  await page.getByRole('option', { name: /^Liver vs Kidney — / }).click();
  await expect(
    main.getByRole('heading', { name: 'Comparison across projects needs another plan' }),
  ).toBeVisible();
  await main.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/subscription\?tab=plans$/);
  expect(refused).toEqual([]);
});
