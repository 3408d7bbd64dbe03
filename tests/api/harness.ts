import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { type Config, loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import type { App } from '../../server/http/types';
import { insertUser } from '../../server/users/service';

/**
 * One app per test file: in-memory PGlite by default, or a fresh database created on the
 * PostgreSQL server of DATABASE_URL (and dropped afterwards), so both back ends run the same tests.
 * `copyOf`, a world built once for the run (see `global-setup.ts`): on PGlite, the app opens a
 * copy of that PGlite data directory, removed on close; on PostgreSQL, its fresh database is
 * created from that template database.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: Writable; copyOf?: string } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'genoapp-test-'));
  let databaseUrl: string | undefined = 'memory://';
  let dropDatabase = async () => {};
  const server = process.env.DATABASE_URL;
  if (server)
    ({ url: databaseUrl, drop: dropDatabase } = await freshPostgresDatabase(server, options.copyOf));
  else if (options.copyOf) {
    cpSync(options.copyOf, join(dataDir, 'pglite'), { recursive: true });
    databaseUrl = undefined;
    dropDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
      // A test file signs in and registers many people from one address; the per-address limits
      // are tested by raising these back down.
      LOGIN_IP_RATE_LIMIT: '100000',
      REGISTER_RATE_LIMIT: '100000',
    }),
    databaseUrl,
    webDir: undefined,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `server` (a URL), empty or a copy of the database
 * `template`, and how to drop it.
 */
export async function freshPostgresDatabase(server: string, template?: string) {
  const name = `genoapp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropPostgresDatabase(server, name) };
}

/** Drops the database `name` of the PostgreSQL server of `server`, closing its connections. */
export async function dropPostgresDatabase(server: string, name: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

let counter = 0;
/** A distinct e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.org`;
}

export const PASSWORD = 'correct horse battery';
/** Hashed once per process: a hash costs ≈ 0.2 s of CPU, and every user made here has the same password. */
let passwordHash: Promise<string> | undefined;

export async function createUser(
  app: App,
  opts: { staff?: boolean; active?: boolean; email?: string; firstName?: string; lastName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail(opts.staff ? 'staff' : 'user');
  passwordHash ??= hashPassword(PASSWORD);
  const row = await insertUser(app.ctx.database.db, {
    email,
    first_name: opts.firstName ?? 'Test',
    last_name: opts.lastName ?? (opts.staff ? 'Staff' : 'User'),
    password_hash: await passwordHash,
    is_staff: opts.staff ?? false,
  });
  if (!row) throw new Error(`could not create ${email}`);
  if (opts.active === false) {
    await app.ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, row.id));
  }
  return row;
}

export async function tokensFor(app: App, email: string, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access: string; refresh: string };
}

export async function signedIn(app: App, opts: { staff?: boolean } = {}) {
  return signedInAs(app, (await createUser(app, opts)).email);
}

/** Signs in someone who has an account already, as `signedIn` answers a new one. */
export async function signedInAs(app: App, email: string) {
  const [user] = await app.ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} has no account`);
  const tokens = await tokensFor(app, user.email);
  return { user, ...tokens, headers: { authorization: `JWT ${tokens.access}` } };
}
