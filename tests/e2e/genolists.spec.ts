import { readFile } from 'node:fs/promises';
import { ADMIN, expect, signUpResearcher, test, waitForDemoList } from './fixtures';

const LIST = 'DHT vs control';

test('a researcher filters, searches and exports the Li 2008 genolist, and the URL keeps the view', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'genolists');
  const id = await waitForDemoList(request, access);

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
  await expect(page.getByRole('region', { name: 'Upregulated' })).toContainText('1,148');
  await expect(page.getByRole('region', { name: 'Downregulated' })).toContainText('1,160');
  const count = page.getByTestId('gene-match-count');
  await expect(count).toContainText('2,308 genes match', { timeout: 20_000 });
  await expect(count).toContainText('1,148 up');
  await expect(count).toContainText('1,160 down');
  await expect(page.getByRole('table', { name: 'Genes' }).getByRole('row')).toHaveCount(21);

  // Expert mode, fold change ≥ 2.
  await page.getByRole('switch', { name: 'Expert mode' }).check();
  await page.getByRole('combobox', { name: 'Fold change' }).click();
  await page.getByRole('option', { name: '≥ 2.0×' }).click();
  await expect(count).toContainText('1,513 genes match');
  await expect(page).toHaveURL(/mode=expert/);
  await expect(page).toHaveURL(/fc=2/);

  // The filtered genes as CSV: a labelled header and one line a gene.
  await page.getByRole('button', { name: 'Download the 1,513 genes shown' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`genolist_${id}_genes.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Gene ID,Symbol,Base mean,log2 fold change,p-value,Adjusted p-value');
  expect(lines).toHaveLength(1 + 1513);

  // Search: FKBP5, with p = 0 shown as an underflow and its GeneCards link.
  await page.getByLabel('Search genes').fill('FKBP5');
  await expect(count).toContainText('1 gene matches');
  await expect(page).toHaveURL(/q=FKBP5/);
  const row = page.getByRole('table', { name: 'Genes' }).getByRole('row').filter({ hasText: 'FKBP5' });
  await expect(row).toContainText('ENSG00000096060');
  await expect(row).toContainText('4.963');
  await expect(row).toContainText('< 1e-300');
  await expect(row.getByRole('link', { name: /FKBP5 on GeneCards/ })).toHaveAttribute(
    'href',
    'https://www.genecards.org/cgi-bin/carddisp.pl?gene=FKBP5',
  );

  // The Excel report, from the plots tab's download card.
  await page.getByRole('tab', { name: 'Plots' }).click();
  await expect(page).toHaveURL(/tab=plots/);
  const reportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the Excel report (XLSX)' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toBe(`genolist_${id}_report.xlsx`);
  const workbook = await readFile(await report.path());
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
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
  await expect(page.getByLabel('Search genes')).toHaveValue('FKBP5');
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
