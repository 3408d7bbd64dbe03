import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterTemplate } from '../../../../server/db/pglite-template';

const MIGRATIONS = join(import.meta.dirname, '../../../../server/db/migrations');

describe('the template of new embedded clusters', () => {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function copyOfMigrations(): string {
    const dir = mkdtempSync(join(tmpdir(), 'genoapp-migrations-'));
    copies.push(dir);
    cpSync(MIGRATIONS, dir, { recursive: true });
    return dir;
  }

  it('is the same for the same migrations, wherever they are read from', () => {
    expect(clusterTemplate(copyOfMigrations()).path).toBe(clusterTemplate(MIGRATIONS).path);
  });

  it('is another one once a migration changes, so that no cluster starts from a stale schema', () => {
    const changed = copyOfMigrations();
    appendFileSync(join(changed, '0000_init.sql'), '\nSELECT 1;');
    expect(clusterTemplate(changed).path).not.toBe(clusterTemplate(MIGRATIONS).path);
  });
});
