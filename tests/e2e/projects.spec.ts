import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures';

const LI = 'Li 2008 LNCaP androgen (DHT) response';
const MARIONI = 'Marioni 2008 human liver vs kidney';

/** A new researcher (not staff), signed in through the stored tokens; returns the access token. */
async function signUpResearcher(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/register/', {
    data: {
      first_name: 'Barbara',
      last_name: 'McClintock',
      email: newEmail('projects'),
      password: 'jumping genes 83',
    },
  });
  expect(response.ok()).toBe(true);
  const { access, refresh, user } = await response.json();
  await page.addInitScript(
    ([a, r, id]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
        localStorage.setItem('user_id', id);
        localStorage.setItem('language', 'en');
      }
    },
    [access, refresh, String(user.id)],
  );
  return access;
}

/** The text of a PDF as a reader sees it, by poppler's pdftotext, on one line. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8').replace(/\s+/g, ' ');
}

/** A date of the server as the screens write it: day/month/year in French, month/day/year in English. */
function shownDate(iso: string, language: 'fr' | 'en'): string {
  const date = new Date(iso);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return language === 'fr' ? `${dd}/${mm}/${date.getFullYear()}` : `${mm}/${dd}/${date.getFullYear()}`;
}

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' });
const projectRow = (page: Page, name: string) =>
  projectsTable(page).getByRole('row').filter({ hasText: name });

/** The server imports the two demo projects in the background when it starts: up to a minute. */
async function waitForDemoProjects(page: Page) {
  await page.goto('/projects');
  await expect(async () => {
    await page.reload();
    await expect(projectRow(page, LI)).toBeVisible({ timeout: 3_000 });
    await expect(projectRow(page, MARIONI)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
}

test.describe.configure({ timeout: 120_000 });

test('a researcher finds the demo projects, searches them, and opens one through its three tabs', async ({
  page,
}) => {
  await signUpResearcher(page);
  await waitForDemoProjects(page);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your first project' })).toHaveCount(0);

  // Search: debounced, kept in the URL, case-insensitive on the name or the description.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('kidney');
  await expect(page).toHaveURL(/search=kidney/);
  await expect(projectRow(page, MARIONI)).toBeVisible();
  await expect(projectRow(page, LI)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('lncap');
  await expect(projectRow(page, LI)).toBeVisible();
  await expect(projectRow(page, MARIONI)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('lncap');
  await expect(projectRow(page, LI)).toBeVisible();

  await projectRow(page, LI)
    .getByRole('link', { name: `View ${LI}` })
    .click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: LI, level: 1 })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Project summary' });
  await expect(tiles.getByText('Samples', { exact: true })).toBeVisible();
  await expect(tiles.getByText('86%')).toBeVisible();

  // Metadata (default): the 7 samples with their condition.
  await expect(page.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
  const samples = page.getByRole('table', { name: 'Samples' });
  await expect(samples.getByRole('row')).toHaveCount(8);
  await expect(samples.getByRole('row').filter({ hasText: 'lane8' })).toContainText('DHT');
  await expect(samples.getByRole('row').filter({ hasText: 'lane8' })).toContainText('Warning');

  // Results overview: quality control, PCA, correlation.
  await page.getByRole('tab', { name: 'Results overview' }).click();
  await expect(page).toHaveURL(/tab=results/);
  const quality = page.getByRole('region', { name: 'Quality control' });
  await expect(quality.getByRole('table', { name: 'Samples with a warning or a failure' })).toContainText(
    'lane8',
  );
  await expect(quality.getByText('Statuses derived by GenoApp')).toBeVisible();
  const correlation = page.getByRole('region', { name: 'Sample correlation' });
  await expect(correlation.getByTestId('correlation-strong')).toContainText('21');
  await expect(correlation.getByTestId('correlation-moderate')).toContainText('0');
  await expect(correlation.getByTestId('correlation-weak')).toContainText('0');
  await expect(
    correlation.getByRole('img', { name: /Pearson correlations between 7 samples/ }),
  ).toBeVisible();

  // Genolists: the DHT vs control analysis, with a link to its page.
  await page.getByRole('tab', { name: 'Genolists' }).click();
  await expect(page).toHaveURL(/tab=genolists/);
  const genolists = page.getByRole('table', { name: 'Genolists of the project' });
  await expect(genolists.getByRole('row').filter({ hasText: 'DHT vs control' })).toContainText(
    'Differential',
  );
  await expect(genolists.getByRole('link', { name: 'View DHT vs control' })).toHaveAttribute(
    'href',
    /\/genolists\/\d+$/,
  );

  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/projects(\?.*)?$/);
});

test('the PCA axes and colouring live in the URL and survive a reload', async ({ page }) => {
  await signUpResearcher(page);
  await waitForDemoProjects(page);
  await projectRow(page, MARIONI)
    .getByRole('link', { name: `View ${MARIONI}` })
    .click();
  await page.getByRole('tab', { name: 'Results overview' }).click();
  const pca = page.getByRole('region', { name: 'Principal component analysis (PCA)' });
  await expect(pca.getByRole('figure', { name: /PC1 \(\d+\.\d%\) against PC2/ })).toBeVisible();
  await expect(pca.getByRole('list', { name: 'Levels of tissue' })).toContainText('Kidney');

  await pca.getByRole('combobox', { name: 'X axis' }).click();
  await page.getByRole('option', { name: /^PC3 / }).click();
  await expect(page).toHaveURL(/pcaX=3/);
  await pca.getByRole('combobox', { name: 'Colour by' }).click();
  await page.getByRole('option', { name: 'run' }).click();
  await expect(page).toHaveURL(/pcaFactor=run/);
  await expect(pca.getByRole('list', { name: 'Levels of run' })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Principal component analysis (PCA)' });
  await expect(reloaded.getByRole('combobox', { name: 'X axis' })).toHaveValue(/^PC3 /);
  await expect(reloaded.getByRole('combobox', { name: 'Colour by' })).toHaveValue('run');
  await expect(
    reloaded.getByRole('figure', { name: /PC3 \(.*\) against PC2 .* coloured by run/ }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Results overview' })).toHaveAttribute('aria-selected', 'true');
  // Each point is reachable and named by its sample and levels; focusing it shows them.
  const point = reloaded.getByRole('button', { name: /^R1L1Kidney: tissue Kidney, run / });
  await point.focus();
  await expect(reloaded.getByText('R1L1Kidney', { exact: true })).toBeVisible();
});

test('the project report downloads as a PDF named by the server', async ({ page }) => {
  await signUpResearcher(page);
  await waitForDemoProjects(page);
  await projectRow(page, LI)
    .getByRole('link', { name: `View ${LI}` })
    .click();
  const button = page.getByRole('button', { name: 'Download report' });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rapport_.*\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText('The report has been downloaded successfully')).toBeVisible();

  // What a reader of the PDF sees: the project, its samples, its genolist with the DEG counts.
  const text = pdfText(path);
  expect(text).toContain(LI);
  expect(text).toContain('Project report');
  expect(text).toContain('lane8 DHT 816,171 13,700 Warning');
  expect(text).toContain('lane1 control');
  expect(text).toContain('DHT vs control DHT vs control 1,148 1,160 2,308');
});

test('a report the server cannot make says so with the HTTP status', async ({ page }) => {
  await signUpResearcher(page);
  await waitForDemoProjects(page);
  await page.route(/\/download_report\/$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'The report could not be made', code: 'report_failed' }),
    }),
  );
  await projectRow(page, LI)
    .getByRole('link', { name: `View ${LI}` })
    .click();
  await page.getByRole('button', { name: 'Download report' }).click();
  await expect(page.getByText('Download error')).toBeVisible();
  await expect(page.getByText('HTTP error! status: 500 — The report could not be made')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download report' })).toBeEnabled();
});

test('dates read day/month/year in French and month/day/year in English', async ({ page, request }) => {
  const access = await signUpResearcher(page);
  await waitForDemoProjects(page);
  const answer = await request.get('/api/projects/myprojects?page_size=100', {
    headers: { Authorization: `JWT ${access}` },
  });
  const body = await answer.json();
  const projects: { id: number; name: string; creation_date: string }[] = Array.isArray(body)
    ? body
    : body.results;
  const li = projects.find((project) => project.name === LI);
  if (!li) throw new Error('the Li 2008 project is not listed');
  const english = shownDate(li.creation_date, 'en');
  const french = shownDate(li.creation_date, 'fr');

  await expect(projectRow(page, LI)).toContainText(english);

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  const table = page.getByRole('table', { name: 'Projets' });
  await expect(table.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: LI })).toContainText(french);
  if (french !== english)
    await expect(table.getByRole('row').filter({ hasText: LI })).not.toContainText(english);

  await page.goto(`/projects/${li.id}`);
  const tiles = page.getByRole('region', { name: 'Résumé du projet' });
  await expect(tiles).toContainText(french);
});

test('a researcher stars a project and filters the list to favourites', async ({ page }) => {
  await signUpResearcher(page);
  await waitForDemoProjects(page);
  await projectRow(page, LI).getByRole('button', { name: 'Add to favourites' }).click();
  await expect(projectRow(page, LI).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await expect(page.getByText('Favourite added').or(page.getByText('Added to favourites'))).toBeVisible();

  const favourites = page.getByRole('button', { name: 'Favourites', exact: true });
  await favourites.click();
  await expect(favourites).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/favorites=true/);
  await expect(projectRow(page, LI)).toBeVisible();
  await expect(projectRow(page, MARIONI)).toHaveCount(0);

  // Unstarred while the favourites are shown: it leaves the list.
  await projectRow(page, LI).getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByText('No favourite projects')).toBeVisible();
  await page.getByRole('button', { name: 'Show all projects' }).click();
  await expect(projectRow(page, MARIONI)).toBeVisible();
});
