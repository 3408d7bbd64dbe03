/**
 * The genolist frame as a browser gets it from the real server (`server/main.ts`), on a PGlite
 * data directory where SLC001 (49,506 genes) was imported: the first request after each server
 * start (cold: nothing of the frame in the process), then the same request again (warm), and a
 * revalidation (304). Each run restarts the server on the same directory; the sign-in before the
 * first request is not timed. Target (issue 22): ≤ 80 ms cold.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server-process';
import { stats } from './measure';
import type { BenchRow } from './run';

const RUNS = Number(process.env.BENCH_FRAME_RUNS ?? 5);
const ADMIN = { email: 'bench@bench.example', password: 'bench password 1' };
const ARCHIVE = 'demo/export_for_genoapp_SLC001.zip';
const BUDGET_COLD_MS = 80;

const load = () => loadavg()[0]?.toFixed(1) ?? '';

/**
 * Milliseconds from sending the request to the last byte of its body, as sent (a browser
 * decodes brotli natively; fetch's decoder in JavaScript would be timed too).
 */
function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ ms: number; status: number; bytes: number; etag: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode ?? 0,
          bytes,
          etag: String(response.headers.etag ?? ''),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function benchFrame(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'genoapp-bench-frame-'));
  try {
    const imported = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', ARCHIVE, '--public'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' },
        encoding: 'utf8',
      },
    );
    if (imported.status !== 0) throw new Error(`the import failed:\n${imported.stderr}`);
    const cold: number[] = [];
    const warm: number[] = [];
    const revalidated: number[] = [];
    const loads: string[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const server = await startServerProcess(
        { WEB_DIR: '', DEMO_DATA: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
        { dataDir },
      );
      try {
        const login = await fetch(`${server.url}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        const { access } = (await login.json()) as { access: string };
        const headers = { authorization: `JWT ${access}`, 'accept-encoding': 'br, gzip' };
        const lists = await fetch(`${server.url}/api/genolists/mygenolists/`, { headers });
        const [genolist] = (await lists.json()) as { id: number }[];
        const url = `${server.url}/api/genolists/${genolist?.id}/frame`;
        loads.push(load());
        const first = await timed(url, headers);
        if (first.status !== 200) throw new Error(`the frame answered ${first.status}`);
        cold.push(first.ms);
        bytes = first.bytes;
        warm.push((await timed(url, headers)).ms);
        const etag = first.etag;
        const again = await timed(url, { ...headers, 'if-none-match': etag });
        if (again.status !== 304) throw new Error(`the revalidation answered ${again.status}`);
        revalidated.push(again.ms);
      } finally {
        await server.stop();
      }
    }
    const row = (name: string, times: number[], budget: number | null): BenchRow => {
      const { median, p95 } = stats(times);
      return {
        name,
        runs: times.length,
        median_ms: Math.round(median),
        p95_ms: Math.round(p95),
        min_ms: Math.round(Math.min(...times)),
        budget_ms: budget,
        body_bytes: name.includes('304') ? 0 : bytes,
        load_1min: loads.join(' '),
      };
    };
    return [
      row('SLC001 frame (brotli), first request after a server start', cold, BUDGET_COLD_MS),
      row('SLC001 frame (brotli), again', warm, null),
      row('SLC001 frame, If-None-Match → 304', revalidated, null),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
