/**
 * API throughput of the real server (spawned as `npm start` runs it), with autocannon. Sign-in is
 * bound by scrypt by design (≈ 32 MiB and tens of ms per hash). The server starts without its
 * demo data: importing it would share the CPU with the requests measured (286–310 requests/s
 * instead of 770–1,191 for /api/health), and none of them reads it.
 */
import autocannon from 'autocannon';
import { startServerProcess } from '../support/server-process';
import { stamp } from './load';
import type { BenchRow } from './run';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ADMIN = { email: 'bench@bench.example', password: 'bench password 1' };

async function measure(name: string, options: autocannon.Options): Promise<BenchRow> {
  const result = await autocannon({ duration: DURATION_S, connections: 10, ...options });
  return stamp({
    name,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  });
}

export async function benchApi(): Promise<BenchRow[]> {
  const server = await startServerProcess({
    DEMO_DATA: 'off',
    WEB_DIR: '',
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_IP_RATE_LIMIT: '100000',
    REGISTER_RATE_LIMIT: '100000',
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
    return [
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
  } finally {
    await server.stop();
  }
}
