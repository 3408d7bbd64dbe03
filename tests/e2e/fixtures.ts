import { test as base, expect } from '@playwright/test';

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
