import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildGenolistWorld } from './genolists-fixture';

/**
 * Worlds built once for the run: the genolist world (two demo archives imported) is built here,
 * into a PGlite data directory or, on PostgreSQL (DATABASE_URL), a template database, and every
 * test file that needs it opens a copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'genoapp-world-'));
  const { drop, ...world } = await buildGenolistWorld(dir);
  project.provide('genolistWorld', world);
  return async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
