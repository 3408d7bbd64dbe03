import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_NAMESPACES, SCREEN_NAMESPACES, type ScreenPath } from '../../../src/app/screen-texts';

const root = resolve(import.meta.dirname, '../../..');

/** Each route's screen, as router.tsx loads it. */
const screens: Record<ScreenPath, string> = {
  '/': 'src/features/dashboard/DashboardPage.tsx',
  '/analytics': 'src/features/analytics/AnalyticsPage.tsx',
  '/projects': 'src/app/ProjectsScreen.tsx',
  '/projects/create': 'src/features/projects/ProjectCreatePage.tsx',
  '/projects/$projectId': 'src/features/projects/ProjectPage.tsx',
  '/genolists': 'src/features/genolists/GenolistsPage.tsx',
  '/genolists/$genolistId': 'src/features/genolists/GenolistPage.tsx',
  '/local/open': 'src/features/local-results/OpenResultsPage.tsx',
  '/local/$localId': 'src/features/genolists/local/LocalGenolistPage.tsx',
  '/genes/$geneId': 'src/features/search/GenePage.tsx',
  '/compare': 'src/features/compare/ComparePage.tsx',
  '/collaboration': 'src/features/collaboration/CollaborationPage.tsx',
  '/teams/$teamId': 'src/features/collaboration/TeamPage.tsx',
  '/upload': 'src/features/admin/AdminPage.tsx',
  '/subscription': 'src/features/subscription/SubscriptionPage.tsx',
  '/profile': 'src/features/profile/ProfilePage.tsx',
  '/profile/$userId': 'src/features/profile/ProfilePage.tsx',
  '/users/$userId': 'src/features/profile/ProfilePage.tsx',
  '/settings': 'src/features/settings/SettingsPage.tsx',
  '/help': 'src/features/help/HelpPage.tsx',
  '/help/documentation': 'src/features/help/DocumentationPage.tsx',
};

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** A module's static relative imports (not type-only ones, nor `import()`) and the names each takes. */
function importsOf(source: string): { specifier: string; names: string[] | 'all' }[] {
  const statements = source.matchAll(
    /(?:^|\n)\s*(import|export)\s+(?!type\b)([^'";]*?)\s*from\s+'(\.[^']+)'/g,
  );
  return [...statements].map(([, keyword, clause = '', specifier = '']) => {
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!braces?.[1]) return { specifier, names: 'all' };
    const names = braces[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map(
        (name) => (keyword === 'export' ? name.split(/\s+as\s+/).at(-1) : name.split(/\s+as\s+/)[0]) ?? '',
      );
    return { specifier, names };
  });
}

/**
 * The namespaces a module and what it statically imports name in `useTranslation(…)`,
 * `getFixedT(…, …)` or a `t('namespace:key')`, read from the source text. Through a feature's
 * `index.ts` only the re-exports imported are followed, as the bundler keeps only those
 * (`sideEffects` in package.json); otherwise a module counts whole, rendered or not: the safe side.
 * `useTranslation()` without a namespace reads `common`, which every screen has.
 */
function namespacesUsedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (file: string, wanted: string[] | 'all') => {
    const source = readFileSync(file, 'utf8');
    const isBarrel = /\/index\.tsx?$/.test(file);
    if (isBarrel && wanted !== 'all') {
      for (const { specifier, names } of importsOf(source)) {
        const taken = names === 'all' ? wanted : wanted.filter((name) => names.includes(name));
        const imported = resolveModule(file, specifier);
        if (imported && taken.length > 0) visit(imported, 'all');
      }
      return;
    }
    if (seen.has(file)) return;
    seen.add(file);
    const lists = [
      ...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[a-z]+')/g),
      ...source.matchAll(/getFixedT\([^,]+,\s*(\[[^\]]*\]|'[a-z]+')/g),
    ];
    for (const [, list = ''] of lists) for (const [, ns = ''] of list.matchAll(/'([a-z]+)'/g)) used.add(ns);
    for (const [, ns = ''] of source.matchAll(/\bt\(\s*['`]([a-z]+):/g)) used.add(ns);
    for (const { specifier, names } of importsOf(source)) {
      const imported = resolveModule(file, specifier);
      if (imported) visit(imported, names);
    }
  };
  visit(resolve(root, entry), 'all');
  return used;
}

describe('each screen waits for the translations it uses', () => {
  it('lists every route of the router', () => {
    const router = readFileSync(resolve(root, 'src/app/router.tsx'), 'utf8');
    const routed = [...router.matchAll(/(?:screenTexts|page)\('([^']+)'/g)].map(([, path]) => path);
    expect(new Set(routed)).toEqual(new Set(Object.keys(SCREEN_NAMESPACES)));
    expect(Object.keys(screens).sort()).toEqual(Object.keys(SCREEN_NAMESPACES).sort());
  });

  it('the frame and the 404 page use only the frame namespaces', () => {
    for (const entry of ['src/app/layout/AppFrame.tsx', 'src/app/NotFoundPage.tsx']) {
      const missing = [...namespacesUsedBy(entry)].filter((ns) => !FRAME_NAMESPACES.includes(ns as never));
      expect(missing, entry).toEqual([]);
    }
  });

  it.each(Object.entries(screens))('%s (%s)', (path, screen) => {
    const loaded = new Set<string>([...FRAME_NAMESPACES, ...SCREEN_NAMESPACES[path as ScreenPath]]);
    const missing = [...namespacesUsedBy(screen)].filter((ns) => !loaded.has(ns));
    expect(missing).toEqual([]);
  });

  it('sees a namespace a screen names', () => {
    expect(namespacesUsedBy('src/features/compare/ComparePage.tsx')).toContain('compare');
  });
});
