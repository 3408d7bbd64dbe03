import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, newEmail } from './fixtures';

/** What the offline end-to-end tests share: accounts, the demo list, the network switched off. */

export const LIST = 'DHT vs control';
export const PASSWORD = 'offline on a train 7';

export interface Account {
  email: string;
  access: string;
  refresh: string;
  user: { id: number };
}

/** A new account on the server at `base` (the tests' server when empty). */
export async function register(request: APIRequestContext, first: string, base = ''): Promise<Account> {
  const email = newEmail('offline');
  const response = await request.post(`${base}/api/auth/register/`, {
    data: { first_name: first, last_name: 'Tester', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  const { access, refresh, user } = await response.json();
  return { email, access, refresh, user };
}

export async function api<T>(request: APIRequestContext, access: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `JWT ${access}` } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** The server imports the demo projects in the background when it starts. */
export async function demoList(
  request: APIRequestContext,
  access: string,
  base = '',
): Promise<{ id: number; project: { id: number; name: string } }> {
  let found: { id: number; project: { id: number; name: string } } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${base}/api/genolists/mygenolists/`, {
          headers: { Authorization: `JWT ${access}` },
        });
        const lists: { id: number; name: string; project: { id: number; name: string } }[] = answer.ok()
          ? await answer.json()
          : [];
        found = lists.find((list) => list.name === LIST);
        return found !== undefined;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return found as { id: number; project: { id: number; name: string } };
}

/**
 * Playwright's offline mode does not reach a service worker's own fetches (microsoft/playwright
 * #2311); GenoApp's worker only answers from its precache, but the API is also refused here so
 * no answer can come from the server while the test says "offline".
 */
const refuseApi = (route: Route) => route.abort('internetdisconnected');
export async function goOffline(context: BrowserContext) {
  await context.route('**/api/**', refuseApi);
  await context.setOffline(true);
}
export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**', refuseApi);
  await context.setOffline(false);
}

/**
 * How many records of the signed-in user a table of the offline database holds, read as stored:
 * sealed, their keys blind, so only counted (what they hold is checked through the app).
 */
export function storedRecords(page: Page, table: 'queries' | 'frames', genolistId?: number): Promise<number> {
  return page.evaluate(
    ([name, id]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('genoapp-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const userId = Number(localStorage.getItem('user_id'));
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            open.result.close();
            const records = all.result as { userId: number; genolistId?: number }[];
            resolve(
              records.filter((r) => r.userId === userId && (id === undefined || r.genolistId === id)).length,
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
    [table, genolistId] as const,
  );
}

/**
 * Waits until the signed-in user's saved answers have all reached the disk: their count holds
 * still across two readings a second apart (answers are written in groups, half a second after
 * they come).
 */
export async function answersSaved(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await storedRecords(page, 'queries');
        const settled = count > 0 && count === last;
        last = count;
        return settled;
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe(true);
}

export async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toContain('/sw.js');
}
