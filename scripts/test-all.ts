/**
 * `npm test`: every check and suite, then a table with each suite's result, wall time and the load
 * average when it ended (a time measured on a machine busy with other work is an upper bound), and one
 * closing line `N passed, N failed` over all of them. Lint, types, the API contract and the
 * WebAssembly build count as one test each; Vitest and Playwright results are read from their JSON
 * reports. With TEST_POSTGRES_URL set, the API tests run a second time on that PostgreSQL server.
 *
 * Stages run one after the other; the suites of a stage run at once, their output kept in a file
 * and printed whole when each ends. The four checks share the cores (each is mostly one thread).
 * The API runs are one test file at a time each, so the PGlite and the PostgreSQL runs, and the
 * web build, go together; the unit suite and the browser suite use every core and run alone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** The 1-minute load average when it ended: above 2 per core, its time is an upper bound. */
  load: number;
}

interface Suite {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Passed and failed tests once the command has ended (`ok`: its exit status was 0). */
  tally?: (ok: boolean) => { passed: number; failed: number };
}

const results: Tally[] = [];
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Runs the command, its output on the terminal (alone) or in a file printed when it ends (with others). */
function run(suite: Suite, alone: boolean): Promise<Tally> {
  const started = performance.now();
  const env = { ...process.env, ...suite.env };
  if (alone) console.log(`\n▶ ${suite.name}: ${suite.command} ${suite.args.join(' ')}`);
  const child = spawn(suite.command, suite.args, { env, stdio: alone ? 'inherit' : 'pipe' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        const log = `${reports}/${slug(suite.name)}.log`;
        writeFileSync(log, Buffer.concat(output));
        console.log(`\n▶ ${suite.name}: ${suite.command} ${suite.args.join(' ')} (${log})`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = status === 0;
      const { passed, failed } = suite.tally ? suite.tally(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
      console.log(`◀ ${suite.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve({ name: suite.name, passed, failed, seconds, load: loadavg()[0] ?? 0 });
    });
  });
}

/** Runs the suites of one stage at once and records them in order. */
async function stage(...suites: Suite[]) {
  const tallies = await Promise.all(suites.map((suite) => run(suite, suites.length === 1)));
  results.push(...tallies);
  return tallies;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const check = (name: string, command: string, args: string[]): Suite => ({ name, command, args });

function vitest(name: string, project: string, env: Record<string, string> = {}): Suite {
  const out = `${reports}/${slug(name)}.json`;
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
    tally: (ok) => {
      const report = readJson<{ numPassedTests: number; numFailedTests: number }>(out);
      const failed = report?.numFailedTests ?? 0;
      // A suite that crashed before reporting counts as one failure, never as silence.
      return { passed: report?.numPassedTests ?? 0, failed: failed + (ok || failed > 0 ? 0 : 1) };
    },
  };
}

function playwright(): Suite {
  const out = `${reports}/e2e.json`;
  return {
    name: 'e2e (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    tally: (ok) => {
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
      const failed = report?.stats.unexpected ?? 0;
      const passed = report ? report.stats.expected + report.stats.flaky : 0;
      return { passed, failed: failed + (ok || failed > 0 ? 0 : 1) };
    },
  };
}

const started = performance.now();
await stage(
  check('lint (biome)', 'npx', ['biome', 'check', '.']),
  check('layers (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:layers']),
  check('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('API contract up to date', 'npx', ['tsx', 'scripts/api-gen.ts', '--check']),
  check('WebAssembly built from source', 'npx', ['tsx', 'scripts/wasm-build.ts', '--check']),
);
await stage(vitest('unit', 'unit'));
const postgres = process.env.TEST_POSTGRES_URL;
const api = [vitest('api (PGlite)', 'api')];
if (postgres) api.push(vitest('api (PostgreSQL)', 'api', { DATABASE_URL: postgres }));
const build = (
  await stage(...api, check('web build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn']))
).at(-1);
if (build?.failed === 0) {
  await stage(check('first visit size (budgets)', 'npx', ['tsx', 'scripts/check-bundle-size.ts']));
  await stage(playwright());
} else results.push({ name: 'e2e (Chromium)', passed: 0, failed: 1, seconds: 0, load: loadavg()[0] ?? 0 });
const total = (performance.now() - started) / 1000;

function minutes(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(30)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed ${minutes(r.seconds).padStart(7)}   load ${r.load.toFixed(1)}`,
  );
console.log(`  ${'total (wall time)'.padEnd(56)} ${minutes(total).padStart(7)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
