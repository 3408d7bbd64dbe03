import type { Page } from '@playwright/test';
import { expect, newEmail, signUpResearcher, test } from './fixtures';

/**
 * The profile: own details edited, the password changed, one's data downloaded, a colleague's
 * profile read without their e-mail, and the account deleted; screenshots at both sizes and in
 * both languages.
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

test('own profile edited, password changed, data downloaded, a colleague read without e-mail, account deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const colleagueEmail = newEmail('colleague');
  const colleague = await request.post('/api/auth/register/', {
    data: {
      first_name: 'Rosalind',
      last_name: 'Franklin',
      email: colleagueEmail,
      password: 'photo fifty-one',
    },
  });
  const colleagueId = ((await colleague.json()) as { user: { id: number } }).user.id;
  await signUpResearcher(page, 'profile');

  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByLabel('First name')).toHaveValue('Barbara');
  await main.getByLabel('Last name').fill('');
  await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
  await main.getByLabel('Last name').fill('McClintock-Maize');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // The header's user menu shows the saved name at once, without a reload.
  await expect(page.getByRole('banner')).toContainText('Barbara McClintock-Maize');
  await expect(main.getByRole('heading', { name: 'Free' })).toBeVisible();
  await shoot(page, 'profile-desktop-en');

  await main.getByLabel('Current password', { exact: true }).fill('jumping genes 1983');
  await main.getByLabel('New password', { exact: true }).fill('transposons 1950');
  await main.getByLabel('Confirm the new password').fill('transposons 1950');
  await main.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  await page.goto(`/profile/${colleagueId}`);
  await expect(main.getByRole('heading', { name: 'Rosalind Franklin' })).toBeVisible();
  await expect(main).not.toContainText(colleagueEmail);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await shoot(page, 'profile-colleague-desktop-en');

  await page.goto('/profile');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Current password').fill('transposons 1950');
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const language of ['en', 'fr'] as const) {
    test(`the profile at ${viewport.width}×${viewport.height} in ${language}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await signUpResearcher(page, `profile-${viewport.name}-${language}`);
      await page.goto('/profile');
      await expect(
        page.getByRole('main').getByLabel(language === 'en' ? 'First name' : 'Prénom'),
      ).toHaveValue('Barbara');
      await shoot(page, `profile-${viewport.name}-${language}`);
    });
  }
}
