import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/**
 * A new embedded cluster (a new data directory, or an in-memory database: each API test file)
 * starts as a copy of a migrated one instead of running initdb and every migration again.
 * Measured under load (CPU seconds): initdb 11.2, opening 1.4, the migrations 4.5; loading the
 * copy 2.0–2.5 with the opening. The copy is a tarball of a cluster just initialised and
 * migrated, made by the first process that creates one, for one PGlite version and one set of
 * migrations (both are in its name). It lives in `node_modules/.cache/genoapp`, where build
 * tools keep their caches: it is rebuilt after a fresh install, and never part of the data. A
 * cache that cannot be written only costs the time it would have saved.
 */

const here = dirname(fileURLToPath(import.meta.url));
const CACHE_DIR = join(here, '..', '..', 'node_modules', '.cache', 'genoapp');

function templateFile(migrationsFolder: string): string {
  const require = createRequire(import.meta.url);
  const pgliteDir = dirname(dirname(require.resolve('@electric-sql/pglite')));
  const version = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')).version as string;
  const hash = createHash('sha256').update(version);
  for (const migration of readMigrationFiles({ migrationsFolder })) hash.update(migration.hash);
  return join(CACHE_DIR, `pglite-cluster-${version}-${hash.digest('hex').slice(0, 16)}.tar`);
}

export interface ClusterTemplate {
  /** Where the tarball is, or is to be written. */
  path: string;
  /** Whether it exists already. */
  exists: boolean;
}

export function clusterTemplate(migrationsFolder: string): ClusterTemplate {
  const path = templateFile(migrationsFolder);
  return { path, exists: existsSync(path) };
}

/** The tarball, for `PGlite.create({ loadDataDir })`. */
export function readTemplate(template: ClusterTemplate): Blob | undefined {
  return template.exists ? new Blob([readFileSync(template.path)]) : undefined;
}

/**
 * Saves a cluster that was just initialised and migrated as the template. Written beside its
 * final name and renamed, so that a process starting meanwhile never reads half a file.
 */
export async function saveTemplate(
  client: PGlite,
  template: ClusterTemplate,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    // The tarball then holds the migrations' pages, not only the WAL that would replay them.
    await client.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('none');
    mkdirSync(dirname(template.path), { recursive: true });
    const partial = `${template.path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, template.path);
  } catch (error) {
    onError(error);
  }
}
