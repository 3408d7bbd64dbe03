import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import JSZip from 'jszip';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { ADMIN, demoWorld, E2E_RATE_LIMITS, expect, newEmail, signIn, signInWith, test } from './fixtures';

const LIBRARY = 'SLCTMS';
const PROJECT = 'Team share test: hepatic and renal samples';
const LIST = 'Team share test: hepatic against renal';
const INVITEE = { first_name: 'Nettie', last_name: 'Stevens', password: 'mealworm chromosomes 1905' };

/**
 * A private project with one genolist that only the administrator owns: the SLC002 demo archive
 * under another library and names, uploaded through the API (the console's upload is tested by
 * import.spec.ts). Its genolist id is answered once the import has finished.
 */
async function importPrivateList(
  request: APIRequestContext,
  access: string,
): Promise<{ listId: number; projectId: number }> {
  const zip = await JSZip.loadAsync(await readFile('demo/export_for_genoapp_SLC002.zip'));
  const manifest = JSON.parse(await (zip.file('manifest.json') as JSZip.JSZipObject).async('string'));
  manifest.project.name = PROJECT;
  manifest.project.library = LIBRARY;
  manifest.comparisons[0].name = LIST;
  zip.file('manifest.json', JSON.stringify(manifest));
  const headers = { Authorization: `JWT ${access}` };
  const upload = await request.post('/api/imports/', {
    headers,
    multipart: {
      file: {
        name: `export_for_genoapp_${LIBRARY}.zip`,
        mimeType: 'application/zip',
        buffer: await zip.generateAsync({ type: 'nodebuffer' }),
      },
    },
  });
  expect(upload.status()).toBe(202);
  const { task_id: taskId } = (await upload.json()) as { task_id: number };
  let projectId = 0;
  await expect
    .poll(
      async () => {
        const task = await (await request.get(`/api/imports/${taskId}/`, { headers })).json();
        projectId = task.project_id;
        return task.status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('SUCCESS');
  const lists = await (await request.get(`/api/genolists/?project=${projectId}`, { headers })).json();
  const list = (lists as { id: number; name: string }[]).find((candidate) => candidate.name === LIST);
  expect(list).toBeDefined();
  return { listId: (list as { id: number }).id, projectId };
}

/** A researcher with an account of their own, signed in in a browser context of their own. */
async function signedInInvitee(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<{ page: Page; access: string }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const answer = await page.request.post('/api/auth/register/', { data: { ...INVITEE, email } });
  expect(answer.status()).toBe(201);
  return { page, access: await signInWith(page, await answer.json()) };
}

test.describe('on a server of its own', () => {
  // "The administrator owns one team only": a spec running beside this one (two workers) makes
  // the administrator other teams on the shared server.
  let server: RunningServer;
  test.beforeAll(async () => {
    // A server's start on a loaded machine.
    test.setTimeout(180_000);
    server = await startServerProcess(
      {
        WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...E2E_RATE_LIMITS,
      },
      { copyOf: demoWorld() },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a team is created, joined by invitation, given a private gene list, and left with it', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const baseURL = server.url;
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const request = context.request;
    const adminAccess = (
      (await (await request.post('/api/token/', { data: ADMIN })).json()) as { access: string }
    ).access;
    const { listId, projectId } = await importPrivateList(request, adminAccess);
    const team = `Hepatology ${Date.now()}`;
    const inviteeEmail = newEmail('invitee');
    const { page: invitee, access: inviteeAccess } = await signedInInvitee(
      browser,
      baseURL as string,
      inviteeEmail,
    );
    const inviteeName = `${INVITEE.first_name} ${INVITEE.last_name}`;

    // The administrator creates a team: it opens at once, with them as its owner.
    await signIn(page, ADMIN.email, ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Collaboration' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collaboration' })).toBeVisible();
    await page.getByRole('button', { name: 'Create team' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create a team' });
    await expect(create.getByRole('button', { name: 'Create team' })).toBeDisabled();
    await expect(create.getByRole('switch', { name: 'Public team' })).not.toBeChecked();
    await expect(create.getByRole('switch', { name: 'Share my new projects with this team' })).toBeChecked();
    await create.getByRole('textbox', { name: 'Name' }).fill(team);
    await create.getByRole('textbox', { name: 'Description' }).fill('Liver and kidney transcriptomes.');
    await create.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText('Team created')).toBeVisible();
    await expect(page).toHaveURL(/\/teams\/\d+$/);
    const teamUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: team })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Members' })).toContainText('1');

    // …and invites the researcher, found by their whole address and picked from the suggestions.
    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: `Invite to ${team}` });
    await invite.getByLabel('Name or e-mail address').fill(inviteeEmail);
    await page.getByRole('option', { name: new RegExp(inviteeName) }).click();
    await expect(invite.getByRole('radio', { name: /^Member/ })).toBeChecked();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    await page.goto('/collaboration?tab=invitations');
    const sent = page.getByRole('table', { name: 'Invitations you sent' });
    // An invitation to an account reads as its name.
    const sentRow = sent.getByRole('row').filter({ hasText: team });
    await expect(sentRow).toContainText(inviteeName);
    await expect(sentRow).toContainText('Pending');

    // The researcher sees the invitation counted in the sidebar, accepts it, and the count goes.
    await invitee.goto('/');
    const inviteeNav = invitee.getByRole('navigation', { name: 'Main navigation' });
    await inviteeNav.getByRole('link', { name: 'Collaboration (1 pending invitation)' }).click();
    await invitee.getByRole('tab', { name: /Invitations/ }).click();
    await expect(invitee).toHaveURL(/tab=invitations/);
    await expect(invitee.getByText(`Join ${team}`)).toBeVisible();
    await invitee.getByRole('button', { name: `Accept the invitation to ${team}` }).click();
    await expect(invitee.getByText('Invitation accepted')).toBeVisible();
    await expect(inviteeNav.getByRole('link', { name: 'Collaboration', exact: true })).toBeVisible();
    await expect(invitee.getByText('No invitation waiting for you')).toBeVisible();
    await invitee.getByRole('tab', { name: 'Teams' }).click();
    await expect(invitee.getByRole('link', { name: team })).toBeVisible();

    // Before anything is shared, the private list is not the researcher's to open.
    await invitee.goto(`/genolists/${listId}`);
    await expect(invitee.getByRole('heading', { name: 'Access denied to the gene list' })).toBeVisible();

    // The administrator shares the list with the team from the genolists list's row action.
    await page.goto(`/genolists?q=${encodeURIComponent('Team share test')}`);
    await page.getByRole('button', { name: `Share ${LIST} with a team` }).click();
    const share = page.getByRole('dialog', { name: 'Share the gene list with a team' });
    await expect(share.getByRole('radio', { name: /^Viewer/ })).toBeChecked();
    // The administrator owns one team only: it is chosen already.
    await expect(share.getByRole('combobox', { name: 'Team' })).toHaveValue(`${team} · Owner`);
    await share.getByRole('radio', { name: /^Editor/ }).check();
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Gene list shared')).toBeVisible();
    await expect(share).toBeHidden();

    // …and its project, from the project's page, read only.
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'Share with a team' }).click();
    const shareProject = page.getByRole('dialog', { name: 'Share the project with a team' });
    await expect(shareProject.getByRole('combobox', { name: 'Team' })).toHaveValue(`${team} · Owner`);
    await shareProject.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Project shared', { exact: true })).toBeVisible();

    // The researcher finds it among the gene lists shared with their teams, and opens it.
    await invitee.goto('/collaboration?tab=genolists');
    const shared = invitee.getByRole('table', { name: 'Gene lists shared with your teams' });
    const row = shared.getByRole('row').filter({ hasText: LIST });
    await expect(row).toContainText(team);
    await expect(row).toContainText('Editor');
    await row.getByRole('link', { name: `Open ${LIST}` }).click();
    await expect(invitee).toHaveURL(new RegExp(`/genolists/${listId}$`));
    await expect(invitee.getByRole('heading', { level: 1 })).toContainText(LIST);
    await invitee.goto('/collaboration?tab=projects');
    const sharedProjects = invitee.getByRole('table', { name: 'Projects shared with your teams' });
    await expect(sharedProjects.getByRole('row').filter({ hasText: PROJECT })).toContainText('Viewer');

    // The owner changes the researcher's role, then removes them from the team.
    await page.goto(teamUrl);
    await expect(page.getByRole('group', { name: 'Gene lists' })).toContainText('1');
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('row').filter({ hasText: inviteeName })).toContainText('Member');
    await page.getByRole('button', { name: `Actions for ${inviteeName}` }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const roleDialog = page.getByRole('dialog', { name: `Change the role of ${inviteeName}` });
    await roleDialog.getByRole('radio', { name: /^Viewer/ }).check();
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByText('Role changed')).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: inviteeName })).toContainText('Viewer');
    await page.getByRole('button', { name: `Actions for ${inviteeName}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from team' }).click();
    await page
      .getByRole('dialog', { name: `Remove ${inviteeName} from the team?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Member removed')).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: inviteeName })).toHaveCount(0);

    // The researcher no longer sees the list: not among the shared ones, the server refuses it, and
    // the copy this browser saved while it was shared gives way to the access-denied panel.
    await invitee.goto('/collaboration?tab=genolists');
    await expect(invitee.getByText('No gene list is shared with your teams')).toBeVisible();
    await expect(invitee.getByRole('table', { name: 'Gene lists shared with your teams' })).toHaveCount(0);
    await invitee.getByRole('tab', { name: 'Teams' }).click();
    await expect(invitee.getByText('No team yet')).toBeVisible();
    const refused = await invitee.request.get(`/api/genolists/${listId}/`, {
      headers: { Authorization: `JWT ${inviteeAccess}` },
    });
    expect(refused.status()).toBe(404);
    await invitee.goto(`/genolists/${listId}`);
    await expect(invitee.getByRole('heading', { name: 'Access denied to the gene list' })).toBeVisible();

    // On a phone the team's page and the invitations fit the width (tables scroll in their box).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [teamUrl, '/collaboration?tab=invitations', '/collaboration?tab=genolists']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The owner renames the team and makes it public, stops sharing the list, then deletes the team.
    await page.goto(teamUrl);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Team settings' });
    await settings.getByRole('textbox', { name: 'Name' }).fill(`${team} (archived)`);
    await settings.getByRole('switch', { name: 'Public team' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${team} (archived)` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About this team' })).toContainText('Public');
    await page.getByRole('tab', { name: /Gene lists/ }).click();
    await expect(page).toHaveURL(/tab=genolists/);
    await page.getByRole('button', { name: `Remove ${LIST} from the team` }).click();
    await page
      .getByRole('dialog', { name: 'Stop sharing this gene list?' })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
    await expect(page.getByText('No longer shared', { exact: true })).toBeVisible();
    await expect(page.getByText('No gene list is shared with this team')).toBeVisible();
    await page.getByRole('button', { name: 'Delete team' }).click();
    const deletion = page.getByRole('dialog', { name: `Delete “${team} (archived)”?` });
    await expect(deletion).toContainText('This cannot be undone.');
    await deletion.getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('Team deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(teamUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
    await invitee.context().close();
    await context.close();
  });
});

test('a team that does not exist says so, in French too', async ({ page, request }) => {
  const answer = await request.post('/api/auth/register/', {
    data: {
      first_name: 'Marthe',
      last_name: 'Vogt',
      email: newEmail('lost'),
      password: 'neurotransmitters 1946',
    },
  });
  await signInWith(page, await answer.json());
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto('/teams/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la collaboration' }).click();
  await expect(page).toHaveURL(/\/collaboration$/);
  await expect(page.getByText('Aucune équipe pour l’instant')).toBeVisible();
});
