/**
 * `npm run import -- path/to/export_for_genoapp_SLC003.zip [--public]`: imports an archive
 * through the same pipeline as the console (checks, background task, one transaction), printing
 * progress. It opens the database of DATA_DIR / DATABASE_URL itself: with the embedded database,
 * stop the server first (PGlite allows one process); with PostgreSQL, the server may keep running.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { ConfigError, loadConfig } from '../server/config';
import { inspectArchive, libraryCodeOf } from '../server/imports/archive/read-archive';
import { ArchiveError } from '../server/imports/archive-types';
import { createTask, getTask } from '../server/imports/tasks';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { public: { type: 'boolean', default: false } },
});
const path = positionals[0];
if (!path || positionals.length > 1) {
  console.error('Usage: npm run import -- path/to/export_for_genoapp_SLCXXX.zip [--public]');
  process.exit(2);
}
const fileName = basename(path);

let config: ReturnType<typeof loadConfig>;
try {
  config = { ...loadConfig(), webDir: undefined, logLevel: 'warn' };
  await inspectArchive(path, fileName);
} catch (error) {
  if (error instanceof ConfigError || error instanceof ArchiveError) {
    console.error(`Cannot import ${fileName}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
const { db } = app.ctx.database;
await mkdir(config.uploadDir, { recursive: true });
const copy = join(config.uploadDir, `cli-${Date.now()}-${fileName}`);
await copyFile(path, copy);
const task = await createTask(db, {
  file_name: fileName,
  file_path: copy,
  file_size: (await stat(copy)).size,
  library: libraryCodeOf(fileName),
  created_by: null,
  make_public: values.public,
});
await app.ready();
let last = '';
for (;;) {
  const row = await getTask(db, task.id);
  const live = app.ctx.imports.progressOf(task.id);
  const line = `${live?.progress.toFixed(0) ?? row?.progress}% ${live?.step ?? row?.step}`;
  if (line !== last) {
    console.log(`task ${task.id}: ${line}`);
    last = line;
  }
  if (row?.status === 'SUCCESS') {
    const total = Object.values(row.timings).reduce((a, b) => a + b, 0);
    console.log(
      `Imported ${fileName} as project ${row.project_id} in ${(total / 1000).toFixed(1)} s ${JSON.stringify(row.timings)}`,
    );
    console.log(`Peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
    break;
  }
  if (row?.status === 'FAILURE') {
    console.error(`Import failed: ${row.error}`);
    process.exitCode = 1;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await app.close();
