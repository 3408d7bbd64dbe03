/**
 * Comparing genolists (`server/compare/service.ts`) at the size the feature promises: 4 genolists
 * of 60,000 genes each, about a fifth of them called per genolist, on PGlite and, with
 * DATABASE_URL, on PostgreSQL. Measures what one request of the screen costs (the genolists, the
 * combinations, the concordance and a page of genes), a page filtered by a combination, and
 * the CSV's read of every called gene. The world is made once and kept (`.tmp/bench-compare`,
 * the database `genoapp_bench_compare`). `BENCH_COMPARE_ON=postgres|pglite` measures one.
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/analytics/sql-rows';
import { comparedGenes, comparedGenolists, concordance, intersections } from '../../server/compare/service';
import { type Db, openDatabase } from '../../server/db/client';
import { benchDatabaseUrl } from './analytics';
import { machineLoad } from './load';
import { stats } from './measure';
import type { BenchRow } from './run';

const GENES = 60_000;
const GENOLISTS = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PG_DATABASE = 'genoapp_bench_compare';
const BUDGET_MS = 1000;

/** The 4 genolists' ids, making them once: log2FC shared by gene plus noise, so they agree. */
async function ensureWorld(db: Db): Promise<number[]> {
  const existing = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM genolists WHERE name LIKE 'bench compare %' ORDER BY id`),
  );
  if (existing.length === GENOLISTS) return existing.map((r) => Number(r.id));
  console.log('Making the comparison world (once; kept for later runs)…');
  await db.execute(sql`INSERT INTO gene_refs (id_reference_database, symbol)
    SELECT format('ENSBENCH%s', lpad(n::text, 6, '0')), format('BG%s', n) FROM generate_series(1, ${GENES}) n
    ON CONFLICT DO NOTHING`);
  const [project] = rowsOf<{ id: number }>(
    await db.execute(
      sql`INSERT INTO projects (name, status) VALUES ('bench compare', 'SUCCESS') RETURNING id`,
    ),
  );
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO genolists (project_id, name, type_genolist, source, pvalue_cutoff, fold_change_cutoff)
      SELECT ${project?.id}::int, format('bench compare %s', k), 'TRANSCRIPTO', 'BRBSEQ_PIPELINE', 0.05, 1.5
      FROM generate_series(1, ${GENOLISTS}) k RETURNING id`),
  ).map((r) => Number(r.id));
  await db.execute(sql`SELECT setseed(0.42)`);
  await db.execute(sql`INSERT INTO gene_index (genolist_id, gene_ref_id, log_2_fc, pvalue, pvalue_adj, significant)
    SELECT l.id, v.gene, v.lfc, v.p, v.p, v.p <= 0.05 AND abs(v.lfc) >= log(2, 1.5)
    FROM unnest(${sql.param(ids)}::int[]) AS l(id)
    CROSS JOIN LATERAL (
      SELECT r.id AS gene, 2.5 * sin(r.id) + (random() - 0.5) AS lfc, random() ^ 4 AS p
      -- Naming l makes the subquery run per genolist: each draws its own noise.
      FROM gene_refs r WHERE r.id_reference_database LIKE 'ENSBENCH%' AND l.id IS NOT NULL
    ) v`);
  await db.execute(sql`ANALYZE`);
  return ids;
}

async function timed<T>(call: () => Promise<T>): Promise<{ median: number; p95: number; answer: T }> {
  let answer = await call();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    answer = await call();
    times.push(performance.now() - started);
  }
  return { ...stats(times), answer };
}

async function benchOn(kind: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = '.tmp/bench-compare';
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(databaseUrl, dataDir, console);
  try {
    const { db } = database;
    const ids = await ensureWorld(db);
    const backend = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const page = { limit: 25, offset: 0 };
    const cases: [string, () => Promise<string>][] = [
      [
        'the screen: genolists, combinations, concordance, first page',
        async () => {
          // As the route reads them: side by side.
          const [, combos, pairs, genes] = await Promise.all([
            comparedGenolists(db, ids),
            intersections(db, ids),
            concordance(db, ids),
            comparedGenes(db, ids, { ordering: '-calls' }, page),
          ]);
          return `${combos.length} combinations, r(1,2) ${pairs[0]?.pearson?.toFixed(3)}, ${genes.count} called genes`;
        },
      ],
      [
        'a page of one combination',
        async () => {
          const genes = await comparedGenes(db, ids, { mask: 0b1111, ordering: '-calls' }, page);
          return `${genes.count} genes called in all 4`;
        },
      ],
      [
        'the CSV: every called gene with its values',
        async () => `${(await comparedGenes(db, ids, { ordering: '-calls' }, null)).genes.length} rows`,
      ],
    ];
    const rows: BenchRow[] = [];
    for (const [what, call] of cases) {
      const { median, p95, answer } = await timed(call);
      rows.push({
        name: `compare 4 × ${GENES.toLocaleString('en-US')} genes: ${what}, ${backend}`,
        median_ms: Math.round(median),
        p95_ms: Math.round(p95),
        budget_ms: BUDGET_MS,
        within: median <= BUDGET_MS ? 'yes' : 'NO',
        answer,
        load: machineLoad().load,
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}

export async function benchCompare(): Promise<BenchRow[]> {
  const on = process.env.BENCH_COMPARE_ON;
  const rows: BenchRow[] = [];
  if (process.env.DATABASE_URL && on !== 'pglite') {
    rows.push(...(await benchOn('postgres', await benchDatabaseUrl(process.env.DATABASE_URL, PG_DATABASE))));
  }
  if (on !== 'postgres') rows.push(...(await benchOn('pglite', undefined)));
  return rows;
}
