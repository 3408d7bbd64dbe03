import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/analytics/sql-rows';
import { ensureAdmin } from '../../server/users/bootstrap';
import { createUser, startTestApp, tokensFor } from './harness';

const webDir = mkdtempSync(join(tmpdir(), 'genoapp-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>GenoApp</title><div id="root"></div>');
writeFileSync(join(webDir, 'app.js'), 'console.log("genoapp")');

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ webDir });
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports its health and database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('compiles no statement to machine code, which cost ≈ 0.5 s a search for a researcher', async () => {
    const [row] = rowsOf<{ jit: boolean }>(
      await t.app.ctx.database.db.execute(sql`SELECT pg_jit_available() AS jit`),
    );
    expect(row?.jit).toBe(false);
  });

  it('serves the web app, with the app page for any client-side route', async () => {
    expect((await t.app.inject({ url: '/app.js' })).body).toContain('genoapp');
    for (const url of ['/', '/projects/12', '/help?x=1']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('answers 404 to a missing script or any missing file, never the app page', async () => {
    for (const url of ['/assets/index-Xy12ab34.js', '/assets/gone.css', '/sw-old.js', '/icons/none.png']) {
      for (const accept of ['*/*', 'text/html']) {
        const answer = await t.app.inject({ url, headers: { accept } });
        expect(answer.statusCode, `${url} (${accept})`).toBe(404);
        expect(answer.headers['content-type']).toContain('application/json');
      }
    }
    // A request for data is no navigation either.
    const data = await t.app.inject({ url: '/projects/12', headers: { accept: 'application/json' } });
    expect(data.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/projects/12' })).statusCode).toBe(404);
  });

  it('serves files of a new build without a restart, hashed ones for a year', async () => {
    const before = await t.app.inject({ url: '/assets/next-Ab12Cd34.js' });
    expect(before.statusCode).toBe(404);
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'assets', 'next-Ab12Cd34.js'), 'console.log("next")');
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>GenoApp 2</title><div id="root"></div>');
    const script = await t.app.inject({ url: '/assets/next-Ab12Cd34.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/genolists/3', headers: { accept: 'text/html' } });
    expect(page.body).toContain('GenoApp 2');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A file removed by the next build is gone at once.
    rmSync(join(webDir, 'assets', 'next-Ab12Cd34.js'));
    expect((await t.app.inject({ url: '/assets/next-Ab12Cd34.js' })).statusCode).toBe(404);
  });

  // Only PostgreSQL has connections a server can close under the app.
  it.runIf(process.env.DATABASE_URL)('keeps answering after PostgreSQL closes its connections', async () => {
    await t.app.inject({ url: '/api/health' });
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps API answers out of the browser’s HTTP cache, which every account of a browser shares', async () => {
    const user = await tokensFor(t.app, (await createUser(t.app)).email);
    const headers = { authorization: `JWT ${user.access}` };
    for (const url of ['/api/users/me/', '/api/projects/myprojects', '/api/genolists/mygenolists/'])
      expect((await t.app.inject({ url, headers })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/users/me/' })).headers['cache-control']).toBe('no-store');
    // The web app's own files are not someone's data.
    expect((await t.app.inject({ url: '/app.js' })).headers['cache-control']).not.toContain('no-store');
  });

  it('tells anyone its version and whom to write to, null when no address is set', async () => {
    const response = await t.app.inject({ url: '/api/about/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'GenoApp',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      support_email: null,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes its OpenAPI contract and a reference page', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/token/'].post).toBeTruthy();
    expect(doc.components.schemas.User.properties.email).toBeTruthy();
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('the first administrator', () => {
  it('is created once with a generated password that signs in', async () => {
    const created = await ensureAdmin(t.app.ctx.database.db, {
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(created?.email).toBe('admin@genoapp.local');
    expect(created?.generatedPassword).toHaveLength(16);
    const tokens = await tokensFor(t.app, 'admin@genoapp.local', created?.generatedPassword);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `JWT ${tokens.access}` },
    });
    expect(me.json()).toMatchObject({ is_staff: true, is_superuser: true });
    expect(
      await ensureAdmin(t.app.ctx.database.db, { adminEmail: undefined, adminPassword: undefined }),
    ).toBeNull();
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const config = { adminEmail: 'Boss@Lab.example', adminPassword: 'a long admin password' };
    expect(await ensureAdmin(t.app.ctx.database.db, config)).toEqual({
      email: 'Boss@Lab.example',
      generatedPassword: undefined,
    });
    expect((await tokensFor(t.app, 'boss@lab.example', 'a long admin password')).access).toBeTruthy();
    expect(await ensureAdmin(t.app.ctx.database.db, config)).toBeNull();
  });
});
