import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importTasks } from '../db/schema';
import { type LiveProgress, taskProgress } from '../imports/task-progress';
import { createTask, type ImportTask } from '../imports/tasks';

/**
 * A project's data file (server/imports/data-file/README.md): a count matrix sent into a project
 * created empty, imported by an import task like an archive. The project is PROCESSING while its
 * task waits or runs, SUCCESS once written, ERROR when the task fails (`server/imports/tasks.ts`);
 * a new file may then be sent. A project with samples never takes one.
 */

/** Statuses in which a project without samples may take a data file. */
const AWAITING_DATA = ['PENDING', 'ERROR'];

export type DataFileRefusal = 'has_data' | 'processing';

/** Why the project cannot take a data file now, or null when it can. */
export async function dataFileRefusal(db: Db, projectId: number): Promise<DataFileRefusal | null> {
  const result = await db.execute(sql`
    SELECT p.status, EXISTS (SELECT 1 FROM samples s WHERE s.project_id = p.id) AS has_samples
    FROM projects p WHERE p.id = ${projectId}`);
  const row = (result as unknown as { rows: { status: string; has_samples: boolean }[] }).rows[0];
  if (!row || row.has_samples) return 'has_data';
  if (row.status === 'PROCESSING') return 'processing';
  return AWAITING_DATA.includes(row.status) ? null : 'has_data';
}

/**
 * Marks the project PROCESSING and queues the task in one transaction, only if it still awaits
 * data: of two uploads racing, one gets the task and the other null (answered 409).
 */
export async function queueDataFile(
  db: Db,
  projectId: number,
  file: { file_name: string; file_path: string; file_size: number; created_by: number },
): Promise<ImportTask | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      UPDATE projects SET status = 'PROCESSING', updated_at = now()
      WHERE id = ${projectId} AND status IN ('PENDING', 'ERROR')
        AND NOT EXISTS (SELECT 1 FROM samples s WHERE s.project_id = ${projectId})
      RETURNING id`);
    if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return null;
    // A data file has no library code: the task names its project instead.
    return createTask(tx, { ...file, library: '', project_id: projectId });
  });
}

/** The latest import task that filled or fills the project, if any. */
export async function latestDataImport(db: Db, projectId: number): Promise<ImportTask | undefined> {
  const [task] = await db
    .select()
    .from(importTasks)
    .where(eq(importTasks.project_id, projectId))
    .orderBy(desc(importTasks.id))
    .limit(1);
  return task;
}

/** A project's latest data import as the API answers it, its state as every task route gives it. */
export function presentDataImport(task: ImportTask, progressOf: LiveProgress) {
  return {
    task_id: task.id,
    file_name: task.file_name,
    ...taskProgress(task, progressOf),
    error: task.error,
    created_at: task.created_at.toISOString(),
    finished_at: task.finished_at?.toISOString() ?? null,
  };
}
