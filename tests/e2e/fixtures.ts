import { test as base, expect, type Page } from '@playwright/test';

export { ADMIN } from './global-setup';

/** Every test gets the URL of the server that global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect };

let counter = 0;
export function newEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@e2e.example`;
}

/** Signs in through the sign-in screen and waits for the welcome toast. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
