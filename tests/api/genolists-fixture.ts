import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { inject } from 'vitest';
import { genolists } from '../../server/db/schema';
import type { App } from '../../server/http/types';
import { DEMO } from '../support/archives';
import { importDemo } from './demo-data';
import { createUser, dropPostgresDatabase, signedInAs, startTestApp } from './harness';

/** The people of the genolist world, by e-mail: each test file signs them in on its own copy. */
const PEOPLE = {
  staff: 'world.staff@example.org',
  owner: 'world.owner@example.org',
  other: 'world.other@example.org',
};

/**
 * Fills an empty app with the genolist world: the real SLC001 archive imported as a public project
 * owned by a plain user (`owner`), SLC002 as a private project owned by a staff user (`staff`), and
 * `other`, a plain user who owns neither. Answers the two projects' ids.
 */
async function populateGenolistWorld(app: App) {
  const staff = await createUser(app, { staff: true, email: PEOPLE.staff });
  const owner = await createUser(app, { email: PEOPLE.owner });
  await createUser(app, { email: PEOPLE.other });
  const p1 = await importDemo(app, 'SLC001', { ownerId: owner.id, makePublic: true });
  const p2 = await importDemo(app, 'SLC002', { ownerId: staff.id, makePublic: false });
  return { p1, p2 };
}

/** The genolist world built once for the run (see `global-setup.ts`), and the ids a copy of it holds. */
export interface BuiltGenolistWorld {
  /** What a test file's app opens a copy of: a PGlite data directory, or a PostgreSQL template database. */
  copyOf: string;
  projects: { p1: number; p2: number };
}

/**
 * Builds the genolist world once (the two imports take most of a test file's time on a slow
 * machine); `genolistWorld` then opens a copy per test file. On PGlite the world is a data
 * directory under `dir`; on PostgreSQL (DATABASE_URL) a database that `drop` removes, each file's
 * database made from it by `CREATE DATABASE … TEMPLATE`, which copies its files without replaying
 * the imports.
 */
export async function buildGenolistWorld(
  dir: string,
): Promise<BuiltGenolistWorld & { drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const t = await startTestApp();
    const projects = await populateGenolistWorld(t.app);
    // Closing the app ends its connections, as a template database must have none.
    await t.app.close();
    const name = databaseName(t.config.databaseUrl);
    return { copyOf: name, projects, drop: () => dropPostgresDatabase(server, name) };
  }
  const t = await startTestApp({ databaseUrl: undefined, dataDir: dir });
  const projects = await populateGenolistWorld(t.app);
  await t.close();
  return { copyOf: join(dir, 'pglite'), projects, drop: async () => {} };
}

function databaseName(url: string | undefined): string {
  const name = url && new URL(url).pathname.slice(1);
  if (!name) throw new Error(`no database in ${url}`);
  return name;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The genolist world built by `global-setup.ts` for the run. */
    genolistWorld?: BuiltGenolistWorld;
  }
}

/** The world of the genolist API tests (see `populateGenolistWorld`), on a copy of the one built for the run. */
export async function genolistWorld() {
  const built = inject('genolistWorld');
  const t = await startTestApp({}, { copyOf: built?.copyOf });
  const { p1, p2 } = built ? built.projects : await populateGenolistWorld(t.app);
  const staff = await signedInAs(t.app, PEOPLE.staff);
  const owner = await signedInAs(t.app, PEOPLE.owner);
  const other = await signedInAs(t.app, PEOPLE.other);
  const genolistOf = async (projectId: number) => {
    const [row] = await t.app.ctx.database.db
      .select({ id: genolists.id })
      .from(genolists)
      .where(eq(genolists.project_id, projectId));
    if (!row) throw new Error(`project ${projectId} has no genolist`);
    return row.id;
  };
  const anonymous = {} as Record<string, string>;
  return {
    t,
    staff,
    owner,
    other,
    anonymous,
    p1,
    p2,
    g1: await genolistOf(p1),
    g2: await genolistOf(p2),
    get: (url: string, headers: Record<string, string> = anonymous) => t.app.inject({ url, headers }),
  };
}

export type GenolistWorld = Awaited<ReturnType<typeof genolistWorld>>;

export const reference = (library: 'SLC001' | 'SLC002') =>
  JSON.parse(readFileSync(`tests/fixtures/reference_${library}.json`, 'utf8'));

/** A file of a demo archive, as text. */
export async function archiveFile(library: 'SLC001' | 'SLC002', path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(DEMO[library]));
  const file = zip.file(path);
  if (!file) throw new Error(`${path} is not in ${library}`);
  return file.async('string');
}
