import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { importTasks, projects, users } from '../db/schema';
import { libraryCodeOf } from './archive/read-archive';
import { createTask } from './tasks';

/** The real public datasets shipped with GenoApp (README.md, "Demo data"). */
export const DEMO_DIR = resolve('demo');

/**
 * Queues the demo archives as public projects owned by the first administrator, through the
 * same import pipeline as uploads, unless that library was imported or queued before (a user
 * who deleted a demo project does not see it come back). Returns the queued file names.
 */
export async function queueDemoData(db: Db, config: Pick<Config, 'uploadDir'>): Promise<string[]> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.is_superuser, true), eq(users.is_staff, true)))
    .orderBy(users.id)
    .limit(1);
  const files = (await readdir(DEMO_DIR).catch(() => [])).filter((f) => f.endsWith('.zip')).sort();
  const queued: string[] = [];
  await mkdir(config.uploadDir, { recursive: true });
  for (const file of files) {
    const library = libraryCodeOf(file);
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.library, library));
    const [task] = await db
      .select({ id: importTasks.id })
      .from(importTasks)
      .where(eq(importTasks.library, library));
    if (project || task) continue;
    // The task deletes its file when done: it gets a copy, the repository keeps the original.
    const copy = join(config.uploadDir, `demo-${file}`);
    await copyFile(join(DEMO_DIR, file), copy);
    await createTask(db, {
      file_name: file,
      file_path: copy,
      file_size: (await stat(copy)).size,
      library,
      created_by: admin?.id ?? null,
      make_public: true,
    });
    queued.push(file);
  }
  return queued;
}
