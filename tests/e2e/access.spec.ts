import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, signUpResearcher, test, waitForDemoList } from './fixtures';

/**
 * Every screen offers only what the server would accept: share, visibility and deletion come
 * with each project and gene list as the user's rights (`share_permissions`,
 * `can_change_visibility`, `can_delete`), computed by the server's access rules. A researcher
 * reading the public demo data sees none of them; its owner sees them all.
 */

const LIST = 'DHT vs control';

interface Demo {
  listId: number;
  projectId: number;
  projectName: string;
}

async function demoOf(page: Page, access: string): Promise<Demo> {
  const listId = await waitForDemoList(page.request, access);
  const answer = await page.request.get(`/api/genolists/${listId}/`, {
    headers: { Authorization: `JWT ${access}` },
  });
  const list = (await answer.json()) as { project: { id: number; name: string } };
  return { listId, projectId: list.project.id, projectName: list.project.name };
}

/** Where the actions are offered: each list's row and each detail page's header. */
async function expectOffers(page: Page, demo: Demo, offered: boolean) {
  const count = offered ? 1 : 0;
  await page.goto('/projects');
  const projectRow = page.getByRole('row').filter({ hasText: demo.projectName });
  await expect(projectRow).toBeVisible({ timeout: 60_000 });
  // A project's row has its actions in one menu, sharing first.
  const projectMenu = projectRow.getByRole('button', { name: `More actions for ${demo.projectName}` });
  await expect(projectMenu).toHaveCount(count);
  if (offered) {
    await projectMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Share with a team' })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  await page.goto(`/projects/${demo.projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: demo.projectName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share with a team' })).toHaveCount(count);
  await expect(page.getByRole('button', { name: `More actions for ${demo.projectName}` })).toHaveCount(count);

  await page.goto('/genolists');
  const listRow = page.getByRole('row').filter({ hasText: LIST });
  await expect(listRow).toBeVisible();
  await expect(listRow.getByRole('button', { name: `Share ${LIST} with a team` })).toHaveCount(count);
  await expect(listRow.getByRole('button', { name: `More actions for ${LIST}` })).toHaveCount(count);

  await page.goto(`/genolists/${demo.listId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(LIST) })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Expert mode' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(count);
  await expect(page.getByRole('button', { name: `More actions for ${LIST}` })).toHaveCount(count);
}

test('a researcher is offered no share, visibility or delete on public demo data; its owner is', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const access = await signUpResearcher(page, 'access');
  const demo = await demoOf(page, access);
  await expectOffers(page, demo, false);

  // The administrator imported the demo data: they own it, and every action is theirs.
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await signIn(owner, ADMIN.email, ADMIN.password);
  await expectOffers(owner, demo, true);
  await owner.getByRole('button', { name: `More actions for ${LIST}` }).click();
  await expect(owner.getByRole('menuitem', { name: 'Make private' })).toBeVisible();
  await expect(owner.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await owner.keyboard.press('Escape');
  await owner.goto(`/projects/${demo.projectId}`);
  await owner.getByRole('button', { name: `More actions for ${demo.projectName}` }).click();
  await expect(owner.getByRole('menuitem', { name: 'Make private' })).toBeVisible();
  await expect(owner.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await owner.keyboard.press('Escape');
  await owner.getByRole('button', { name: 'Share with a team' }).click();
  const ownerDialog = owner.getByRole('dialog', { name: 'Share the project with a team' });
  for (const permission of ['Viewer', 'Editor', 'Admin'])
    await expect(ownerDialog.getByRole('radio', { name: new RegExp(`^${permission}`) })).toBeVisible();
  await context.close();
});

test('a collaborator who may only manage collaborators shares at Viewer, the one permission they hold', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const access = await signUpResearcher(page, 'manager');
  const demo = await demoOf(page, access);
  const me = (await (
    await page.request.get('/api/users/me/', { headers: { Authorization: `JWT ${access}` } })
  ).json()) as {
    id: number;
  };
  const admin = ((await (await request.post('/api/token/', { data: ADMIN })).json()) as { access: string })
    .access;
  const added = await request.post('/api/collaboration/project-collaborators/', {
    headers: { Authorization: `JWT ${admin}` },
    data: { project: demo.projectId, user: me.id, can_manage_collaborators: true },
  });
  expect(added.status()).toBe(201);
  const team = await page.request.post('/api/collaboration/teams/', {
    headers: { Authorization: `JWT ${access}` },
    data: { name: `Managers ${Date.now()}` },
  });
  expect(team.status()).toBe(201);

  await page.goto(`/projects/${demo.projectId}`);
  // Sharing is theirs; visibility and deletion are not.
  await expect(page.getByRole('button', { name: `More actions for ${demo.projectName}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Share with a team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the project with a team' });
  await expect(dialog.getByRole('radio', { name: /^Viewer/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^Editor/ })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /^Admin/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Project shared')).toBeVisible();
  // The demo project is left as other tests expect it.
  const teamId = ((await team.json()) as { id: number }).id;
  await page.request.delete(`/api/collaboration/teams/${teamId}/projects/${demo.projectId}/`, {
    headers: { Authorization: `JWT ${access}` },
  });
  await request.delete(`/api/collaboration/project-collaborators/${(await added.json()).id}/`, {
    headers: { Authorization: `JWT ${admin}` },
  });
});
