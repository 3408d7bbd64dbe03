/**
 * `npm run size` (part of `npm test`, after the web build): the scripts each first screen downloads
 * before it shows, raw and gzip-compressed as the server sends them, against its budget, and
 * whether the service worker precaches every script chunk; exits non-zero when a screen passes
 * its budget or a chunk is not precached. Reads `dist/` (`npx vite build` first).
 *
 * A screen counts the entry, the signed-in app (for the screens after sign-in), its own chunk, and
 * the translations it waits for (the frame's and its route's, src/app/screen-texts.ts) in the
 * larger language (French), each with what it imports.
 * Everything else is precached by the service worker after the first paint.
 *
 * The budgets hold the sizes reached so far, a few kB above them, so that no change makes a first
 * visit heavier unnoticed; the goal is 120 kB for the sign-in and 170 kB for any first screen
 * after it (docs/performance.md, "First visit", says what stands in the way). `--parts` adds each
 * screen's kB by part (`bundle-parts.ts`): what the stack alone weighs, what the app adds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FRAME_NAMESPACES,
  SCREEN_NAMESPACES,
  type ScreenPath,
  SIGN_IN_NAMESPACES,
} from '../src/app/screen-texts';
import { partsOf, STACK_PARTS } from './bundle-parts';
import {
  type Budget,
  formatTable,
  gzipBytes,
  type Manifest,
  measure,
  missingFromPrecache,
} from './bundle-size';

const args = process.argv.slice(2);
/** The build to measure: `dist`, or the directory given as an argument. */
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const LANGUAGE = 'fr';
const texts = (namespaces: readonly string[]) => namespaces.map((ns) => `locales/${LANGUAGE}/${ns}.json`);
const SIGNED_IN = [
  'index.html',
  'src/app/offline-engine.ts',
  'src/app/SignedInApp.tsx',
  ...texts(FRAME_NAMESPACES),
];
/** A first screen after sign-in: the signed-in app, the screen's chunk and its route's translations. */
const signedIn = (screen: string, path: ScreenPath, chunk: string, maxGzipKb: number): Budget => ({
  screen,
  chunks: [...SIGNED_IN, chunk, ...texts(SCREEN_NAMESPACES[path])],
  maxGzipKb,
});

const budgets: Budget[] = [
  { screen: 'sign-in', chunks: ['index.html', ...texts(SIGN_IN_NAMESPACES)], maxGzipKb: 176 },
  signedIn('dashboard /', '/', 'src/features/dashboard/DashboardPage.tsx', 434),
  signedIn('projects', '/projects', 'src/app/ProjectsScreen.tsx', 424),
  signedIn('a project', '/projects/$projectId', 'src/features/projects/ProjectPage.tsx', 468),
  signedIn('genolists', '/genolists', 'src/features/genolists/GenolistsPage.tsx', 428),
  signedIn('a genolist', '/genolists/$genolistId', 'src/features/genolists/GenolistPage.tsx', 490),
  signedIn('compare', '/compare', 'src/features/compare/ComparePage.tsx', 401),
];

const measures = budgets.map((budget) => measure(manifest, budget, (file) => readFileSync(join(dist, file))));
console.log(formatTable(measures));
if (args.includes('--parts')) console.log(`\n${partsTable()}`);
const over = measures.filter((m) => m.over);
if (over.length > 0) console.error(`\nOver budget: ${over.map((m) => m.screen).join(', ')}.`);

// What a first screen leaves for later must still be precached, or it would not open offline.
const missing = missingFromPrecache(manifest, readFileSync(join(dist, 'sw.js'), 'utf8'));
if (missing.length > 0) console.error(`\nNot precached by the service worker: ${missing.join(', ')}.`);
else console.log('\nEvery script chunk is precached by the service worker.');
if (over.length > 0 || missing.length > 0) process.exit(1);

/** `--parts`: each screen's gzip kB by part (`bundle-parts.ts`), the stack's parts first and summed. */
function partsTable(): string {
  const sources = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src]));
  const read = (file: string) => {
    const code = readFileSync(join(dist, file));
    return {
      source: sources.get(file),
      code: code.toString('utf8'),
      // The bundler's runtime has no map: all of it is the bundler's.
      map: existsSync(join(dist, `${file}.map`))
        ? JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))
        : { sources: [], mappings: '' },
      gzipBytes: gzipBytes(code),
    };
  };
  const byScreen = measures.map((m) => partsOf(m.files, read));
  const others = [...new Set(byScreen.flatMap((parts) => [...parts.keys()]))]
    .filter((part) => !STACK_PARTS.includes(part))
    .sort((a, b) => largest(b) - largest(a));
  function largest(part: string) {
    return Math.max(...byScreen.map((parts) => parts.get(part) ?? 0));
  }
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const width = Math.max(...[...STACK_PARTS, ...others].map((part) => part.length), 20);
  const line = (label: string, values: number[]) =>
    `${label.padEnd(width)}  ${values.map((v) => kb(v).padStart(10)).join('  ')}`;
  const stack = byScreen.map((parts) => STACK_PARTS.reduce((sum, part) => sum + (parts.get(part) ?? 0), 0));
  return [
    `${'part (gzip kB)'.padEnd(width)}  ${measures.map((m) => m.screen.slice(0, 10).padStart(10)).join('  ')}`,
    ...STACK_PARTS.map((part) =>
      line(
        part,
        byScreen.map((parts) => parts.get(part) ?? 0),
      ),
    ),
    line('the stack, together', stack),
    ...others
      .filter((part) => largest(part) >= 1000)
      .map((part) =>
        line(
          part,
          byScreen.map((parts) => parts.get(part) ?? 0),
        ),
      ),
    line(
      'parts under 1 kB',
      byScreen.map((parts) =>
        [...parts]
          .filter(([part]) => !STACK_PARTS.includes(part) && largest(part) < 1000)
          .reduce((sum, [, v]) => sum + v, 0),
      ),
    ),
  ].join('\n');
}
