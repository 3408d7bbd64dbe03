/**
 * `npm run bench`: measures the real server (spawned as `npm start` runs it) with autocannon and
 * prints a table; writes `bench-results/api.json`. Then imports the real and synthetic archives
 * (`tests/bench/imports.ts`, `bench-results/imports.json`). Never fails on timing: budgets are
 * read, not enforced. Sign-in is bound by scrypt by design (≈ 32 MiB and tens of ms per hash).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { startServerProcess } from '../support/server-process';
import { benchImports } from './imports';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ADMIN = { email: 'bench@bench.example', password: 'bench password 1' };

interface Row {
  name: string;
  requests_per_s: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  errors: number;
  non_2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: DURATION_S, connections: 10, ...options });
  return {
    name,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  };
}

const server = await startServerProcess({
  WEB_DIR: '',
  LOGIN_RATE_LIMIT: '10000',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
try {
  const login = await fetch(`${server.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access } = (await login.json()) as { access: string };
  const rows = [
    await measure('GET /api/health', { url: `${server.url}/api/health` }),
    await measure('GET /api/users/me/', {
      url: `${server.url}/api/users/me/`,
      headers: { authorization: `JWT ${access}` },
    }),
    await measure('POST /api/token/ (sign-in)', {
      url: `${server.url}/api/token/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
      connections: 4,
    }),
  ];
  console.table(rows);
  mkdirSync('bench-results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    duration_s: DURATION_S,
    rows,
  };
  writeFileSync('bench-results/api.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('Wrote bench-results/api.json');
} finally {
  await server.stop();
}

const imports = benchImports();
console.table(
  imports.map(({ steps_ms, ...row }) => ({ ...row, steps: steps_ms ? JSON.stringify(steps_ms) : '' })),
);
writeFileSync(
  'bench-results/imports.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, rows: imports }, null, 2)}\n`,
);
console.log('Wrote bench-results/imports.json');
