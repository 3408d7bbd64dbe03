/**
 * The console's accounts, subscriptions and quotes, and the audit log: staff-only and
 * superuser-only routes refuse others; deactivation ends tokens at once; deleting yourself or the
 * last superuser is refused; what a deleted account owns is reassigned or deleted.
 */
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { importDemo } from './demo-data';
import { createUser, PASSWORD, signedIn, startTestApp, tokensFor, uniqueEmail } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
let superuser: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await startTestApp();
  const root = await createUser(t.app, { staff: true });
  await t.app.ctx.database.db
    .update(schema.users)
    .set({ is_superuser: true })
    .where(eq(schema.users.id, root.id));
  const tokens = await tokensFor(t.app, root.email);
  superuser = { user: root, ...tokens, headers: { authorization: `JWT ${tokens.access}` } };
  staff = await signedIn(t.app, { staff: true });
  user = await signedIn(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newAccount = (extra: object = {}) => ({
  username: `u${Math.random().toString(36).slice(2, 10)}`,
  email: uniqueEmail('made'),
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: 'a long enough password',
  ...extra,
});

describe('who may reach the console routes', () => {
  it('refuses staff routes to a plain user and superuser routes to staff', async () => {
    const staffOnly: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/users/all/'],
      ['POST', '/api/users/', newAccount()],
      ['DELETE', `/api/users/${staff.user.id}/`],
      ['GET', '/api/admin/user-subscriptions/'],
      ['PATCH', '/api/admin/user-subscriptions/1/', { status: 'ACTIVE' }],
      ['GET', '/api/admin/subscription-upgrade-requests/'],
      ['PATCH', '/api/admin/subscription-upgrade-requests/1/', { status: 'QUOTED' }],
      ['GET', '/api/admin/audit-log/'],
    ];
    for (const [method, url, payload] of staffOnly) {
      const refused = await call(method, url, user.headers, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/admin/audit-log/', staff.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit-log/', superuser.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/all/', staff.headers)).statusCode).toBe(200);
  });

  it('lets a user edit only their own profile, never their rights', async () => {
    const other = await createUser(t.app);
    const body = { username: 'nope', email: other.email, first_name: 'X', last_name: 'Y' };
    expect((await call('PUT', `/api/users/${other.id}/`, user.headers, body)).statusCode).toBe(403);
    const own = {
      username: user.user.username,
      email: user.user.email,
      first_name: 'New',
      last_name: 'Name',
    };
    const promoted = await call('PUT', `/api/users/${user.user.id}/`, user.headers, {
      ...own,
      is_staff: true,
    });
    expect(promoted.statusCode).toBe(403);
    const edited = await call('PUT', `/api/users/${user.user.id}/`, user.headers, own);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ first_name: 'New', is_staff: false });
  });
});

describe('accounts', () => {
  it('are created by staff on FREE, never as superusers except by a superuser, unique in any letter case', async () => {
    const account = newAccount({ is_staff: true });
    const created = await call('POST', '/api/users/', staff.headers, account);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: account.username,
      is_staff: true,
      is_superuser: false,
      last_login: null,
    });
    const tokens = await tokensFor(t.app, account.email, account.password);
    const current = await call('GET', '/api/user-subscriptions/current/', {
      authorization: `JWT ${tokens.access}`,
    });
    expect(current.json().plan_details.plan_type).toBe('FREE');
    const listed = (await call('GET', '/api/users/all/', staff.headers)).json();
    expect(listed.find((u: { id: number }) => u.id === created.json().id).last_login).not.toBeNull();

    const again = await call(
      'POST',
      '/api/users/',
      staff.headers,
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toHaveProperty('username');
    const sameMail = await call(
      'POST',
      '/api/users/',
      staff.headers,
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().fields).toHaveProperty('email');

    const root = await call('POST', '/api/users/', staff.headers, newAccount({ is_superuser: true }));
    expect(root.statusCode).toBe(403);
    expect(root.json().code).toBe('superuser_only');
    expect(
      (await call('POST', '/api/users/', superuser.headers, newAccount({ is_superuser: true }))).statusCode,
    ).toBe(201);
  });

  it("refuses a deactivated account's existing token at once, and its sign-in", async () => {
    const account = newAccount();
    const id = (await call('POST', '/api/users/', staff.headers, account)).json().id;
    const tokens = await tokensFor(t.app, account.email, account.password);
    const headers = { authorization: `JWT ${tokens.access}` };
    expect((await call('GET', '/api/users/me/', headers)).statusCode).toBe(200);
    const { password: _password, ...fields } = account;
    const off = await call('PUT', `/api/users/${id}/`, staff.headers, { ...fields, is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await call('GET', '/api/users/me/', headers)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/token/refresh/', {}, { refresh: tokens.refresh });
    expect(refresh.statusCode).toBe(401);
    const signIn = await call(
      'POST',
      '/api/token/',
      {},
      { email: account.email, password: account.password },
    );
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe('inactive_account');
  });

  it('refuses deleting yourself and the last superuser', async () => {
    const self = await call('DELETE', `/api/users/${staff.user.id}/`, staff.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('user_delete_self');
    expect((await call('DELETE', `/api/users/${superuser.user.id}/`, staff.headers)).json().code).toBe(
      'superuser_only',
    );
    // Every other superuser is demoted, so the first one is the last.
    await t.app.ctx.database.db
      .update(schema.users)
      .set({ is_superuser: false })
      .where(eq(schema.users.is_superuser, true));
    await t.app.ctx.database.db
      .update(schema.users)
      .set({ is_superuser: true })
      .where(eq(schema.users.id, superuser.user.id));
    const lastRoot = { ...superuser.user, is_superuser: true };
    const second = await createUser(t.app, { staff: true });
    await t.app.ctx.database.db
      .update(schema.users)
      .set({ is_superuser: true })
      .where(eq(schema.users.id, second.id));
    const secondHeaders = { authorization: `JWT ${(await tokensFor(t.app, second.email)).access}` };
    // Two superusers: one may delete the other; then the one left is the last.
    expect((await call('DELETE', `/api/users/${second.id}/`, superuser.headers)).statusCode).toBe(204);
    const demote = await call('PUT', `/api/users/${lastRoot.id}/`, superuser.headers, {
      username: lastRoot.username,
      email: lastRoot.email,
      first_name: lastRoot.first_name,
      last_name: lastRoot.last_name,
      is_superuser: false,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('user_last_superuser');
    expect((await call('GET', '/api/users/me/', secondHeaders)).statusCode).toBe(401);
  });

  it("gives a deleted account's projects and genolists to another, or deletes them", async () => {
    const db = t.app.ctx.database.db;
    const leaving = await createUser(t.app);
    const heir = await createUser(t.app);
    const projectId = await importDemo(t.app, 'SLC001', { ownerId: leaving.id });
    const badHeir = await call(
      'DELETE',
      `/api/users/${leaving.id}/?owned=reassign&reassign_to=${leaving.id}`,
      superuser.headers,
    );
    expect(badHeir.statusCode).toBe(400);
    const gone = await call(
      'DELETE',
      `/api/users/${leaving.id}/?owned=reassign&reassign_to=${heir.id}`,
      superuser.headers,
    );
    expect(gone.statusCode).toBe(204);
    const [project] = await db.select().from(schema.projects).where(eq(schema.projects.id, projectId));
    expect(project?.owner_id).toBe(heir.id);
    const lists = await db.select().from(schema.genolists).where(eq(schema.genolists.project_id, projectId));
    expect(lists.length).toBeGreaterThan(0);

    const removed = await call('DELETE', `/api/users/${heir.id}/?owned=delete`, superuser.headers);
    expect(removed.statusCode).toBe(204);
    expect(await db.select().from(schema.projects).where(eq(schema.projects.id, projectId))).toHaveLength(0);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, heir.id))).toHaveLength(0);
  });
});

describe('subscriptions, quotes and the audit log', () => {
  it('lets staff change a plan, answer a quote, and a superuser read who did what', async () => {
    const buyer = await signedIn(t.app);
    const plans = (await call('GET', '/api/subscription-plans/', buyer.headers)).json();
    const pro = plans.find((p: { plan_type: string }) => p.plan_type === 'PRO');
    const free = plans.find((p: { plan_type: string }) => p.plan_type === 'FREE');

    const blank = await call('POST', '/api/subscription-upgrade-requests/', buyer.headers, {
      target_plan: pro.id,
      company_name: '  ',
      contact_email: 'x@lab.example',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('company_name');
    const badMail = await call('POST', '/api/subscription-upgrade-requests/', buyer.headers, {
      target_plan: pro.id,
      company_name: 'Lab',
      contact_email: 'not an address',
    });
    expect(badMail.json().fields).toHaveProperty('contact_email');
    const toFree = await call('POST', '/api/subscription-upgrade-requests/', buyer.headers, {
      target_plan: free.id,
      company_name: 'Lab',
      contact_email: 'x@lab.example',
    });
    expect(toFree.json().fields).toHaveProperty('target_plan');
    const asked = await call('POST', '/api/subscription-upgrade-requests/', buyer.headers, {
      target_plan: pro.id,
      company_name: 'Institut Pasteur',
      contact_email: 'lab@pasteur.example',
      company_size: '51-200',
      sector: 'research',
      data_volume: 'medium',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'PENDING',
      expected_users: 1,
      support_level: 'standard',
      reply: '',
    });
    expect(asked.json()).not.toHaveProperty('admin_notes');

    const quoteId = asked.json().id;
    const answered = await call(
      'PATCH',
      `/api/admin/subscription-upgrade-requests/${quoteId}/`,
      staff.headers,
      {
        status: 'QUOTED',
        admin_notes: 'Called them on Monday',
        reply: 'Our quote is in your mailbox.',
      },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'QUOTED', admin_notes: 'Called them on Monday' });
    const mine = (await call('GET', '/api/subscription-upgrade-requests/', buyer.headers)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'QUOTED', reply: 'Our quote is in your mailbox.' });
    expect(mine[0].replied_at).not.toBeNull();
    expect(mine[0]).not.toHaveProperty('admin_notes');
    const bell = (await call('GET', '/api/notifications/', buyer.headers)).json();
    const told = bell.results.find((n: { kind: string }) => n.kind === 'quote_answered');
    expect(told).toMatchObject({ item_name: 'Pro', actor: { id: staff.user.id } });

    const subscriptions = (await call('GET', '/api/admin/user-subscriptions/', staff.headers)).json();
    const theirs = subscriptions.find((s: { user: { id: number } }) => s.user.id === buyer.user.id);
    const changed = await call('PATCH', `/api/admin/user-subscriptions/${theirs.id}/`, staff.headers, {
      plan: pro.id,
      status: 'ACTIVE',
      auto_renew: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/user-subscriptions/features/', buyer.headers)).json().max_projects).toBe(
      50,
    );
    const suspended = await call('PATCH', `/api/admin/user-subscriptions/${theirs.id}/`, staff.headers, {
      status: 'SUSPENDED',
    });
    expect(suspended.json().status).toBe('SUSPENDED');
    // A subscription that is not ACTIVE or TRIAL gives FREE's limits.
    expect((await call('GET', '/api/user-subscriptions/features/', buyer.headers)).json().max_projects).toBe(
      3,
    );

    const log = (await call('GET', '/api/admin/audit-log/?page_size=100', superuser.headers)).json();
    const planChange = log.results.find(
      (e: { action: string; target_id: number; after: { plan_id?: number } }) =>
        e.action === 'subscription.update' && e.target_id === theirs.id && e.after?.plan_id === pro.id,
    );
    expect(planChange).toMatchObject({
      actor_id: staff.user.id,
      before: { plan_id: free.id, auto_renew: false },
    });
    expect(planChange.actor_label).toContain(staff.user.email);
    const quoteEntry = log.results.find(
      (e: { action: string; target_id: number }) => e.action === 'quote.update' && e.target_id === quoteId,
    );
    expect(quoteEntry).toMatchObject({ before: { status: 'PENDING' }, after: { status: 'QUOTED' } });
  });
});

describe('profile', () => {
  it("shows a colleague's profile without the e-mail, and staff the whole account", async () => {
    const colleague = await createUser(t.app);
    const seen = await call('GET', `/api/users/${colleague.id}/`, user.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('email');
    expect(seen.json()).not.toHaveProperty('is_staff');
    expect(seen.json().username).toBe(colleague.username);
    expect((await call('GET', `/api/users/${colleague.id}/`, staff.headers)).json().email).toBe(
      colleague.email,
    );
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const me = await signedIn(t.app);
    const elsewhere = await tokensFor(t.app, me.user.email);
    const wrong = await call('POST', '/api/users/me/password/', me.headers, {
      current_password: 'not it at all',
      new_password: 'another long password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('current_password');
    const changed = await call('POST', '/api/users/me/password/', me.headers, {
      current_password: PASSWORD,
      new_password: 'another long password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me/', me.headers)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/users/me/', { authorization: `JWT ${elsewhere.access}` })).statusCode,
    ).toBe(401);
    await tokensFor(t.app, me.user.email, 'another long password');
  });

  it('exports your own data as a ZIP', async () => {
    const me = await signedIn(t.app);
    const projectId = await importDemo(t.app, 'SLC002', { ownerId: me.user.id });
    const answer = await call('GET', '/api/users/me/export/', me.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(answer.rawPayload);
    const profile = JSON.parse((await zip.file('profile.json')?.async('string')) as string);
    expect(profile.user.email).toBe(me.user.email);
    const projects = JSON.parse((await zip.file('projects.json')?.async('string')) as string);
    expect(projects.map((p: { id: number }) => p.id)).toEqual([projectId]);
    const genolists = JSON.parse((await zip.file('genolists.json')?.async('string')) as string);
    expect(genolists.length).toBeGreaterThan(0);
    const csv = zip.file(/^genolists\/.*\.csv$/);
    expect(csv).toHaveLength(genolists.length);
    expect((await csv[0]?.async('string'))?.split('\n')[0]).toBe(
      'gene_id,symbol,base_mean,log2FoldChange,pvalue,padj',
    );
    expect(zip.file('favourites.json')).not.toBeNull();
  });

  it('deletes your own account only with your password', async () => {
    const me = await signedIn(t.app);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: me.headers,
      payload: { password: 'wrong password' },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: me.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me/', me.headers)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/token/', {}, { email: me.user.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
  });
});
