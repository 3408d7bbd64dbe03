import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildGenolistWorld } from './genolists-fixture';

/**
 * Worlds built once for the run: on PGlite, the genolist world (two demo archives imported) is
 * written to one data directory here and every test file that needs it opens a copy. On
 * PostgreSQL (DATABASE_URL) each file builds its own in its own database, as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'genoapp-world-'));
  project.provide('genolistWorld', await buildGenolistWorld(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
