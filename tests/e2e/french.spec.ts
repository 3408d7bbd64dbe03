import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, newEmail, signInWith, test, waitForDemoList } from './fixtures';

/**
 * Every screen in French shows no sentence of the English catalogue, and no key in place of a
 * missing text: the walk collects each
 * screen's visible text and looks for the English texts whose French differs. A text is looked
 * for by its fixed parts (what lies between its {{values}} and tags) of two words or more that no
 * French text also contains ("p-value ajustée" and "log2 fold change" are French too).
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

function catalogue(language: 'en' | 'fr'): Map<string, string> {
  const dir = join(import.meta.dirname, '../../locales', language);
  const all = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const namespace = file.replace(/\.json$/, '');
    for (const [key, value] of flatten(JSON.parse(readFileSync(join(dir, file), 'utf8'))))
      all.set(`${namespace}:${key}`, value);
  }
  return all;
}

/** The English-only sentences to look for, each with the key it comes from. */
function englishSentences(): { text: string; key: string }[] {
  const english = catalogue('en');
  const french = catalogue('fr');
  const frenchText = [...french.values()].join('\n').toLowerCase();
  const sentences = new Map<string, string>();
  for (const [key, value] of english) {
    if (french.get(key) === value) continue;
    for (const part of value.split(/\{\{[^}]*\}\}|<\/?\w+>|\$t\([^)]*\)/)) {
      const text = part.trim().replace(/^[\s:;,.·–—(“]+|[\s:;,.·–—)”…?]+$/g, '');
      if (!/\p{L}+\s+\p{L}+/u.test(text) || text.length < 8) continue;
      if (frenchText.includes(text.toLowerCase())) continue;
      if (!sentences.has(text)) sentences.set(text, key);
    }
  }
  return [...sentences].map(([text, key]) => ({ text, key }));
}

/** Every key of the catalogue as i18next shows it when its text is missing: `distribution.up`. */
function keyPaths(): Set<string> {
  return new Set(
    [...catalogue('en').keys()].map((key) => key.replace(/^[^:]+:/, '').replace(/_(one|other|many)$/, '')),
  );
}

async function adminSession(request: APIRequestContext) {
  const tokens = (await (await request.post('/api/token/', { data: ADMIN })).json()) as {
    access: string;
    refresh: string;
  };
  const headers = { Authorization: `JWT ${tokens.access}` };
  const me = await (await request.get('/api/users/me/', { headers })).json();
  return { ...tokens, headers, user: { id: me.id as number } };
}

test('every screen in French shows no English sentence of the app', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const sentences = englishSentences();
  const keys = keyPaths();
  expect(sentences.length).toBeGreaterThan(500);
  const admin = await adminSession(request);
  const listId = await waitForDemoList(request, admin.access);
  const list = await (await request.get(`/api/genolists/${listId}/`, { headers: admin.headers })).json();
  const projectId = list.project.id as number;
  const post = async (path: string, data: object) => {
    const answer = await request.post(path, { headers: admin.headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  // A team with a pending invitation, a shared project and some activity.
  const team = await post('/api/collaboration/teams/', { name: `Équipe ${Date.now()}`, description: 'Foie' });
  await post(`/api/collaboration/teams/${team.id}/invite_user/`, { email: newEmail('invitee') });
  await post(`/api/collaboration/projects/${projectId}/share_with_team/`, { team_id: team.id });
  const tasks = (await (await request.get('/api/imports/', { headers: admin.headers })).json()) as {
    id: number;
  }[];

  await signInWith(page, admin);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const found: string[] = [];

  /** The screen's visible text, once it has settled, checked against the English sentences. */
  async function check(where: string, on: Page = page) {
    await on.waitForLoadState('networkidle');
    await expect(on.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const text = await on.evaluate(() => document.body.innerText);
    for (const { text: sentence, key } of sentences) {
      const at = text.indexOf(sentence);
      // A whole phrase: not the middle of a longer word.
      if (at >= 0 && !/\p{L}/u.test(text[at - 1] ?? '') && !/\p{L}/u.test(text[at + sentence.length] ?? ''))
        found.push(`${where}: "${sentence}" (${key})`);
    }
    // A text that is missing shows as its key.
    for (const token of text.match(/\b[a-z][A-Za-z]*(\.[a-z][A-Za-z-]*)+\b/g) ?? [])
      if (keys.has(token)) found.push(`${where}: the key ${token} instead of its text`);
  }

  async function visit(path: string) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await check(path);
  }

  const screens = [
    '/',
    '/projects',
    `/projects/${projectId}`,
    `/projects/${projectId}?tab=results`,
    `/projects/${projectId}?tab=genolists`,
    '/projects/create',
    '/genolists',
    `/genolists/${listId}`,
    `/genolists/${listId}?tab=go`,
    `/genolists/${listId}?tab=plots&mode=expert`,
    '/collaboration',
    '/collaboration?tab=projects',
    '/collaboration?tab=genolists',
    '/collaboration?tab=invitations',
    `/teams/${team.id}`,
    `/teams/${team.id}?tab=projects`,
    `/teams/${team.id}?tab=genolists`,
    `/teams/${team.id}?tab=activity`,
    '/upload',
    '/upload?view=status',
    `/upload?view=status&task=${tasks[0]?.id}`,
    '/upload?tab=users',
    '/analytics',
    '/subscription',
    '/profile',
    '/settings',
    '/help',
    '/help/documentation',
    '/help/documentation?doc=volcano',
    '/help/documentation?doc=heatmap',
    '/help/documentation?doc=offline',
    '/help/documentation?doc=importing',
    '/help/documentation?doc=sharing',
    '/no-such-page',
  ];
  for (const path of screens) await visit(path);

  // The rule GenoApp derived the QC statuses by is worded in French too (it was stored in English).
  await visit(`/projects/${projectId}?tab=results`);
  await expect(
    page.getByText(/^Chaque échantillon est comparé à la médiane des échantillons du projet/),
  ).toBeVisible();
  await expect(page.getByText('Banque SLC001')).toBeVisible();

  // Dialogs and panels opened from the screens.
  await visit(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Partager avec une équipe' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('share dialog');
  await page.keyboard.press('Escape');
  await visit(`/teams/${team.id}`);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('invite dialog');
  await page.keyboard.press('Escape');
  await openGene(page, listId);
  await check('gene panel');

  // Signed out: the sign-in and sign-up forms, for a French browser.
  const anonymous = await (await browser.newContext({ locale: 'fr-FR', baseURL })).newPage();
  await anonymous.goto('/');
  await expect(anonymous.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await check('sign-in', anonymous);
  await anonymous.getByRole('tab', { name: 'Inscription' }).click();
  await check('sign-up', anonymous);
  await anonymous.context().close();

  expect(found).toEqual([]);
});

/** The gene panel of the list's first gene, opened from the table. */
async function openGene(page: Page, listId: number) {
  await page.goto(`/genolists/${listId}`);
  const table = page.getByRole('table', { name: 'Gènes' });
  await table.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
