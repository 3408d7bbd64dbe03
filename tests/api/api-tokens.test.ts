import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretHash } from '../../server/api-tokens/secret';
import { apiTokens, users } from '../../server/db/schema';
import type { App } from '../../server/http/types';
import { createUser, PASSWORD, signedIn, signedInAs, startTestApp } from './harness';
import { onSeededPlan } from './plans-fixture';

/**
 * Personal access tokens: created by a signed-in session on a plan with API access, listed
 * without their secrets, acting with exactly their owner's rights, refused once revoked, expired,
 * deactivated or off a plan with API access, and unable to do what only a session may.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
let app: App;
const db = () => app.ctx.database.db;

type Session = Awaited<ReturnType<typeof signedIn>>;

/** Low enough to reach in a test; no other test creates as many tokens for one account. */
const TOKENS_PER_HOUR = 3;

async function onPlan(plan: 'FREE' | 'PRO' | 'ENTERPRISE', opts: { staff?: boolean } = {}): Promise<Session> {
  const session = await signedIn(app, opts);
  await onSeededPlan(db(), session.user.id, plan);
  return session;
}

async function createToken(session: Session, body: object = { name: 'Cluster pipeline' }) {
  return app.inject({
    method: 'POST',
    url: '/api/users/me/api-tokens/',
    headers: session.headers,
    payload: body,
  });
}

async function newSecret(session: Session, body?: object): Promise<{ id: number; secret: string }> {
  const response = await createToken(session, body);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as { token: { id: number }; secret: string };
  return { id: created.token.id, secret: created.secret };
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

function call(method: 'GET' | 'POST' | 'DELETE', url: string, secret: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(secret), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  t = await startTestApp({ apiTokenRateLimitPerHour: TOKENS_PER_HOUR });
  app = t.app;
});

afterAll(async () => {
  await t?.close();
});

describe('creating a token', () => {
  it('answers the secret once and keeps only its hash; the list never holds it', async () => {
    const pro = await onPlan('PRO');
    const response = await createToken(pro, { name: '  Cluster pipeline ', expires_in_days: 30 });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json();
    expect(secret).toMatch(/^gnp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Cluster pipeline',
      prefix: secret.slice(0, 10),
      last_used_at: null,
    });
    const days = (Date.parse(token.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row?.token_hash).toBe(secretHash(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await app.inject({ method: 'GET', url: '/api/users/me/api-tokens/', headers: pro.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([token]);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(row?.token_hash);
  });

  it('never expires without an expiry, and refuses a blank name or a lifetime over a year', async () => {
    const pro = await onPlan('PRO');
    expect((await createToken(pro, { name: 'Forever' })).json().token.expires_at).toBeNull();
    expect((await createToken(pro, { name: '   ' })).statusCode).toBe(400);
    expect((await createToken(pro, { name: 'Long', expires_in_days: 367 })).statusCode).toBe(400);
    expect((await createToken(pro, { name: 'Past', expires_in_days: 0 })).statusCode).toBe(400);
  });

  it("needs the plan's API access: FREE is refused with the plan message and nothing is created; staff are not limited", async () => {
    const free = await onPlan('FREE');
    const refused = await createToken(free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'feature_requires_upgrade',
      detail: 'This feature requires an upgrade',
    });
    expect(await db().select().from(apiTokens).where(eq(apiTokens.user_id, free.user.id))).toEqual([]);

    const staff = await onPlan('FREE', { staff: true });
    expect((await createToken(staff)).statusCode).toBe(201);
  });

  it('lists only your own tokens', async () => {
    const alice = await onPlan('PRO');
    const bob = await onPlan('PRO');
    await newSecret(alice, { name: 'Alice script' });
    const list = await app.inject({ method: 'GET', url: '/api/users/me/api-tokens/', headers: bob.headers });
    expect(list.json()).toEqual([]);
  });

  it('is rate limited per account, counting only what passed validation', async () => {
    const pro = await onPlan('PRO');
    await createToken(pro, { name: '' });
    for (let i = 0; i < TOKENS_PER_HOUR; i += 1) expect((await createToken(pro)).statusCode).toBe(201);
    const refused = await createToken(pro);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many API tokens created/);
    // Per account: someone else from the same address still creates theirs.
    expect((await createToken(await onPlan('PRO'))).statusCode).toBe(201);
  });
});

describe('calling the API with a token', () => {
  it("acts as its owner, with the owner's rights and no more, and records its last use", async () => {
    const alice = await onPlan('PRO');
    const bob = await onPlan('PRO');
    const { id, secret } = await newSecret(alice);
    const me = await call('GET', '/api/users/me/', secret);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: alice.user.id, is_staff: false });

    const own = await call('POST', '/api/projects/', secret, { name: 'Scripted project' });
    expect(own.statusCode).toBe(201);
    expect((await call('GET', `/api/projects/${own.json().id}/`, secret)).statusCode).toBe(200);
    const bobs = await app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: bob.headers,
      payload: { name: "Bob's private project" },
    });
    expect((await call('GET', `/api/projects/${bobs.json().id}/`, secret)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/all/', secret)).statusCode).toBe(403);

    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.last_used_at).toBeInstanceOf(Date);
  });

  it("of staff is staff's", async () => {
    const staff = await onPlan('FREE', { staff: true });
    const { secret } = await newSecret(staff);
    expect((await call('GET', '/api/users/all/', secret)).statusCode).toBe(200);
  });

  it('is refused once revoked, and a revoked token cannot be revoked again', async () => {
    const pro = await onPlan('PRO');
    const { id, secret } = await newSecret(pro);
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(200);
    const revoke = () =>
      app.inject({ method: 'DELETE', url: `/api/users/me/api-tokens/${id}/`, headers: pro.headers });
    expect((await revoke()).statusCode).toBe(204);
    const refused = await call('GET', '/api/users/me/', secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('api_token_invalid');
    expect((await revoke()).statusCode).toBe(404);
  });

  it("cannot revoke someone else's token (404), which goes on working", async () => {
    const alice = await onPlan('PRO');
    const bob = await onPlan('PRO');
    const { id, secret } = await newSecret(alice);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/users/me/api-tokens/${id}/`,
      headers: bob.headers,
    });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(200);
  });

  it('is refused once expired', async () => {
    const pro = await onPlan('PRO');
    const { id, secret } = await newSecret(pro, { name: 'Short', expires_in_days: 1 });
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(200);
    await db()
      .update(apiTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(401);
  });

  it('is refused at once when its owner is deactivated', async () => {
    const pro = await onPlan('PRO');
    const { secret } = await newSecret(pro);
    await db().update(users).set({ is_active: false }).where(eq(users.id, pro.user.id));
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(401);
  });

  it("is refused with the plan message when the owner's plan no longer has API access, and works again when it does", async () => {
    const pro = await onPlan('PRO');
    const { secret } = await newSecret(pro);
    await onSeededPlan(db(), pro.user.id, 'FREE');
    const refused = await call('GET', '/api/users/me/', secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_requires_upgrade' });
    // Listing and revoking need no flag: the downgraded user still sees the token.
    const list = await app.inject({ method: 'GET', url: '/api/users/me/api-tokens/', headers: pro.headers });
    expect(list.json()).toHaveLength(1);
    await onSeededPlan(db(), pro.user.id, 'ENTERPRISE');
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(200);
  });

  it('refuses an unknown secret, in the language of the request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { ...bearer('gnp_not-a-real-token'), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Ce jeton d’API est inconnu, révoqué ou expiré.');
  });
});

describe('what only a signed-in session may do', () => {
  it('a token cannot create or revoke tokens', async () => {
    const pro = await onPlan('PRO');
    const { id, secret } = await newSecret(pro);
    const create = await call('POST', '/api/users/me/api-tokens/', secret, { name: 'Spawned' });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('session_required');
    const revoke = await call('DELETE', `/api/users/me/api-tokens/${id}/`, secret);
    expect(revoke.statusCode).toBe(403);
    expect((await db().select().from(apiTokens).where(eq(apiTokens.user_id, pro.user.id))).length).toBe(1);
    // Reading one's tokens is harmless: a script may check its own.
    expect((await call('GET', '/api/users/me/api-tokens/', secret)).statusCode).toBe(200);
  });

  it('a token cannot change the password nor delete the account', async () => {
    const pro = await onPlan('PRO');
    const { secret } = await newSecret(pro);
    const password = await call('POST', '/api/users/me/password/', secret, {
      current_password: PASSWORD,
      new_password: `${PASSWORD} stolen`,
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe('session_required');
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: bearer(secret),
      payload: { password: PASSWORD },
    });
    expect(deletion.statusCode).toBe(403);
    // The session signs in with the old password still, and the account is there.
    await expect(signedInAs(app, pro.user.email)).resolves.toMatchObject({ user: { id: pro.user.id } });
  });

  it("a deleted account's tokens go with it", async () => {
    const user = await createUser(app);
    await onSeededPlan(db(), user.id, 'PRO');
    const session = await signedInAs(app, user.email);
    const { secret } = await newSecret(session);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: session.headers,
      payload: { password: PASSWORD },
    });
    expect(deletion.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me/', secret)).statusCode).toBe(401);
  });
});
