/**
 * The search's match anywhere in a project's or a genolist's name (`ILIKE '%text%'`, answered by
 * the trigram indexes) over 20,000 projects and 100,000 genolists, on PGlite and, with
 * DATABASE_URL, on PostgreSQL: the service itself (`server/search/service.ts`), as staff (every
 * name) and as a researcher who sees a tenth of them, and a gene's search over the same
 * installation (1,000 genes, each in about 2,000 genolists: 20 genes a genolist, so the answer is
 * about finding the genolists the user may see among many, not about the gene index's size). The
 * world is made once and kept (`.tmp/bench-name-search`, the database
 * `genoapp_bench_name_search`). `BENCH_NAME_SEARCH_ON=postgres|pglite` measures one.
 */
import { mkdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/analytics/sql-rows';
import { type Db, openDatabase } from '../../server/db/client';
import { type UserRow, users } from '../../server/db/schema';
import { search } from '../../server/search/service';
import { insertUser } from '../../server/users/service';
import { benchDatabaseUrl } from './analytics';
import { machineLoad } from './load';
import { stats } from './measure';
import type { BenchRow } from './run';

const PROJECTS = 20_000;
const GENOLISTS_PER_PROJECT = 5;
const GENES = 1_000;
const GENES_PER_GENOLIST = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PG_DATABASE = 'genoapp_bench_name_search';
const BUDGET_MS = 50;
const TISSUES = ['liver', 'kidney', 'prostate', 'lung', 'colon', 'breast', 'brain', 'heart'];
const TREATMENTS = ['DHT', 'hypoxia', 'knockdown', 'cisplatin', 'interferon', 'fasting'];

async function user(db: Db, who: 'staff' | 'researcher'): Promise<UserRow> {
  const email = `bench-names-${who}@bench.example`;
  const [found] = await db.select().from(users).where(eq(users.email, email));
  if (found) return found;
  const row = await insertUser(db, {
    email,
    first_name: who,
    last_name: 'Bench',
    password_hash: 'not used: the service is called directly',
    is_staff: who === 'staff',
  });
  if (!row) throw new Error(`could not create ${who}`);
  return row;
}

/** Project n: "<tissue> <treatment> study n", owned by the researcher when n is a multiple of 10. */
async function ensureWorld(db: Db, researcher: UserRow, staff: UserRow) {
  const [made] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM projects`));
  if (Number(made?.n) >= PROJECTS) return;
  console.log('Making the name search world (once; kept for later runs)…');
  const tissues = sql.param(TISSUES);
  const treatments = sql.param(TREATMENTS);
  await db.execute(sql`INSERT INTO projects (name, owner_id, status)
    SELECT format('%s %s study %s', (${tissues}::text[])[1 + n % 8], (${treatments}::text[])[1 + n % 6], n),
      CASE WHEN n % 10 = 0 THEN ${researcher.id}::int ELSE ${staff.id}::int END, 'SUCCESS'
    FROM generate_series(1, ${PROJECTS}) n`);
  await db.execute(sql`INSERT INTO genolists (project_id, name, type_genolist, source, pvalue_cutoff,
      fold_change_cutoff, owner_id)
    SELECT p.id, format('%s vs control, batch %s', (${treatments}::text[])[1 + (p.id + g) % 6], p.id * 10 + g),
      'TRANSCRIPTO', 'BRBSEQ_PIPELINE', 0.05, 1.5, p.owner_id
    FROM projects p CROSS JOIN generate_series(1, ${GENOLISTS_PER_PROJECT}) g`);
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Genes NS1…NS1000 ("name search gene n"), each genolist holding about 20 drawn at random, a third of those called. */
async function ensureGenes(db: Db) {
  const [made] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM gene_refs WHERE id_reference_database LIKE 'NSG%'`),
  );
  if (Number(made?.n) >= GENES) return;
  console.log('Adding genes to the name search world (once)…');
  await db.execute(sql`INSERT INTO gene_refs (id_reference_database, symbol, description)
    SELECT format('NSG%s', lpad(n::text, 6, '0')), format('NS%s', n), format('name search gene %s', n)
    FROM generate_series(1, ${GENES}) n ON CONFLICT (id_reference_database) DO NOTHING`);
  await db.execute(sql`INSERT INTO gene_index (genolist_id, gene_ref_id, log_2_fc, pvalue, pvalue_adj, significant)
    SELECT gl.id, r.id, (k % 7) - 3.0, 0.001 * (k + 1), 0.002 * (k + 1), k % 3 = 0
    FROM genolists gl CROSS JOIN generate_series(0, ${GENES_PER_GENOLIST - 1}) k
    JOIN gene_refs r ON r.id_reference_database = format('NSG%s',
      lpad((1 + ('x' || substr(md5(gl.id || ':' || k), 1, 7))::bit(28)::int % ${GENES})::text, 6, '0'))
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`VACUUM ANALYZE`);
}

async function benchOn(kind: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = '.tmp/bench-name-search';
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(databaseUrl, dataDir, console);
  try {
    const { db } = database;
    const staff = await user(db, 'staff');
    const researcher = await user(db, 'researcher');
    await ensureWorld(db, researcher, staff);
    await ensureGenes(db);
    const rows: BenchRow[] = [];
    const backend = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    // The 50 ms budget is the names'; a gene's answer lists every genolist holding it.
    for (const [q, what, budget] of [
      ['study 1234', 'a rare name', BUDGET_MS],
      ['batch 4321', 'a rare genolist name', BUDGET_MS],
      ['prostate DHT', 'a name shared by 1 in 24', BUDGET_MS],
      ['NS123', "a gene's symbol, in 2,000 genolists", null],
      ['name search gene 77', "a gene's name: 10 genes, 20,000 genolists", null],
    ] as const) {
      for (const [who, viewer] of [
        ['staff', staff],
        ['researcher (a tenth)', researcher],
      ] as const) {
        const call = () => search(db, viewer, q, { items: 10, genes: 10 });
        await call();
        const times: number[] = [];
        let answer = await call();
        for (let r = 0; r < RUNS; r++) {
          const started = performance.now();
          answer = await call();
          times.push(performance.now() - started);
        }
        const { median, p95 } = stats(times);
        rows.push({
          name: `search "${q}" (${what}), ${backend}`,
          user: who,
          median_ms: Math.round(median * 10) / 10,
          p95_ms: Math.round(p95 * 10) / 10,
          budget_ms: budget,
          within: budget === null ? '' : median <= budget ? 'yes' : 'NO',
          answer: `${answer.projects.length} projects, ${answer.genolists.length} genolists, ${answer.genes.length} genes in ${answer.genes.reduce((n, g) => n + g.genolists.length, 0)} genolists`,
          load: machineLoad().load,
        });
      }
    }
    return rows;
  } finally {
    await database.close();
  }
}

export async function benchNameSearch(): Promise<BenchRow[]> {
  const on = process.env.BENCH_NAME_SEARCH_ON;
  const rows: BenchRow[] = [];
  if (process.env.DATABASE_URL && on !== 'pglite') {
    rows.push(...(await benchOn('postgres', await benchDatabaseUrl(process.env.DATABASE_URL, PG_DATABASE))));
  }
  if (on !== 'postgres') rows.push(...(await benchOn('pglite', undefined)));
  return rows;
}
