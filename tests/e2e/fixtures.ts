import { readFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { demoWorld } from './demo-world-support';
export { ADMIN, E2E_RATE_LIMITS } from './global-setup';

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

/** A new researcher, signed in by storing the tokens the register call answers; returns the access token. */
export async function signUpResearcher(page: Page, prefix: string): Promise<string> {
  const response = await page.request.post('/api/auth/register/', {
    data: {
      first_name: 'Barbara',
      last_name: 'McClintock',
      email: newEmail(prefix),
      password: 'jumping genes 1983',
    },
  });
  expect(response.status()).toBe(201);
  return signInWith(page, await response.json());
}

/** Signs the page in with the tokens a register call answered (kept across reloads); returns the access token. */
export async function signInWith(
  page: Page,
  { access, refresh, user }: { access: string; refresh: string; user: { id: number } },
): Promise<string> {
  await page.addInitScript(
    (tokens) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', tokens.access);
        localStorage.setItem('refresh_token', tokens.refresh);
        localStorage.setItem('user_id', tokens.userId);
      }
    },
    { access, refresh, userId: String(user.id) },
  );
  return access;
}

/** The server imports the demo projects in the background when it starts: waits for the Li 2008 list (DHT vs control). */
export async function waitForDemoList(
  request: APIRequestContext,
  access: string,
  name = 'DHT vs control',
): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/genolists/mygenolists/', {
          headers: { Authorization: `JWT ${access}` },
        });
        const lists: { id: number; name: string }[] = answer.ok() ? await answer.json() : [];
        id = lists.find((list) => list.name === name)?.id;
        return id !== undefined;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return id as number;
}

/** Points a canvas shows: pixels that are not transparent. */
export async function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let painted = 0;
    for (let k = 3; k < data.length; k += 4) if ((data[k] as number) > 0) painted++;
    return painted;
  });
}

/** What R computed from a demo archive (`tests/fixtures/reference_<library>.json`), the file the unit tests check the import against. */
interface DemoReference {
  samples: string[];
  pca: { variance_explained: Record<string, number> };
  significant_counts: {
    comparison: string;
    by_fold_change: Record<string, { up: number; down: number; total: number }>;
  }[];
}

export const demoReference = (library: 'SLC001' | 'SLC002'): DemoReference =>
  JSON.parse(readFileSync(`tests/fixtures/reference_${library}.json`, 'utf8'));

/** The significant genes of a demo comparison as R counts them: up, down and total at a fold-change cutoff. */
export function significantGenes(
  library: 'SLC001' | 'SLC002',
  comparison: string,
  foldChange: '1.2' | '1.5' | '2',
) {
  const counts = demoReference(library).significant_counts.find((c) => c.comparison === comparison)
    ?.by_fold_change[foldChange];
  if (!counts) throw new Error(`reference_${library}.json has no ${comparison} at fold change ${foldChange}`);
  return counts;
}

/** A count as the English interface writes it (1,513). */
export const inEnglish = (n: number) => n.toLocaleString('en-US');
