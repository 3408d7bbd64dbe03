import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL), as a crash or a pulled plug would; its data stays. */
  kill(): Promise<void>;
  /** Starts it again on the same port (the same origin for the browser) and the same data. */
  restart(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

function spawnServer(env: Record<string, string>): { process: ChildProcess; url: Promise<string> } {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    // A first start makes its database and migrates it: tens of seconds on a loaded 2-core machine.
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GenoApp is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { process: server, url };
}

function exited(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const done = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill(signal);
  return done;
}

/**
 * Starts the real server (`server/main.ts`, as `npm start` does) on a free port with an empty
 * data directory, or `dataDir` (kept when it stops: a restart opens it again), and resolves once
 * it prints its URL. `copyOf`: the data directory starts as a copy of that one (a world built
 * once, see `tests/e2e/demo-world-support.ts`), so the server opens it instead of migrating and
 * importing again. Used by the end-to-end tests and benchmarks.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; copyOf?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'genoapp-server-'));
  if (options.copyOf) cpSync(options.copyOf, dataDir, { recursive: true });
  let running = spawnServer({ PORT: '0', DATA_DIR: dataDir, ...env });
  const url = await running.url;
  const port = new URL(url).port;
  return {
    url,
    async stop() {
      await exited(running.process, 'SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => exited(running.process, 'SIGKILL'),
    async restart() {
      running = spawnServer({ PORT: port, DATA_DIR: dataDir, ...env });
      await running.url;
    },
  };
}
