import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type RunningServer, startServerProcess } from '../support/server-process';
import {
  ADMIN,
  demoWorld,
  E2E_RATE_LIMITS,
  expect,
  inEnglish,
  significantGenes,
  signUpResearcher,
  test,
  waitForDemoList,
} from './fixtures';

const LIST = 'DHT vs control';
// The significant genes at the default cutoff (fold change 1.5) and in expert mode at 2, as R counts them.
const DEFAULT = significantGenes('SLC001', LIST, '1.5');
const FC2 = significantGenes('SLC001', LIST, '2');
const MARIONI_LIST = 'Liver vs Kidney';
const MARIONI = 'Marioni 2008 human liver vs kidney';

/** A genolist as the API answers it, read with the given access token. */
async function genolistOf(request: APIRequestContext, access: string, id: number) {
  const answer = await request.get(`/api/genolists/${id}/`, { headers: { Authorization: `JWT ${access}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    view_count: number;
    creation_date: string;
    project: { id: number; name: string; visible: boolean };
  };
}

/** day/month/year in French, month/day/year in English, in the reader's time zone. */
function shownDate(iso: string, language: 'fr' | 'en'): string {
  const date = new Date(iso);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return language === 'fr' ? `${dd}/${mm}/${date.getFullYear()}` : `${mm}/${dd}/${date.getFullYear()}`;
}

async function adminAccess(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/token/', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

test('a researcher filters, searches and exports the Li 2008 genolist, and the URL keeps the view', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'genolists');
  const id = await waitForDemoList(request, access);
  // The genes' names are asked for on the first search of 3+ letters, and held here until released.
  const nameRequests: string[] = [];
  let releaseNames = () => {};
  const namesHeld = new Promise<void>((resolve) => {
    releaseNames = resolve;
  });
  await page.route('**/api/genolists/*/gene-names', async (route) => {
    nameRequests.push(route.request().url());
    await namesHeld;
    await route.continue();
  });

  await page.goto('/genolists');
  await expect(page.getByRole('heading', { level: 1, name: 'My gene lists' })).toBeVisible();
  // A researcher is not staff: no 'New project' button, no edit or delete actions on public lists.
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `More actions for ${LIST}` })).toHaveCount(0);
  await page.getByRole('link', { name: LIST, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/genolists/${id}$`));

  await expect(page.getByRole('heading', { level: 1 })).toContainText(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Li 2008');
  await expect(page.getByRole('region', { name: 'Total genes' })).toContainText('49,506');
  await expect(page.getByRole('region', { name: 'Upregulated' })).toContainText(inEnglish(DEFAULT.up));
  await expect(page.getByRole('region', { name: 'Downregulated' })).toContainText(inEnglish(DEFAULT.down));
  const count = page.getByTestId('gene-match-count');
  await expect(count).toContainText(`${inEnglish(DEFAULT.total)} genes match`, { timeout: 20_000 });
  await expect(count).toContainText(`${inEnglish(DEFAULT.up)} up`);
  await expect(count).toContainText(`${inEnglish(DEFAULT.down)} down`);
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);

  // Expert mode, fold change ≥ 2.
  await page.getByRole('switch', { name: 'Expert mode' }).check();
  await page.getByRole('combobox', { name: 'Fold change' }).click();
  await page.getByRole('option', { name: '≥ 2.0×' }).click();
  await expect(count).toContainText(`${inEnglish(FC2.total)} genes match`);
  await expect(page).toHaveURL(/mode=expert/);
  await expect(page).toHaveURL(/fc=2/);

  // The filtered genes as CSV: a labelled header and one line a gene.
  await page.getByRole('button', { name: `Download the ${inEnglish(FC2.total)} genes shown` }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`genolist_${id}_genes.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Gene ID,Symbol,Base mean,log2 fold change,p-value,Adjusted p-value');
  expect(lines).toHaveLength(1 + FC2.total);

  // Search: FKBP5, with p = 0 shown as an underflow and its GeneCards link. Opening the list and
  // filtering did not load the genes' names; a search does, and matches symbols while they load.
  expect(nameRequests).toEqual([]);
  await expect(page.getByLabel('Search genes', { exact: true })).toHaveAttribute(
    'placeholder',
    'Symbol, gene id or name',
  );
  await page.getByLabel('Search genes', { exact: true }).fill('FKBP5');
  await expect(count).toContainText('1 gene matches');
  await expect.poll(() => nameRequests).toEqual([expect.stringContaining(`/api/genolists/${id}/gene-names`)]);
  await expect(page).toHaveURL(/q=FKBP5/);
  const row = page.getByRole('table', { name: 'Genes' }).getByRole('row').filter({ hasText: 'FKBP5' });
  await expect(row).toContainText('ENSG00000096060');
  await expect(row).toContainText('4.963');
  await expect(row).toContainText('< 1e-300');
  await expect(row.getByRole('link', { name: /FKBP5 on GeneCards/ })).toHaveAttribute(
    'href',
    'https://www.genecards.org/cgi-bin/carddisp.pl?gene=FKBP5',
  );

  // Search by name: nothing until the names arrive, then FKBP5 ("FKBP prolyl
  // isomerase 5") and the four other prolyl isomerases changed at least 2-fold.
  await page.getByLabel('Search genes', { exact: true }).fill('prolyl isomerase');
  await expect(page.getByText('No gene matching “prolyl isomerase” passes these filters.')).toBeVisible();
  releaseNames();
  await expect(count).toContainText('5 genes match');
  const genesTable = page.getByRole('table', { name: 'Genes' });
  await expect(genesTable.getByRole('row').filter({ hasText: 'FKBP5' })).toContainText('ENSG00000096060');
  for (const symbol of ['FKBP7', 'FKBP9', 'FKBP10', 'PPIF'])
    await expect(genesTable.getByRole('row').filter({ hasText: symbol })).toHaveCount(1);
  await page.getByLabel('Search genes', { exact: true }).fill('FKBP5');
  await expect(count).toContainText('1 gene matches');
  expect(nameRequests).toHaveLength(1);

  // The Excel report, from the plots tab's download card.
  await page.getByRole('tab', { name: 'Plots' }).click();
  await expect(page).toHaveURL(/tab=plots/);
  const reportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the Excel report (XLSX)' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toBe(`genolist_${id}_report.xlsx`);
  const bytes = await readFile(await report.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // Opened as a spreadsheet program would: its sheets, the summary, and FKBP5's row.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Genes', 'GO']);
  const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
  const summaryValues: Record<string, unknown> = {};
  summary.eachRow((sheetRow) => {
    summaryValues[String(sheetRow.getCell(1).value)] = sheetRow.getCell(2).value;
  });
  expect(summaryValues.Genolist).toBe(LIST);
  expect(summaryValues['Up-regulated']).toBe(1148);
  const genes = workbook.getWorksheet('Genes') as ExcelJS.Worksheet;
  expect(genes.rowCount).toBe(1 + 49_506);
  expect((genes.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Gene ID',
    'Symbol',
    'Base mean',
    'log2 fold change',
    'p-value',
    'adjusted p-value',
    'Regulation',
  ]);
  let fkbp5: unknown[] | undefined;
  genes.eachRow((sheetRow) => {
    if (sheetRow.getCell(2).value === 'FKBP5') fkbp5 = (sheetRow.values as unknown[]).slice(1);
  });
  expect(fkbp5).toEqual(['ENSG00000096060', 'FKBP5', 1061.16, 4.96263, 0, 0, 'Up']);
  const go = workbook.getWorksheet('GO') as ExcelJS.Worksheet;
  expect(go.getRow(2).getCell(1).value).toBe('GO:0071944');
  expect(go.getRow(2).getCell(2).value).toBe('cell periphery');
  await page.getByRole('tab', { name: 'Genes' }).click();

  // Favourite.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText('Favourite added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A reload restores the view from the URL.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Expert mode' })).toBeChecked();
  await expect(page.getByLabel('Search genes', { exact: true })).toHaveValue('FKBP5');
  await expect(page.getByRole('combobox', { name: 'Fold change' })).toHaveValue('≥ 2.0×');
  await expect(count).toContainText('1 gene matches', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  // Leaving expert mode goes back to the default filter, keeping the search.
  await page.getByRole('switch', { name: 'Expert mode' }).uncheck();
  await expect(page).not.toHaveURL(/fc=/);
  await expect(count).toContainText('1 gene matches');
});

test('the genolists list filters, sorts and pages from the URL, and opens the project', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'genolists');
  await waitForDemoList(request, access);

  await page.goto('/genolists?sort=name&dir=asc');
  const table = page.getByRole('table', { name: 'Gene lists' });
  await expect(table.getByRole('row').nth(1)).toContainText(LIST);
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/dir=desc/);

  await page.getByLabel('Search gene lists').fill('kidney');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Liver vs Kidney');
  await page.reload();
  await expect(page.getByLabel('Search gene lists')).toHaveValue('kidney');
  await expect(page.getByRole('table', { name: 'Gene lists' }).getByRole('row')).toHaveCount(2);

  await page.getByRole('switch', { name: 'Favourites only' }).check();
  await expect(page.getByText('No gene list matches these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/q=|fav=/);

  await page
    .getByRole('table', { name: 'Gene lists' })
    .getByRole('link', { name: 'Li 2008 LNCaP androgen (DHT) response' })
    .click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
});

test('staff see New project and manage visibility; a missing genolist shows the access-denied panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await page.goto('/genolists');
  await expect(page.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects');
  const row = page.getByRole('row').filter({ hasText: LIST });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: `More actions for ${LIST}` }).click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  await expect(page.getByText('Gene list made private')).toBeVisible();
  await expect(row).toContainText('Private');
  await row.getByRole('button', { name: `More actions for ${LIST}` }).click();
  await page.getByRole('menuitem', { name: 'Make public' }).click();
  await expect(page.getByText('Gene list made public')).toBeVisible();
  await expect(row).toContainText('Public');

  // Delete asks first; cancelling keeps the list.
  await row.getByRole('button', { name: `More actions for ${LIST}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this gene list?' });
  await expect(dialog).toContainText(`“${LIST}” will be deleted with its gene values and GO terms.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await page.goto('/genolists/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied to the gene list' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to gene lists' }).click();
  await expect(page).toHaveURL(/\/genolists$/);
});

test.describe('on a server of its own', () => {
  // The count is the demo list's views: on the shared server, a spec running beside this one
  // (two workers) would add its readers' views to it.
  let server: RunningServer;
  test.beforeAll(async () => {
    // A server's start on a loaded machine.
    test.setTimeout(180_000);
    server = await startServerProcess(
      { WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist', ...E2E_RATE_LIMITS },
      { copyOf: demoWorld() },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a reader counts one view a day, whatever the tabs, filters, visits and reloads', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const request = context.request;
    const access = await signUpResearcher(page, 'views');
    const id = await waitForDemoList(request, access);
    const views = async () => (await genolistOf(request, access, id)).view_count;
    const before = await views();
    let counted = 0;
    page.on('response', (response) => {
      if (response.url().endsWith(`/api/genolists/${id}/increment-view/`) && response.ok()) counted += 1;
    });

    await page.goto(`/genolists/${id}`);
    await expect.poll(views).toBe(before + 1);
    const count = page.getByTestId('gene-match-count');
    await expect(count).toContainText(`${inEnglish(DEFAULT.total)} genes match`, { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Plots' }).click();
    await expect(page).toHaveURL(/tab=plots/);
    await page.getByRole('tab', { name: 'GO terms' }).click();
    await expect(page.getByRole('table', { name: 'GO terms' })).toBeVisible();
    await page.getByRole('tab', { name: 'Genes' }).click();
    await page.getByRole('switch', { name: 'Expert mode' }).check();
    await page.getByRole('combobox', { name: 'Fold change' }).click();
    await page.getByRole('option', { name: '≥ 2.0×' }).click();
    await expect(count).toContainText(`${inEnglish(FC2.total)} genes match`);
    await page.getByLabel('Search genes', { exact: true }).fill('FKBP5');
    await expect(count).toContainText('1 gene matches');
    await page.getByRole('switch', { name: 'Expert mode' }).uncheck();
    await expect.poll(() => counted).toBe(1);
    await expect(page.getByText(`${before + 1} view`, { exact: false }).first()).toBeVisible();

    // Leaving and coming back, and a reload, are new visits of the same reader the same day: each
    // is sent, none counts again.
    await page.getByRole('link', { name: 'Back to gene lists' }).click();
    await page.getByRole('link', { name: LIST, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/genolists/${id}$`));
    await expect.poll(() => counted).toBe(2);
    await page.reload();
    await expect.poll(() => counted).toBe(3);
    expect(await views()).toBe(before + 1);
    await expect(page.getByText(`${before + 1} view`, { exact: false }).first()).toBeVisible();
    await context.close();
  });
});

test('in French the gene lists and a gene list write their dates day/month/year', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'dates');
  const id = await waitForDemoList(request, access);
  const created = (await genolistOf(request, access, id)).creation_date;
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));

  await page.goto('/genolists');
  const table = page.getByRole('table', { name: 'Genolists' });
  const row = table.getByRole('row').filter({ hasText: LIST });
  await expect(row).toContainText(shownDate(created, 'fr'));
  await page.goto(`/genolists/${id}`);
  const comparison = page.getByRole('region', { name: 'Comparaison' });
  await expect(comparison).toContainText(shownDate(created, 'fr'));

  // And the English equivalent in English.
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comparison' })).toContainText(shownDate(created, 'en'));
});

test('a public gene list of a private project: its project is named without a link, its samples still shown', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'hidden-project');
  const id = await waitForDemoList(request, access, MARIONI_LIST);
  const projectId = (await genolistOf(request, access, id)).project.id;
  const admin = await adminAccess(request);
  const setPublic = (value: boolean) =>
    request.put(`/api/projects/${projectId}/`, {
      headers: { Authorization: `JWT ${admin}` },
      data: { public: value },
    });
  expect((await setPublic(false)).ok()).toBe(true);
  try {
    expect((await genolistOf(request, access, id)).project.visible).toBe(false);

    await page.goto('/genolists');
    const row = page
      .getByRole('table', { name: 'Gene lists' })
      .getByRole('row')
      .filter({ hasText: MARIONI_LIST });
    await expect(row).toContainText(MARIONI);
    await expect(row.getByRole('link', { name: MARIONI })).toHaveCount(0);
    // The other list's project is public: still a link.
    await expect(
      page.getByRole('link', { name: 'Li 2008 LNCaP androgen (DHT) response' }).first(),
    ).toBeVisible();

    await row.getByRole('link', { name: MARIONI_LIST, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/genolists/${id}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(MARIONI);
    await expect(heading.getByRole('link')).toHaveCount(0);
    const samples = page.getByRole('region', { name: 'Samples' });
    await expect(samples).toContainText('R1L2Liver');
    await expect(samples).toContainText('R1L1Kidney');
    await expect(samples).not.toContainText('not available');
  } finally {
    await setPublic(true);
  }
});

test('missing values read N/A, and failed loads say so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'failures');
  const id = await waitForDemoList(request, access);

  // One gene list that fails (not a 403 or 404): an alert and a toast, errors.loadingGenolist.
  // First, before anything is saved in this browser that would be shown instead.
  const detail = new RegExp(`/api/genolists/${id}/$`);
  await page.route(detail, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'Bad' }) }),
  );
  await page.goto(`/genolists/${id}`);
  await expect(page.getByText('Error loading the gene list')).toHaveCount(2);
  await page.unroute(detail);

  // The list: a refusal in the server's words shows the access-denied panel…
  await page.route(/\/api\/genolists\/mygenolists\/$/, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ detail: "Vous n'avez pas les droits nécessaires", code: 'denied' }),
    }),
  );
  await page.goto('/genolists');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Access denied' })).toBeVisible();
  // …any other failure an alert with a retry.
  await page.unroute(/\/api\/genolists\/mygenolists\/$/);
  await page.route(/\/api\/genolists\/mygenolists\/$/, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'Bad' }) }),
  );
  await page.reload();
  await expect(page.getByText('Could not load the gene lists').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute(/\/api\/genolists\/mygenolists\/$/);

  // TRIM48 has a p-value but no adjusted p-value: shown once no threshold hides it.
  await page.goto(`/genolists/${id}?mode=expert&fc=none&padj=none&q=TRIM48`);
  const row = page.getByRole('table', { name: 'Genes' }).getByRole('row').filter({ hasText: 'TRIM48' });
  await expect(row).toContainText('N/A', { timeout: 20_000 });
  await expect(row).toContainText('5.193');
});
