import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * GenoApp says it runs on Node ≥ 20.19 (package.json `engines`, the README): every package `npm ci`
 * installs must say so too, or npm warns EBADENGINE and the package may use what Node 20 lacks.
 * Packages of other platforms that npm leaves out are not checked.
 */

const root = join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node versions GenoApp runs on', () => {
  const minimum = semver.minVersion(manifest.engines.node)?.version as string;

  it('are 20.19 and later, as the README says', () => {
    expect(minimum).toBe('20.19.0');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node ≥ 20.19');
  });

  it('are those of every package installed', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '' && existsSync(join(root, path, 'package.json')))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range) return [];
        const admits = (version: string) => semver.satisfies(version, range, { includePrerelease: true });
        return admits(minimum) && admits(process.versions.node) ? [] : [`${path}@${entry.version}: ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
