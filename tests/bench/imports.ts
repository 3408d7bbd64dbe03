/**
 * Import time and peak memory (resident set of the importing process, the worker thread
 * included) for the real archives and synthetic ones, each in a fresh embedded database through
 * `scripts/import.ts`, the same pipeline as an upload.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BenchRow } from './run';

/** Targets of the data issue: a 60k × 384 × 20 archive in under 60 s and 1.5 GB. */
const BUDGET = { seconds: 60, peak_mib: 1536 };

const SYNTHETIC = [
  { library: 'S20', genes: 20000, samples: 96, comparisons: 5 },
  { library: 'S60', genes: 60000, samples: 384, comparisons: 20 },
];

function ensureSynthetic(dir: string) {
  mkdirSync(dir, { recursive: true });
  return SYNTHETIC.filter((s) => !process.env.BENCH_QUICK || s.library === 'S20').map((s) => {
    const path = join(dir, `export_for_genoapp_SLC${s.library}.zip`);
    if (!existsSync(path)) {
      console.log(`Generating ${path} (once; kept for later runs)…`);
      const args = [
        '--genes',
        s.genes,
        '--samples',
        s.samples,
        '--comparisons',
        s.comparisons,
        '--library',
        s.library,
        '--out',
        dir,
      ];
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-archive.ts', ...args.map(String)], {
        stdio: 'inherit',
      });
    }
    return path;
  });
}

function importOnce(path: string): BenchRow {
  const dataDir = mkdtempSync(join(tmpdir(), 'genoapp-bench-import-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', path], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  rmSync(dataDir, { recursive: true, force: true });
  const output = `${run.stdout}\n${run.stderr}`;
  const done = /in ([\d.]+) s (\{.*\})/.exec(output);
  const peak = /Peak memory: (\d+) MiB/.exec(output);
  const size =
    (spawnSync('stat', ['-c', '%s', path], { encoding: 'utf8' }).stdout.trim() as unknown as number) /
    1024 ** 2;
  return {
    name: `import ${path.split('/').at(-1)}`,
    size_mib: Math.round(size * 10) / 10,
    seconds: done ? Number(done[1]) : null,
    peak_mib: peak ? Number(peak[1]) : null,
    budget: `${BUDGET.seconds} s, ${BUDGET.peak_mib} MiB (60k × 384 × 20)`,
    steps_ms: done ? (done[2] as string) : (output.split('\n').filter(Boolean).at(-1) ?? 'failed'),
  };
}

export function benchImports(): BenchRow[] {
  const archives = [
    'demo/export_for_genoapp_SLC001.zip',
    'demo/export_for_genoapp_SLC002.zip',
    ...ensureSynthetic('.tmp/bench'),
  ];
  return archives.map((path) => {
    console.log(`Importing ${path}…`);
    return importOnce(path);
  });
}
