import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, signUpResearcher, test } from './fixtures';

/**
 * The subscription screen and the console's subscriptions tab: a researcher on the Free plan
 * asks for a quote, staff answer it and move them to a Pro trial, and the researcher sees both;
 * the audit log records the change. Screenshots of each tab at a laptop's and a phone's size.
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

test('a quote request answered by staff, a plan changed by staff, both seen by the researcher', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpResearcher(page, 'quote');
  const company = `Institut ${Date.now()}`;

  // Status: the Free plan, active, with its usage against its limits.
  await page.goto('/subscription');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Free', level: 2 })).toBeVisible();
  await expect(main.getByText('Active', { exact: true })).toBeVisible();
  await expect(main.getByText('0 of 3', { exact: true })).toBeVisible();
  await expect(main.getByText('0 of 10', { exact: true })).toBeVisible();
  await expect(main.getByText('0.00 GB of 1 GB', { exact: true })).toBeVisible();
  await expect(main.locator('[data-usage="Projects"]')).toHaveAttribute('data-usage-color', 'green');
  await shoot(page, 'subscription-status-desktop-en');

  // Plans: five cards, Pro popular, the current plan disabled.
  await main.getByRole('tab', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/tab=plans/);
  await expect(main.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(5);
  const free = main.getByRole('article', { name: 'Free' });
  await expect(free.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  const pro = main.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText('Popular')).toBeVisible();
  await expect(pro.getByTestId('plan-price')).toHaveText('€29 / month');
  await expect(main.getByRole('article', { name: 'Academic' }).getByTestId('plan-price')).toHaveText(
    '€150 / year',
  );
  await shoot(page, 'subscription-plans-desktop-en');

  // The quote dialog: send is refused until the organisation is named; it closes 2 s after sending.
  await pro.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote: Pro' });
  const send = dialog.getByRole('button', { name: 'Send the request' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Organisation name').fill(company);
  await dialog.getByRole('combobox', { name: 'Sector' }).click();
  await page.getByRole('option', { name: 'Academic research' }).click();
  await dialog.getByLabel('Expected users').fill('12');
  await dialog.getByLabel('Additional message').fill('Twelve people in our sequencing core.');
  await shoot(page, 'subscription-quote-dialog-desktop-en');
  await send.click();
  await expect(dialog.getByText('our sales team will reply within 24 hours')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await main.getByRole('tab', { name: 'Billing' }).click();
  await expect(main.getByText('GenoApp takes no payment online')).toBeVisible();
  await expect(main.getByRole('table', { name: 'Subscription history' })).toContainText('Account opened');
  const request = main.getByRole('listitem', { name: 'Pro' });
  await expect(request).toContainText(company);
  await expect(request).toContainText('Pending');

  // Staff answer the request and move the researcher to a Pro trial.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.addInitScript(() => localStorage.setItem('language', 'en'));
  await staff.setViewportSize({ width: 1440, height: 900 });
  await signIn(staff, ADMIN.email, ADMIN.password);
  await staff.goto('/upload?tab=subscriptions');
  await staff.getByRole('searchbox', { name: 'Search subscriptions and requests' }).fill(company);
  await staff.getByRole('button', { name: `Answer the request of ${company}` }).click();
  const answer = staff.getByRole('dialog', { name: `${company}: Pro` });
  await expect(answer).toContainText('Twelve people in our sequencing core.');
  await answer.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Quoted' }).click();
  await answer.getByLabel('Reply to the requester').fill('Our quote is on its way by e-mail.');
  await answer.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Quote request updated')).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Quote requests' })).toContainText('Quoted');

  const email = await page.evaluate(() =>
    document.querySelector('[title*="@e2e.example"]')?.getAttribute('title'),
  );
  await staff.getByRole('searchbox', { name: 'Search subscriptions and requests' }).fill(email ?? '');
  await staff.getByRole('button', { name: 'Edit the subscription of Barbara McClintock' }).click();
  const edit = staff.getByRole('dialog', { name: 'Subscription of Barbara McClintock' });
  await edit.getByRole('combobox', { name: 'Plan' }).click();
  await staff.getByRole('option', { name: 'Pro' }).click();
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Trial' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Subscription updated')).toBeVisible();
  await expect(staff.getByRole('table', { name: 'User subscriptions' })).toContainText('Trial');
  await shoot(staff, 'console-subscriptions-desktop-en');

  // The change is in the superuser's audit log.
  await staff.getByRole('tab', { name: 'Audit log' }).click();
  await expect(staff.getByRole('table', { name: 'Audit log' })).toContainText('subscription.update');
  await shoot(staff, 'console-audit-desktop-en');
  await staffContext.close();

  // The researcher sees the reply and the Pro trial.
  await page.reload();
  await expect(main.getByRole('listitem', { name: 'Pro' })).toContainText('Quoted');
  await expect(main.getByRole('listitem', { name: 'Pro' })).toContainText(
    'Our quote is on its way by e-mail.',
  );
  await expect(main.getByRole('table', { name: 'Subscription history' })).toContainText('Changed by staff');
  await shoot(page, 'subscription-billing-desktop-en');
  await main.getByRole('tab', { name: 'Status' }).click();
  await expect(main.getByRole('heading', { name: 'Pro', level: 2 })).toBeVisible();
  await expect(main.getByText('Trial', { exact: true })).toBeVisible();
  await expect(main.getByText(/days? left in your trial/)).toBeVisible();
  await expect(main.getByText('0 of 50', { exact: true })).toBeVisible();
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const language of ['en', 'fr'] as const) {
    test(`the subscription tabs at ${viewport.width}×${viewport.height} in ${language}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await signUpResearcher(page, `subscription-${viewport.name}-${language}`);
      const main = page.getByRole('main');
      await page.goto('/subscription');
      await expect(main.locator('[data-usage]').first()).toBeVisible();
      await shoot(page, `subscription-status-${viewport.name}-${language}`);
      await page.goto('/subscription?tab=plans');
      await expect(main.getByRole('article')).toHaveCount(5);
      await expect(
        main.getByRole('button', { name: language === 'en' ? 'Current plan' : 'Plan actuel' }),
      ).toBeDisabled();
      await shoot(page, `subscription-plans-${viewport.name}-${language}`);
      await page.goto('/subscription?tab=billing');
      await expect(main.getByRole('table')).toBeVisible();
      await shoot(page, `subscription-billing-${viewport.name}-${language}`);
    });
  }
}
