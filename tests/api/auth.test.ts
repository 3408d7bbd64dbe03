import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, signedIn, startTestApp, tokensFor, uniqueEmail } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register/', payload, headers });

describe('registration', () => {
  it('creates the account, signs the user in and returns the user', async () => {
    const email = uniqueEmail('ada');
    const response = await register({ first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      is_staff: false,
    });
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `JWT ${body.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect(me.json()).not.toHaveProperty('password_hash');
  });

  it('refuses a second account with the same e-mail, whatever its case, with a clear message', async () => {
    const email = uniqueEmail('dup');
    expect((await register({ first_name: 'A', last_name: 'B', email, password: PASSWORD })).statusCode).toBe(
      201,
    );
    const again = await register({
      first_name: 'C',
      last_name: 'D',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'email_taken',
      detail: 'An account with this e-mail address already exists.',
      fields: { email: 'An account with this e-mail address already exists.' },
    });
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await register({ first_name: '', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.fields).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      password: 'Ensure this field has at least 8 characters.',
    });
  });

  it('speaks French when asked to', async () => {
    const response = await register(
      { first_name: 'A', last_name: 'B', email: 'x', password: PASSWORD },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.json().fields.email).toBe('Saisissez une adresse e-mail valide.');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('returns an access and a refresh token', async () => {
    const user = await createUser(t.app);
    const tokens = await tokensFor(t.app, user.email.toUpperCase());
    expect(tokens.access).toMatch(/^ey/);
    expect(tokens.refresh).toMatch(/^ey/);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await createUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('No active account found with the given credentials.');
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.app, { active: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('inactive_account');
  });

  it('rate-limits repeated attempts on one account with 429 and a clear message', async () => {
    const user = await createUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: user.email, password: 'not it at all' },
      });
    for (let i = 0; i < t.config.loginRateLimitPerMinute; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(limited.json().detail).toMatch(/Too many sign-in attempts\. Try again in \d+ seconds?\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same client is not locked out.
    const other = await createUser(t.app);
    expect((await tokensFor(t.app, other.email)).access).toBeTruthy();
  });
});

describe('tokens', () => {
  it('accepts the JWT and Bearer schemes and refuses anything else', async () => {
    const { access } = await signedIn(t.app);
    for (const scheme of ['JWT', 'Bearer']) {
      const r = await t.app.inject({
        url: '/api/users/me/',
        headers: { authorization: `${scheme} ${access}` },
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/users/me/' })).json().code).toBe('not_authenticated');
    const garbage = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: 'JWT abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('token_invalid');
  });

  it('refuses a token signed with another key, an expired one, and a refresh token used as access', async () => {
    const { user, refresh } = await signedIn(t.app);
    const forged = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('z'.repeat(40)));
    const expired = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.ctx.keys.access);
    for (const token of [forged, expired, refresh]) {
      const r = await t.app.inject({ url: '/api/users/me/', headers: { authorization: `JWT ${token}` } });
      expect(r.statusCode).toBe(401);
    }
  });

  it('refreshes an access token once the refresh token is valid, and not with an access token', async () => {
    const { access, refresh } = await signedIn(t.app);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `JWT ${refreshed.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: access },
    });
    expect(wrongKind.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ refresh: 'This field is required.' });
  });

  it('ends the session at logout: neither its access nor its refresh token works afterwards', async () => {
    const { access, refresh, headers } = await signedIn(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh }, headers });
    expect(out.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/users/me/', headers: { authorization: `JWT ${access}` } })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(again.statusCode).toBe(401);
  });

  it('stops accepting the tokens of a user who has been deactivated', async () => {
    const { user, headers, refresh } = await signedIn(t.app);
    const { users } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/users/me/', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } })).statusCode,
    ).toBe(401);
  });
});
