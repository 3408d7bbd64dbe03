import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServerProcess } from '../support/server-process';
import { freshPostgresDatabase } from './harness';

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer: what one process
 * guarantees must hold across both. Favourite toggles sent through both at once each flip the
 * favourite once; the sign-in limit counts the attempts made through either. The embedded
 * database serves a single process, so this file runs on PostgreSQL only.
 */

const server = process.env.DATABASE_URL;
const ADMIN = { email: 'admin@multi.example', password: 'multi-process admin password' };

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let processes: RunningServer[] = [];
let admin: Record<string, string>;

async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: object,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe.skipIf(!server)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase(server as string);
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'm'.repeat(40),
      JWT_REFRESH_SECRET: 'n'.repeat(40),
      DEMO_DATA: 'off',
      WEB_DIR: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Both start at once, as a deployment would: one migrates, the other waits for its lock.
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const signIn = await call(processes[0]?.url as string, 'POST', '/api/token/', {}, ADMIN);
    admin = { authorization: `JWT ${signIn.body.access}` };
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
  });

  const urls = () => processes.map((p) => p.url);

  /** `n` toggles sent at once, alternately through each process; their answers. */
  async function racingToggles(path: string, n: number): Promise<boolean[]> {
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) => call(urls()[i % 2] as string, 'POST', path, admin)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.map((answer) => answer.body.is_favorite as boolean);
  }

  it('flips a favourite once per toggle when 20 arrive at once through both', async () => {
    const [a, b] = urls() as [string, string];
    const project = (await call(a, 'POST', '/api/projects/', admin, { name: 'Raced project' })).body;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const inserted = await client.query(
      `INSERT INTO genolists (project_id, name, type_genolist, source, pvalue_cutoff, fold_change_cutoff)
       VALUES ($1, 'Raced list', 'TRANSCRIPTO', 'BRBSEQ_PIPELINE', 0.05, 1.5) RETURNING id`,
      [project.id],
    );
    await client.end();
    const genolistId = inserted.rows[0].id as number;

    for (const path of [
      `/api/projects/${project.id}/toggle-favorite/`,
      `/api/genolists/${genolistId}/toggle-favorite/`,
    ]) {
      const answers = await racingToggles(path, 20);
      expect(answers.filter(Boolean)).toHaveLength(10);
    }
    expect((await call(b, 'GET', `/api/projects/${project.id}/`, admin)).body.is_favorite).toBe(false);
    expect((await call(a, 'GET', `/api/genolists/${genolistId}/`, admin)).body.is_favorite).toBe(false);
    expect((await call(b, 'GET', '/api/projects/favorites/', admin)).body).toEqual([]);
  });

  it('counts sign-in attempts made through either process against one limit', async () => {
    const [a, b] = urls() as [string, string];
    const email = 'limited@multi.example';
    const registered = await call(
      a,
      'POST',
      '/api/auth/register/',
      {},
      {
        first_name: 'Limited',
        last_name: 'Person',
        email,
        password: 'a good long password',
      },
    );
    expect(registered.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await call(i % 2 ? b : a, 'POST', '/api/token/', {}, { email, password: 'wrong guess' })).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // Each process alone has seen 5 attempts; together they have seen 10, the limit.
    expect((await call(a, 'POST', '/api/token/', {}, { email, password: 'wrong guess' })).status).toBe(429);
    expect((await call(b, 'POST', '/api/token/', {}, { email, password: 'wrong guess' })).status).toBe(429);
  });
});
