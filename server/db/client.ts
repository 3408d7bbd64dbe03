import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type ClusterTemplate, clusterTemplate, readTemplate, saveTemplate } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: it only has to be the same in every GenoApp process. */
const MIGRATION_LOCK = 727_001;

/**
 * Creates the cluster in a process of its own, from the template when there is one (see
 * `pglite-template.ts`). initdb in the server's process peaks at ≈ 1 GB resident, and its
 * instance leaves ≈ 450 MB behind until a full collection (measured: 774 against 290 MiB
 * resident after opening an existing cluster), which every import's peak would add to.
 */
async function initialiseCluster(dir: string, template: ClusterTemplate): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `const { readFileSync } = require('node:fs');
    const [dataDir, template] = process.argv.slice(1);
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    require(${JSON.stringify(pglite)}).PGlite.create({ dataDir, loadDataDir }).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', code, dir, template.exists ? template.path : '']);
}

const BYTEA_OID = 17;

/**
 * bytea as hex text, through Node's native codec: PGlite's own goes byte by byte (a 640 kB
 * frame: 170–550 ms to read, ≈ 1 s to write; a gene's expression row alike), this takes
 * milliseconds. Answers a Buffer, which is a Uint8Array.
 */
const BYTEA = {
  parsers: { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  serializers: {
    [BYTEA_OID]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
};

/**
 * Opens the database and brings its schema up to date.
 * `databaseUrl` undefined: PGlite in `dataDir/pglite`; `memory://`: in-memory PGlite (tests);
 * otherwise PostgreSQL, where an advisory lock keeps concurrent processes from migrating twice.
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Database> {
  if (!databaseUrl || databaseUrl === 'memory://') {
    const template = clusterTemplate(migrationsFolder);
    let created = databaseUrl === 'memory://';
    let dir: string | undefined;
    if (!databaseUrl) {
      dir = join(dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      if (!existsSync(join(dir, 'PG_VERSION'))) {
        await initialiseCluster(dir, template);
        created = true;
      }
    }
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : { loadDataDir: readTemplate(template) }),
      ...BYTEA,
      // The name search's trigram indexes (a migration creates the extension).
      extensions: { pg_trgm },
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    if (created && !template.exists) {
      await saveTemplate(client, template, (error) =>
        log.warn({ err: error }, 'the template of new embedded databases could not be saved'),
      );
    }
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  // JIT off: the access rule's subqueries make the planner's estimates huge (millions for a
  // genolist search that reads a few rows), and compiling a plan past `jit_above_cost` took
  // ≈ 0.5 s a statement, a hundred times what the statement itself took.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle connection the server closes (a restart, a failover) is dropped from the pool and the
  // next query opens a new one; unheard, the pool's error event would stop the whole process.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
  const db = drizzlePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  await db.execute(sql`SELECT 1`);
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
