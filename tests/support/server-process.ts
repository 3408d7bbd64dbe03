import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** Kills the process (SIGKILL, as a crash or a power cut would) and keeps its data. */
  kill(): Promise<void>;
  /** Starts the server again on the same port with the same data, after `kill`. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Spawns `server/main.ts` and resolves with its URL once it prints it. */
async function spawnServer(env: Record<string, string>): Promise<{ process: ChildProcess; url: string }> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
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

function ended(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill(signal);
  return exited;
}

/**
 * Starts the real server (`server/main.ts`, as `npm start` does) on a free port with an empty
 * data directory, and resolves once it prints its URL. Used by the end-to-end tests and benchmarks.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'genoapp-server-'));
  const settings = { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env };
  let running = await spawnServer(settings);
  const url = running.url;
  return {
    url,
    kill: () => ended(running.process, 'SIGKILL'),
    async restart() {
      await ended(running.process, 'SIGKILL');
      running = await spawnServer({ ...settings, PORT: new URL(url).port });
    },
    async stop() {
      await ended(running.process, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
