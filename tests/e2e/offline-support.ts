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

/** How many saved API answers of the signed-in user have `part` in their query key. */
export function savedAnswers(page: Page, part: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('genoapp-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const userId = Number(localStorage.getItem('user_id'));
          const all = open.result.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => {
            open.result.close();
            const records = all.result as { userId: number; hash: string }[];
            resolve(records.filter((r) => r.userId === userId && r.hash.includes(text)).length);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    part,
  );
}

export async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toContain('/sw.js');
}
