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
 * after it (docs/performance.md, "First visit", says what stands in the way).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FRAME_NAMESPACES,
  SCREEN_NAMESPACES,
  type ScreenPath,
  SIGN_IN_NAMESPACES,
} from '../src/app/screen-texts';
import { type Budget, formatTable, type Manifest, measure, missingFromPrecache } from './bundle-size';

/** The build to measure: `dist`, or the directory given as the first argument. */
const dist = process.argv[2] ?? 'dist';
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
const over = measures.filter((m) => m.over);
if (over.length > 0) console.error(`\nOver budget: ${over.map((m) => m.screen).join(', ')}.`);

// What a first screen leaves for later must still be precached, or it would not open offline.
const missing = missingFromPrecache(manifest, readFileSync(join(dist, 'sw.js'), 'utf8'));
if (missing.length > 0) console.error(`\nNot precached by the service worker: ${missing.join(', ')}.`);
else console.log('\nEvery script chunk is precached by the service worker.');
if (over.length > 0 || missing.length > 0) process.exit(1);
