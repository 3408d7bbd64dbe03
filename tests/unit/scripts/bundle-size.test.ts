import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type Budget,
  firstPaintFiles,
  formatTable,
  gzipBytes,
  type Manifest,
  measure,
  missingFromPrecache,
} from '../../../scripts/bundle-size';

/**
 * A build as Vite describes it: the entry shares `vendor` with the two lazy screens, the project
 * screen also needs `table`, and the entry may later load `charts`, which no first paint waits for.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/Projects.tsx', 'src/Project.tsx', 'src/charts.ts'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'] },
  'src/Projects.tsx': { file: 'assets/Projects.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/Project.tsx': {
    file: 'assets/Project.js',
    isDynamicEntry: true,
    imports: ['_table.js', '_vendor.js'],
  },
  'src/charts.ts': { file: 'assets/charts.js', isDynamicEntry: true, imports: ['_table.js'] },
  'locales/fr/auth.json': { file: 'assets/auth.js', isDynamicEntry: true },
  '_index.css': { file: 'assets/index.css' },
};

/** Text that compresses well, then bytes that do not: the two sizes differ and both count. */
const contents: Record<string, Uint8Array> = {
  'assets/index.js': new TextEncoder().encode('import"./vendor.js";'.repeat(50)),
  'assets/vendor.js': Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251),
  'assets/table.js': new TextEncoder().encode('export const table=1;'),
  'assets/Projects.js': new TextEncoder().encode('export const Projects=1;'),
  'assets/Project.js': new TextEncoder().encode('export const Project=1;'),
  'assets/charts.js': new TextEncoder().encode('export const charts=1;'),
  'assets/auth.js': new TextEncoder().encode('export default {"signIn":"Se connecter"};'),
};
const read = (file: string) => {
  const bytes = contents[file];
  if (!bytes) throw new Error(`read ${file}, which no first paint needs`);
  return bytes;
};

describe('firstPaintFiles', () => {
  it('is the entry and its static imports: no lazy chunk, no style sheet', () => {
    expect(firstPaintFiles(manifest, ['index.html'])).toEqual(['assets/vendor.js', 'assets/index.js']);
  });

  it('adds each lazy chunk the screen waits for with its imports, recursively, each file once', () => {
    expect(firstPaintFiles(manifest, ['index.html', 'src/Project.tsx', 'locales/fr/auth.json'])).toEqual([
      'assets/vendor.js',
      'assets/index.js',
      'assets/table.js',
      'assets/Project.js',
      'assets/auth.js',
    ]);
  });

  it('fails on a chunk the manifest does not hold, so a renamed screen cannot pass as empty', () => {
    expect(() => firstPaintFiles(manifest, ['index.html', 'src/Renamed.tsx'])).toThrow(/src\/Renamed\.tsx/);
  });
});

describe('gzipBytes', () => {
  it("is the size at zlib's default level, the one the server's compression uses", () => {
    const bytes = contents['assets/index.js'] as Uint8Array;
    expect(gzipBytes(bytes)).toBe(gzipSync(bytes, { level: 6 }).length);
    expect(gzipBytes(bytes)).toBeLessThan(bytes.length / 5);
  });
});

describe('measure', () => {
  const budget = (maxGzipKb: number): Budget => ({
    screen: 'a project',
    chunks: ['index.html', 'src/Project.tsx'],
    maxGzipKb,
  });

  it('sums raw and gzip bytes over the screen’s files', () => {
    const files = ['assets/vendor.js', 'assets/index.js', 'assets/table.js', 'assets/Project.js'];
    const result = measure(manifest, budget(100), read);
    expect(result.files).toEqual(files);
    expect(result.rawBytes).toBe(files.reduce((n, f) => n + read(f).length, 0));
    expect(result.gzipBytes).toBe(files.reduce((n, f) => n + gzipBytes(read(f)), 0));
    expect(result.over).toBe(false);
  });

  it('is over when the gzip size passes the budget, to the byte', () => {
    const { gzipBytes: size } = measure(manifest, budget(100), read);
    expect(measure(manifest, budget(size / 1000), read).over).toBe(false);
    expect(measure(manifest, budget((size - 1) / 1000), read).over).toBe(true);
  });

  it('prints a table that marks the screens over budget', () => {
    const under = measure(manifest, budget(100), read);
    const over = measure(manifest, { ...budget(0.1), screen: 'sign-in' }, read);
    const lines = formatTable([under, over]).split('\n');
    expect(lines[0]).toMatch(/screen\s+raw kB\s+gzip kB\s+budget/);
    expect(lines[1]).toMatch(/^a project .*100$/);
    expect(lines[2]).toMatch(/^sign-in .*0\.1 {2}OVER$/);
  });
});

describe('missingFromPrecache', () => {
  const precached = (files: string[]) =>
    `precacheAndRoute([${files.map((url) => `{"revision":null,"url":"${url}"}`).join(',')}]);`;
  const scripts = ['index.js', 'vendor.js', 'table.js', 'Projects.js', 'Project.js', 'charts.js', 'auth.js'];

  it('is empty when the service worker names every script chunk; style sheets are not asked for', () => {
    expect(missingFromPrecache(manifest, precached(scripts.map((f) => `assets/${f}`)))).toEqual([]);
  });

  it('lists the chunks it leaves out, a lazy screen or a translation too', () => {
    const without = scripts.filter((f) => f !== 'charts.js' && f !== 'auth.js').map((f) => `assets/${f}`);
    expect(missingFromPrecache(manifest, precached(without))).toEqual(['assets/auth.js', 'assets/charts.js']);
  });

  it("matches whole names: a file whose name ends another's is not taken for it", () => {
    const lookalike = precached(scripts.map((f) => `assets/x${f}`));
    expect(missingFromPrecache(manifest, lookalike)).toHaveLength(scripts.length);
  });
});
