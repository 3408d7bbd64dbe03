import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { unwrap } from '../../../src/api/errors';
import { createTokenStore } from '../../../src/api/tokens';

const BASE = 'http://genoapp.test';

function memoryTokens(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return createTokenStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A server whose only valid access token is `fresh`, handed out for the refresh token `good`
 * after `refreshDelay` ms. Records every request it sees.
 */
function fakeServer({ refreshStatus = 200, refreshDelay = 5 } = {}) {
  const seen: { path: string; authorization: string | null; language: string | null; body: string }[] = [];
  const fetch = vi.fn(async function (this: unknown, input: RequestInfo | URL) {
    // Like a browser's fetch, refuse to run as a method of some other object.
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = await request.text();
    const authorization = request.headers.get('Authorization');
    seen.push({ path, authorization, language: request.headers.get('Accept-Language'), body });
    if (path === '/api/token/refresh/') {
      await new Promise((resolve) => setTimeout(resolve, refreshDelay));
      if (refreshStatus === 0) throw new TypeError('Failed to fetch');
      if (refreshStatus !== 200)
        return json(refreshStatus, { detail: 'Token is invalid', code: 'token_invalid' });
      return JSON.parse(body).refresh === 'good'
        ? json(200, { access: 'fresh' })
        : json(401, { detail: 'Token is invalid', code: 'token_invalid' });
    }
    if (path === '/api/token/') return json(401, { detail: 'Wrong password', code: 'invalid_credentials' });
    if (authorization !== 'JWT fresh') return json(401, { detail: 'Expired', code: 'token_invalid' });
    if (path === '/api/logout/') return new Response(null, { status: 204 });
    return json(200, { id: 1, name: 'Ada' });
  });
  const refreshes = () => seen.filter((r) => r.path === '/api/token/refresh/').length;
  return { fetch, seen, refreshes };
}

function setup(server: ReturnType<typeof fakeServer>, stored: Record<string, string>) {
  const tokens = memoryTokens(stored);
  const onSessionEnded = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    fetch: server.fetch,
    tokens,
    language: () => 'fr',
    onSessionEnded,
  });
  return { client, tokens, onSessionEnded };
}

const signedIn = { access_token: 'stale', refresh_token: 'good', user_id: '1' };

/** An unsigned JWT with these claims: the client only reads them. */
const jwt = (claims: object) => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return [encode({ alg: 'HS256' }), encode(claims), 'signature'].join('.');
};

describe('auth middleware', () => {
  it('sends the access token with the JWT scheme and the interface language', async () => {
    const server = fakeServer();
    const { client } = setup(server, { ...signedIn, access_token: 'fresh' });
    await unwrap(client.GET('/api/users/me/'));
    expect(server.seen).toEqual([
      { path: '/api/users/me/', authorization: 'JWT fresh', language: 'fr', body: '' },
    ]);
  });

  it('sends no access token with credentials, and does not refresh on their 401', async () => {
    const server = fakeServer();
    const { client, tokens } = setup(server, signedIn);
    const login = unwrap(client.POST('/api/token/', { body: { email: 'a@b.c', password: 'nope' } }));
    await expect(login).rejects.toMatchObject({ status: 401, message: 'Wrong password' });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.authorization).toBeNull();
    expect(tokens.getAccessToken()).toBe('stale');
  });

  it('on a 401 refreshes once, stores the new token and replays the request with its body', async () => {
    const server = fakeServer();
    const { client, tokens, onSessionEnded } = setup(server, signedIn);
    await unwrap(client.POST('/api/logout/', { body: { refresh: 'good' } }));
    expect(server.seen.map((r) => [r.path, r.authorization, r.body])).toEqual([
      ['/api/logout/', 'JWT stale', '{"refresh":"good"}'],
      ['/api/token/refresh/', null, '{"refresh":"good"}'],
      ['/api/logout/', 'JWT fresh', '{"refresh":"good"}'],
    ]);
    expect(tokens.getAccessToken()).toBe('fresh');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('renews an access token known to have expired before sending the call: no 401 at all', async () => {
    const server = fakeServer({ refreshDelay: 20 });
    const expired = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 });
    const { client, tokens } = setup(server, { ...signedIn, access_token: expired });
    const users = await Promise.all([1, 2].map(() => unwrap(client.GET('/api/users/me/'))));
    expect(users).toEqual([1, 2].map(() => ({ id: 1, name: 'Ada' })));
    expect(server.seen.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/token/refresh/', null],
      ['/api/users/me/', 'JWT fresh'],
      ['/api/users/me/', 'JWT fresh'],
    ]);
    expect(tokens.getAccessToken()).toBe('fresh');
  });

  it('sends an access token that has not expired as it is', async () => {
    const server = fakeServer();
    const valid = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 600 });
    const { client } = setup(server, { ...signedIn, access_token: valid });
    await expect(unwrap(client.GET('/api/users/me/'))).resolves.toEqual({ id: 1, name: 'Ada' });
    expect(server.seen.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/users/me/', `JWT ${valid}`],
      ['/api/token/refresh/', null],
      ['/api/users/me/', 'JWT fresh'],
    ]);
  });

  it('sends the expired token when the refresh cannot be reached, keeping the session', async () => {
    const server = fakeServer({ refreshStatus: 0 });
    const expired = jwt({ sub: '1', exp: 1 });
    const { client, tokens, onSessionEnded } = setup(server, { ...signedIn, access_token: expired });
    await expect(unwrap(client.GET('/api/users/me/'))).rejects.toMatchObject({ status: 401 });
    expect(server.seen[1]).toMatchObject({ path: '/api/users/me/', authorization: `JWT ${expired}` });
    expect(tokens.getRefreshToken()).toBe('good');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const server = fakeServer({ refreshDelay: 20 });
    const { client } = setup(server, signedIn);
    const users = await Promise.all([1, 2, 3].map(() => unwrap(client.GET('/api/users/me/'))));
    expect(users).toEqual([1, 2, 3].map(() => ({ id: 1, name: 'Ada' })));
    expect(server.refreshes()).toBe(1);
  });

  it('replays without refreshing when another call already renewed the token', async () => {
    const server = fakeServer();
    const { client } = setup(server, signedIn);
    await unwrap(client.GET('/api/users/me/'));
    const late = unwrap(client.GET('/api/users/me/', { headers: { Authorization: 'JWT stale' } }));
    await expect(late).resolves.toEqual({ id: 1, name: 'Ada' });
    expect(server.refreshes()).toBe(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const server = fakeServer();
    const { client } = setup(server, signedIn);
    server.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url).pathname;
      server.seen.push({ path, authorization: null, language: null, body: '' });
      return path === '/api/token/refresh/'
        ? json(200, { access: 'fresh' })
        : json(401, { detail: 'No', code: 'x' });
    });
    await expect(unwrap(client.GET('/api/users/me/'))).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((r) => r.path)).toEqual([
      '/api/users/me/',
      '/api/token/refresh/',
      '/api/users/me/',
    ]);
  });

  it('when the refresh is refused, clears the tokens and ends the session once', async () => {
    const server = fakeServer();
    const { client, tokens, onSessionEnded } = setup(server, { ...signedIn, refresh_token: 'revoked' });
    const calls = [1, 2].map(() => unwrap(client.GET('/api/users/me/')));
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect([tokens.getAccessToken(), tokens.getRefreshToken(), tokens.getUserId()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cannot be reached', 0],
    ['fails', 503],
  ])('keeps the session when the refresh %s', async (_, refreshStatus) => {
    const server = fakeServer({ refreshStatus });
    const { client, tokens, onSessionEnded } = setup(server, signedIn);
    await expect(unwrap(client.GET('/api/users/me/'))).rejects.toMatchObject({ status: 401 });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['stale', 'good']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends nothing for an anonymous call answered 401', async () => {
    const server = fakeServer();
    const { client, onSessionEnded } = setup(server, {});
    await expect(unwrap(client.GET('/api/users/me/'))).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('makes the server session of a sign-in made offline before a call, or on its 401', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ user_id: '1' });
    let reachable = false;
    const resumeSession = vi.fn(async (serverAnswered: boolean) => {
      if (!reachable && !serverAnswered) return null;
      tokens.setSession({ access: 'fresh', refresh: 'good' });
      return 'fresh';
    });
    const client = createApiClient({ baseUrl: BASE, fetch: server.fetch, tokens, resumeSession });
    // The server does not answer the sign-in yet: the call goes without a token and its 401
    // proves the server is back, so the sign-in is made and the call replayed.
    expect(await unwrap(client.GET('/api/users/me/'))).toEqual({ id: 1, name: 'Ada' });
    expect(resumeSession.mock.calls).toEqual([[false], [true]]);
    expect(server.seen.map((r) => r.authorization)).toEqual([null, 'JWT fresh']);

    tokens.clear();
    tokens.setUserId(1);
    reachable = true;
    server.seen.length = 0;
    expect(await unwrap(client.GET('/api/users/me/'))).toEqual({ id: 1, name: 'Ada' });
    expect(server.seen.map((r) => r.authorization)).toEqual(['JWT fresh']);
  });

  it('reports an unreachable server as status 0', async () => {
    const offline = createApiClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      tokens: memoryTokens(signedIn),
    });
    await expect(unwrap(offline.GET('/api/users/me/'))).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
  });
});
