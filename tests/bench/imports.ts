/**
 * Import time and peak memory for the real archives and synthetic ones, each imported by a new
 * process (`npm run import`, the same pipeline as an upload) into a new database: an embedded
 * PGlite directory, and also a new PostgreSQL database when DATABASE_URL names a server.
 * `wall_s` is the whole process as an administrator waits for it (start, creating and opening
 * the database, migrations, the import, closing); `task_s` and `steps_ms` are the import task's
 * own steps (reading, computing, writing); `peak_mib` is the importing process's resident set
 * (its threads included; with PostgreSQL the server's own processes are not in it). The load
 * average is printed with each figure: the machine is shared. A new PGlite directory starts from
 * the migrated template (`server/db/pglite-template.ts`) once there is one: the first PGlite
 * import of an installation makes it, and its wall time includes initdb and the migrations.
 * With `IMPORT_TIMINGS=1` in the environment, each writing step's duration is printed too.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { BenchRow } from './run';

/** Targets of issue 22 for the 60k × 384 × 20 archive. */
const BUDGET = { pglite_s: 30, postgres_s: 20, peak_mib: 1024 };

const SYNTHETIC = [
  { library: 'S20', genes: 20000, samples: 96, comparisons: 5 },
  { library: 'S60', genes: 60000, samples: 384, comparisons: 20 },
];

function ensureSynthetic(dir: string) {
  mkdirSync(dir, { recursive: true });
  return SYNTHETIC.filter((s) => !process.env.BENCH_QUICK || s.library === 'S20').map((s) => {
    const path = join(dir, `export_for_genoapp_SLC${s.library}.zip`);
    if (!existsSync(path)) {
      console.log(`Generating ${path} (once; kept for later runs)…`);
      const args = [
        '--genes',
        s.genes,
        '--samples',
        s.samples,
        '--comparisons',
        s.comparisons,
        '--library',
        s.library,
        '--out',
        dir,
      ];
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-archive.ts', ...args.map(String)], {
        stdio: 'inherit',
      });
    }
    return path;
  });
}

const load = () => loadavg()[0]?.toFixed(1) ?? '';

/** A new database on the server of `serverUrl`, and how to drop it. */
async function newPostgresDatabase(serverUrl: string) {
  const name = `genoapp_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function importOnce(path: string, database: 'pglite' | 'postgres'): Promise<BenchRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'genoapp-bench-import-'));
  const postgres =
    database === 'postgres' ? await newPostgresDatabase(process.env.DATABASE_URL as string) : undefined;
  const loadBefore = load();
  const started = performance.now();
  // As an administrator runs it, with the allocator setting of the npm script.
  const run = spawnSync('npm', ['run', '--silent', 'import', '--', path], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', DEMO_DATA: 'off' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const loadAfter = load();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
  const output = `${run.stdout}\n${run.stderr}`;
  for (const line of output.split('\n')) if (line.startsWith('import writing ')) console.log(`  ${line}`);
  const done = /in ([\d.]+) s (\{.*\})/.exec(output);
  const peak = /Peak memory: (\d+) MiB/.exec(output);
  const large = path.includes('SLCS60');
  return {
    name: `import ${path.split('/').at(-1)}, ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    size_mib: Math.round((statSync(path).size / 1024 ** 2) * 10) / 10,
    wall_s: done ? Math.round(wall * 10) / 10 : null,
    task_s: done ? Number(done[1]) : null,
    peak_mib: peak ? Number(peak[1]) : null,
    budget: large
      ? `${database === 'postgres' ? BUDGET.postgres_s : BUDGET.pglite_s} s wall, ${BUDGET.peak_mib} MiB`
      : '',
    load_1min: `${loadBefore} → ${loadAfter}`,
    steps_ms: done ? (done[2] as string) : (output.split('\n').filter(Boolean).at(-1) ?? 'failed'),
  };
}

export async function benchImports(): Promise<BenchRow[]> {
  const archives = [
    'demo/export_for_genoapp_SLC001.zip',
    'demo/export_for_genoapp_SLC002.zip',
    ...ensureSynthetic('.tmp/bench'),
  ];
  const databases: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const rows: BenchRow[] = [];
  for (const path of archives) {
    for (const database of databases) {
      console.log(`Importing ${path} into ${database}…`);
      rows.push(await importOnce(path, database));
    }
  }
  return rows;
}
