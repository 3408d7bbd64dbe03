import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Builds the web app into `outDir` as a new release would: the same sources and configuration,
 * with one statement added to the entry module, so the scripts get new names as a code change
 * gives them. Run in its own process (`buildRelease`), as a deployment runs beside the server.
 */
async function buildInto(outDir: string, release: string): Promise<void> {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'genoapp-release',
        enforce: 'pre',
        transform: (code, id) =>
          id.endsWith('/src/main.tsx') ? `${code}\nconsole.info(${JSON.stringify(release)});\n` : undefined,
      },
    ],
  });
}

/** Builds release `release` of the web app into `outDir` (emptied first) in a child process. */
export function buildRelease(outDir: string, release: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), outDir, release],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build of ${release} exited with ${code}:\n${output}`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [outDir, release] = process.argv.slice(2);
  if (!outDir || !release) throw new Error('usage: tsx tests/support/release-build.ts <outDir> <release>');
  await buildInto(outDir, release);
}
