/**
 * Trending genes, gene search and the gene's page on 100 genolists × 60,000 genes, through the
 * real app (`app.inject`: authentication, the query, serialisation), as four users who see
 * different parts of it: staff (everything), Alice (70 genolists), Bob (60), an outsider (the 30
 * public ones). Their views take the trending query's different paths (the installation's sums;
 * those less the hidden genolists; the visible genolists summed).
 *
 * The world is made once and kept (`.tmp/bench-analytics` for PGlite, the database
 * `genoapp_bench_analytics` on the DATABASE_URL server): values written straight into
 * `transcripto_values` as an import writes them, then indexed by the import's own
 * `indexGenolists`. About 2,500 genes are called per genolist, 3,000 of them often.
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../../server/analytics/sql-rows';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { indexGenolists } from '../../server/genes/gene-index';
import type { App } from '../../server/http/types';
import { insertUser } from '../../server/users/service';
import { machineLoad } from './load';
import { stats } from './measure';
import type { BenchRow } from './run';

const GENES = 60_000;
const PROJECTS = 10;
const GENOLISTS_PER_PROJECT = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PASSWORD = 'bench password 1';
const PG_DATABASE = 'genoapp_bench_analytics';
const BUDGET_MS = {
  trending: { postgres: 200, pglite: 1000 },
  search: { postgres: 50, pglite: null },
} as const;

type Who = 'staff' | 'alice' | 'bob' | 'outsider';
const EMAILS: Record<Who, string> = {
  staff: 'bench-staff@bench.example',
  alice: 'bench-alice@bench.example',
  bob: 'bench-bob@bench.example',
  outsider: 'bench-outsider@bench.example',
};

async function userId(db: Db, who: Who): Promise<number> {
  const [found] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM users WHERE email = ${EMAILS[who]}`),
  );
  if (found) return found.id;
  const row = await insertUser(db, {
    email: EMAILS[who],
    first_name: who,
    last_name: 'Bench',
    password_hash: await hashPassword(PASSWORD),
    is_staff: who === 'staff',
  });
  if (!row) throw new Error(`could not create ${who}`);
  return row.id;
}

/**
 * Projects 1–7 are Alice's, 8–10 Bob's; projects 1–3 and their genolists are public. Called
 * genes: the first 3,000 with |log2FC| up to 4 and padj up to 0.1, the others rarely.
 */
async function ensureWorld(db: Db) {
  const alice = await userId(db, 'alice');
  const bob = await userId(db, 'bob');
  await userId(db, 'staff');
  const outsider = await userId(db, 'outsider');
  // Trending genes are the Analytics page's, which a plan with the analytics flag opens.
  await db.execute(sql`UPDATE user_subscriptions
    SET plan_id = (SELECT id FROM subscription_plans WHERE plan_type = 'PRO'), status = 'ACTIVE'
    WHERE user_id IN (${alice}, ${bob}, ${outsider})`);
  const [made] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM genolists WHERE name LIKE 'Bench genolist %'`),
  );
  if (Number(made?.n) === PROJECTS * GENOLISTS_PER_PROJECT) return;
  console.log(`Making the analytics world (once, a project per transaction; kept for later runs)…`);
  const started = performance.now();
  await db.execute(sql`INSERT INTO gene_refs (id_reference_database, symbol, description)
    SELECT format('ENSGB%s', lpad(g::text, 11, '0')), format('BG%s', g), format('bench gene %s', g)
    FROM generate_series(1, ${GENES}) g ON CONFLICT (id_reference_database) DO NOTHING`);
  for (let p = 1; p <= PROJECTS; p++) {
    const [done] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM projects WHERE name = ${`Bench project ${p}`}`),
    );
    if (done) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT setseed(${p / (PROJECTS + 1)})`);
      const [project] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO projects (name, owner_id, public, status)
          VALUES (${`Bench project ${p}`}, ${p <= 7 ? alice : bob}, ${p <= 3}, 'SUCCESS') RETURNING id`),
      );
      const ids: number[] = [];
      for (let g = 1; g <= GENOLISTS_PER_PROJECT; g++) {
        const [genolist] = rowsOf<{ id: number }>(
          await tx.execute(sql`INSERT INTO genolists (project_id, name, type_genolist, source, pvalue_cutoff,
              fold_change_cutoff, gene_count, owner_id, public)
            VALUES (${project?.id}, ${`Bench genolist ${p}.${g}`}, 'TRANSCRIPTO', 'BRBSEQ_PIPELINE', 0.05, 1.5,
              ${GENES}, ${p <= 7 ? alice : bob}, ${p <= 3}) RETURNING id`),
        );
        ids.push(Number(genolist?.id));
      }
      await tx.execute(sql`INSERT INTO transcripto_values (genolist_id, gene_ref_id, position, log_2_fc, pvalue_adj)
        SELECT gl.id, r.id, r.n,
          (random() * 2 - 1) * CASE WHEN r.n <= 3000 THEN 4 ELSE 1 END,
          CASE WHEN r.n <= 3000 THEN random() * 0.1 ELSE random() END
        FROM unnest(${sql.param(ids)}::int[]) AS gl(id)
        CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM gene_refs
                    WHERE id_reference_database LIKE 'ENSGB%') r`);
      await indexGenolists(tx, ids);
      await tx.execute(sql`UPDATE genolists SET
          deg_total = (SELECT count(*) FROM gene_index i WHERE i.genolist_id = genolists.id AND i.significant),
          deg_pos = (SELECT count(*) FROM gene_index i WHERE i.genolist_id = genolists.id AND i.significant AND i.log_2_fc > 0),
          deg_neg = (SELECT count(*) FROM gene_index i WHERE i.genolist_id = genolists.id AND i.significant AND i.log_2_fc < 0)
        WHERE id = ANY(${sql.param(ids)}::int[])`);
    });
    console.log(`  project ${p}/${PROJECTS} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(`Made in ${Math.round((performance.now() - started) / 1000)} s`);
}

async function tokenOf(app: App, who: Who) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: EMAILS[who], password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${who}: ${response.body}`);
  return { authorization: `JWT ${(response.json() as { access: string }).access}` };
}

async function timeRequests(app: App, url: string, headers: Record<string, string>) {
  const call = async () => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  await call();
  await call();
  const times: number[] = [];
  let body = '';
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    body = (await call()).body;
    times.push(performance.now() - started);
  }
  return { ...stats(times), body };
}

async function benchOn(kind: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = '.tmp/bench-analytics';
  mkdirSync(dataDir, { recursive: true });
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'b'.repeat(40) }),
    databaseUrl,
    webDir: undefined,
    demoData: false,
    logLevel: 'silent' as const,
  };
  const app = await buildApp(config);
  await app.ready();
  try {
    const db = app.ctx.database.db;
    await ensureWorld(db);
    const [gene] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM gene_refs WHERE id_reference_database = 'ENSGB00000000042'`),
    );
    const rows: BenchRow[] = [];
    const backend = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const measure = async (
      name: string,
      who: Who,
      url: string,
      budget: number | null,
      summary: (body: string) => string,
    ) => {
      const headers = await tokenOf(app, who);
      const { load } = machineLoad();
      const { median, p95, body } = await timeRequests(app, url, headers);
      rows.push({
        name: `${name}, ${backend}`,
        user: who,
        median_ms: Math.round(median * 10) / 10,
        p95_ms: Math.round(p95 * 10) / 10,
        budget_ms: budget,
        within: budget === null ? '' : median <= budget ? 'yes' : 'NO',
        answer: summary(body),
        load,
      });
    };
    const trending = (body: string) => {
      const { count, results } = JSON.parse(body) as {
        count: number;
        results: { symbol: string; frequency: number }[];
      };
      return `${count} genes; top ${results[0]?.symbol} in ${results[0]?.frequency}`;
    };
    const found = (body: string) => {
      const { genes } = JSON.parse(body) as { genes: { genolists: unknown[] }[] };
      return `${genes.length} genes, ${genes.reduce((n, g) => n + g.genolists.length, 0)} genolist rows`;
    };
    for (const who of ['staff', 'alice', 'bob', 'outsider'] as const) {
      await measure(
        'GET /api/analytics/trending-genes?limit=5',
        who,
        '/api/analytics/trending-genes?limit=5',
        BUDGET_MS.trending[kind],
        trending,
      );
    }
    await measure(
      'trending-genes?limit=100&direction=down&min_frequency=5',
      'bob',
      '/api/analytics/trending-genes?limit=100&direction=down&min_frequency=5',
      BUDGET_MS.trending[kind],
      trending,
    );
    for (const who of ['staff', 'alice', 'outsider'] as const) {
      await measure(
        'GET /api/search/?q=BG1234 (symbol prefix)',
        who,
        '/api/search/?q=BG1234',
        BUDGET_MS.search[kind],
        found,
      );
    }
    await measure(
      'GET /api/search/?q=ENSGB00000000042 (id)',
      'bob',
      '/api/search/?q=ENSGB00000000042',
      BUDGET_MS.search[kind],
      found,
    );
    await measure(
      'GET /api/search/?q=bench gene 2999 (name)',
      'alice',
      `/api/search/?q=${encodeURIComponent('bench gene 2999')}`,
      BUDGET_MS.search[kind],
      found,
    );
    await measure(
      `GET /api/genes/{id}/ (the gene's page)`,
      'alice',
      `/api/genes/${gene?.id}/`,
      BUDGET_MS.search[kind],
      (body) => {
        const { genolists } = JSON.parse(body) as { genolists: unknown[] };
        return `${genolists.length} genolists`;
      },
    );
    await measure(
      'GET /api/analytics/dashboard/ (whole)',
      'alice',
      '/api/analytics/dashboard/',
      null,
      () => '',
    );
    return rows;
  } finally {
    await app.close();
  }
}

/** A database kept on the DATABASE_URL server for a suite's rows (these by default), made when missing. */
export async function benchDatabaseUrl(serverUrl: string, database = PG_DATABASE) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** `BENCH_ANALYTICS_ON=postgres` or `=pglite` measures on one database only. */
export async function benchAnalytics(): Promise<BenchRow[]> {
  const on = process.env.BENCH_ANALYTICS_ON;
  const rows: BenchRow[] = [];
  if (process.env.DATABASE_URL && on !== 'pglite') {
    rows.push(...(await benchOn('postgres', await benchDatabaseUrl(process.env.DATABASE_URL))));
  }
  if (on !== 'postgres') rows.push(...(await benchOn('pglite', undefined)));
  return rows;
}
