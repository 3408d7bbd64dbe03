import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server-process';

/**
 * The demo world, built once per run: a server's data directory with the database migrated, the
 * administrator made and both demo archives imported. The tests' server and every server a spec
 * starts for itself open a copy of it (`startServerProcess(env, { copyOf })`), so none of them
 * imports the archives again while other specs run: on 2 shared cores an import took tens of
 * seconds and slowed every test beside it.
 */

// The demo import took ≈ 5 min on a 2-core machine at load 28; a failed import ends the wait at once.
const IMPORT_TIMEOUT_MS = 600_000;

interface ImportTask {
  file_name: string;
  status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILURE';
  step: string;
}

/** Waits until the server has imported every demo archive it queued; throws on a failed import. */
async function demoImported(url: string, admin: { email: string; password: string }) {
  const signIn = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`the administrator could not sign in: HTTP ${signIn.status}`);
  const { access } = (await signIn.json()) as { access: string };
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/imports/`, { headers: { Authorization: `JWT ${access}` } });
    if (!answer.ok) throw new Error(`the import tasks could not be read: HTTP ${answer.status}`);
    const tasks = (await answer.json()) as ImportTask[];
    const failed = tasks.find((task) => task.status === 'FAILURE');
    if (failed) throw new Error(`the demo archive ${failed.file_name} failed to import (${failed.step})`);
    if (tasks.length > 0 && tasks.every((task) => task.status === 'SUCCESS')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo data was not imported within ${IMPORT_TIMEOUT_MS / 1000} s`);
}

/** Builds the demo world in a new directory and returns its path (the caller removes it). */
export async function buildDemoWorld(
  env: Record<string, string>,
  admin: { email: string; password: string },
) {
  const dir = mkdtempSync(join(tmpdir(), 'genoapp-e2e-world-'));
  const server = await startServerProcess(
    { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    { dataDir: dir },
  );
  try {
    await demoImported(server.url, admin);
  } finally {
    await server.stop();
  }
  return dir;
}

/** The demo world global setup built, for a spec that starts its own server. */
export function demoWorld(): string {
  const dir = process.env.E2E_DEMO_WORLD;
  if (!dir) throw new Error('E2E_DEMO_WORLD is not set: run through playwright.config.ts');
  return dir;
}
