import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, newEmail, signInWith, test } from './fixtures';

/** The team screen's own actions: cancel a pending invitation, leave the team, read its activity. */

interface Account {
  access: string;
  refresh: string;
  user: { id: number; email: string; first_name: string; last_name: string };
}

async function register(request: APIRequestContext, first_name: string, last_name: string): Promise<Account> {
  const answer = await request.post('/api/auth/register/', {
    data: { first_name, last_name, email: newEmail(first_name.toLowerCase()), password: 'team screen 2024' },
  });
  expect(answer.status()).toBe(201);
  return answer.json();
}

async function call(request: APIRequestContext, who: Account, path: string, data?: object) {
  const answer = await request.post(path, { headers: { Authorization: `JWT ${who.access}` }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

async function pageAs(browser: Browser, baseURL: string, who: Account) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await signInWith(page, who);
  return page;
}

test('an owner cancels an invitation, a member leaves, and the activity tab tells it all', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [owner, member] = [
    await register(request, 'Rosalind', 'Franklin'),
    await register(request, 'Maurice', 'Wilkins'),
  ];
  const name = `Diffraction ${Date.now()}`;
  const team = await call(request, owner, '/api/collaboration/teams/', { name });
  const invitation = await call(request, owner, `/api/collaboration/teams/${team.id}/invite_user/`, {
    email: member.user.email,
  });
  await call(request, member, `/api/collaboration/invitations/${invitation.id}/accept/`);
  const pendingEmail = newEmail('gosling');
  await call(request, owner, `/api/collaboration/teams/${team.id}/invite_user/`, {
    email: pendingEmail,
    permission_level: 'VIEWER',
  });

  // The owner sees who is invited and not joined yet, and cancels it.
  await signInWith(page, owner);
  await page.goto(`/teams/${team.id}`);
  const pending = page.getByRole('table', { name: 'Pending invitations of the team' });
  await expect(pending.getByRole('row').filter({ hasText: pendingEmail })).toBeVisible();
  await page.getByRole('button', { name: `Cancel the invitation of ${pendingEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the invitation of ${pendingEmail}?` });
  await expect(dialog).toContainText(`will no longer be able to join “${name}”`);
  await dialog.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('Invitation cancelled')).toBeVisible();
  await expect(page.getByText('Nobody invited is waiting to join.')).toBeVisible();
  // The only owner may not leave: the button says why instead.
  await expect(page.getByRole('button', { name: 'Leave team' })).toBeDisabled();

  // The member leaves.
  const memberPage = await pageAs(browser, baseURL as string, member);
  await memberPage.goto(`/teams/${team.id}`);
  await expect(memberPage.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await memberPage.getByRole('button', { name: 'Leave team' }).click();
  const leave = memberPage.getByRole('dialog', { name: `Leave “${name}”?` });
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(memberPage.getByText(`You are no longer a member of “${name}”.`)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/collaboration$/);
  await expect(memberPage.getByText(name)).toHaveCount(0);
  await memberPage.context().close();

  // The owner reads what happened, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  const events = page.getByRole('list', { name: 'Team activity' }).getByRole('listitem');
  await expect(events).toHaveText([
    /^Maurice Wilkins left the team/,
    /^Maurice Wilkins joined the team as Member/,
    /^Rosalind Franklin created the team/,
  ]);
  await expect(events.first()).toContainText('today');
});

test('the sent invitations can be cancelled from the collaboration page', async ({ page, request }) => {
  const owner = await register(request, 'Barbara', 'McClintock');
  const team = await call(request, owner, '/api/collaboration/teams/', { name: `Maize ${Date.now()}` });
  const email = newEmail('creighton');
  await call(request, owner, `/api/collaboration/teams/${team.id}/invite_user/`, { email });
  await signInWith(page, owner);
  await page.goto('/collaboration?tab=invitations');
  const row = page
    .getByRole('table', { name: 'Invitations you sent' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Cancel the invitation of ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
});
