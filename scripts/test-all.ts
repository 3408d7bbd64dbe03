/**
 * `npm test`: every check and suite, then one closing line `N passed, N failed` over all of them.
 * Lint, types, the API contract and the WebAssembly build count as one test each; Vitest and
 * Playwright results are read from their JSON reports. With TEST_POSTGRES_URL set, the API tests run a second time on that
 * PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  name: string;
  passed: number;
  failed: number;
}

const results: Tally[] = [];
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function check(name: string, command: string, args: string[]) {
  const ok = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitest(name: string, project: string, env: Record<string, string> = {}) {
  const out = `${reports}/${name}.json`;
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTests: number }>(out);
  const passed = report?.numPassedTests ?? 0;
  // A suite that crashed before reporting counts as one failure, never as silence.
  const failed = (report?.numFailedTests ?? 0) + (ok ? 0 : report && report.numFailedTests > 0 ? 0 : 1);
  results.push({ name, passed, failed });
}

function playwright() {
  const out = `${reports}/e2e.json`;
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  const passed = report ? report.stats.expected + report.stats.flaky : 0;
  const failed = (report?.stats.unexpected ?? 0) + (ok || (report?.stats.unexpected ?? 0) > 0 ? 0 : 1);
  results.push({ name: 'e2e (Chromium)', passed, failed });
}

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('layers (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:layers']);
check('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('API contract up to date', 'npx', ['tsx', 'scripts/api-gen.ts', '--check']);
check('WebAssembly built from source', 'npx', ['tsx', 'scripts/wasm-build.ts', '--check']);
vitest('unit', 'unit');
vitest('api (PGlite)', 'api');
const postgres = process.env.TEST_POSTGRES_URL;
if (postgres) vitest('api (PostgreSQL)', 'api', { DATABASE_URL: postgres });
if (check('web build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn'])) playwright();
else results.push({ name: 'e2e (Chromium)', passed: 0, failed: 1 });

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
