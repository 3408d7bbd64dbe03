import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importTasks } from '../db/schema';
import { type Executor, recordEvent } from '../events/service';
import { notify } from '../notifications/service';

export type ImportTask = typeof importTasks.$inferSelect;

/** A process that has not beaten for this long is taken for dead, and its task for interrupted. */
export const STALE_AFTER_MS = 60_000;
/** An interrupted import is retried from the start this many times; its transaction left nothing behind. */
export const MAX_ATTEMPTS = 3;

/** Identifies this server process in `claimed_by`. */
export const PROCESS_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export async function createTask(
  db: Db,
  task: {
    file_name: string;
    file_path: string;
    file_size: number;
    library: string;
    created_by: number | null;
    make_public?: boolean;
    /** The project a data file fills; an archive's project is known once it is written. */
    project_id?: number | null;
  },
): Promise<ImportTask> {
  const received = task.project_id ? 'Data file received' : 'Archive received';
  const [row] = await db
    .insert(importTasks)
    .values({
      ...task,
      messages: [{ at: new Date().toISOString(), level: 'info', text: `${received}, waiting for a worker` }],
    })
    .returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

/**
 * Takes the oldest waiting task for this process. `FOR UPDATE SKIP LOCKED` lets several
 * processes poll one PostgreSQL without two of them taking the same task.
 */
export async function claimNextTask(db: Db): Promise<ImportTask | undefined> {
  const result = await db.execute(sql`
    UPDATE import_tasks SET status = 'RUNNING', claimed_by = ${PROCESS_ID}, attempts = attempts + 1,
      started_at = now(), heartbeat_at = now(), step = 'starting', progress = 0
    WHERE id = (
      SELECT id FROM import_tasks WHERE status = 'PENDING' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1
    )
    RETURNING id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  return getTask(db, id);
}

export async function getTask(db: Db, id: number): Promise<ImportTask | undefined> {
  const [row] = await db.select().from(importTasks).where(eq(importTasks.id, id));
  return row;
}

export function listTasks(db: Db, limit = 50): Promise<ImportTask[]> {
  return db.select().from(importTasks).orderBy(desc(importTasks.id)).limit(limit);
}

function note(level: 'info' | 'error', text: string) {
  return sql`messages || ${JSON.stringify([{ at: new Date().toISOString(), level, text }])}::jsonb`;
}

export async function reportProgress(db: Db, id: number, progress: number, step: string, message?: string) {
  await db
    .update(importTasks)
    .set({
      progress: Math.round(progress),
      step,
      heartbeat_at: new Date(),
      ...(message ? { messages: note('info', message) } : {}),
    })
    .where(eq(importTasks.id, id));
}

export async function heartbeat(db: Db, id: number) {
  await db.update(importTasks).set({ heartbeat_at: new Date() }).where(eq(importTasks.id, id));
}

/**
 * What an ended task tells: an event for the activity and the import success rate, and a
 * notification to its uploader, in the transaction that ends it.
 */
async function announceEnd(tx: Executor, task: EndedTask, error?: string) {
  const kind = error === undefined ? 'import_finished' : 'import_failed';
  const data = { task_id: task.id, file_name: task.file_name, ...(error === undefined ? {} : { error }) };
  await recordEvent(tx, { kind, actorId: task.created_by, projectId: task.project_id, data });
  await notify(tx, {
    kind,
    recipients: [task.created_by],
    projectId: task.project_id,
    importTaskId: task.id,
    data,
  });
}

type EndedTask = { id: number; file_name: string; created_by: number | null; project_id: number | null };
const ended = {
  id: importTasks.id,
  file_name: importTasks.file_name,
  created_by: importTasks.created_by,
  project_id: importTasks.project_id,
};

export async function completeTask(
  db: Db,
  id: number,
  projectId: number,
  timings: Record<string, number>,
  genolistId: number | null = null,
) {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .update(importTasks)
      .set({
        status: 'SUCCESS',
        progress: 100,
        step: 'done',
        project_id: projectId,
        genolist_id: genolistId,
        timings,
        finished_at: new Date(),
        messages: note('info', genolistId === null ? 'Import finished' : 'Comparison computed'),
      })
      .where(eq(importTasks.id, id))
      .returning(ended);
    if (task) await announceEnd(tx, task);
  });
}

export async function failTask(db: Db, id: number, error: string, timings: Record<string, number> = {}) {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .update(importTasks)
      .set({
        status: 'FAILURE',
        step: 'failed',
        error,
        timings,
        finished_at: new Date(),
        messages: note('error', error),
      })
      .where(eq(importTasks.id, id))
      .returning(ended);
    if (task) await announceEnd(tx, task, error);
  });
  await failWaitingProjects(db);
}

/**
 * A project waits for its data file as PROCESSING while one of its tasks is queued or running;
 * once every one has failed, it is in ERROR, and a new data file may be sent. Archive imports
 * never leave a project PROCESSING, so this only concerns data files.
 */
async function failWaitingProjects(db: Db) {
  await db.execute(sql`
    UPDATE projects p SET status = 'ERROR', updated_at = now()
    WHERE p.status = 'PROCESSING'
      AND EXISTS (SELECT 1 FROM import_tasks t WHERE t.project_id = p.id AND t.status = 'FAILURE')
      AND NOT EXISTS (SELECT 1 FROM import_tasks t WHERE t.project_id = p.id AND t.status IN ('PENDING', 'RUNNING'))`);
}

/**
 * Tasks whose process stopped beating (a restart, a crash) go back to the queue while attempts
 * remain, else fail. Nothing of an interrupted run is in the database: it wrote in one transaction.
 */
export async function recoverStaleTasks(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - STALE_AFTER_MS);
  const stale = and(eq(importTasks.status, 'RUNNING'), lt(importTasks.heartbeat_at, cutoff));
  const error = 'The import was interrupted (server stopped) too many times';
  const failed = await db.transaction(async (tx) => {
    const tasks = await tx
      .update(importTasks)
      .set({
        status: 'FAILURE',
        step: 'failed',
        error,
        finished_at: new Date(),
        messages: note('error', 'Interrupted by a server stop; no more attempts left'),
      })
      .where(and(stale, sql`attempts >= ${MAX_ATTEMPTS}`))
      .returning(ended);
    for (const task of tasks) await announceEnd(tx, task, error);
    return tasks;
  });
  if (failed.length > 0) await failWaitingProjects(db);
  await db
    .update(importTasks)
    .set({
      status: 'PENDING',
      step: 'queued',
      progress: 0,
      messages: note('info', 'Interrupted by a server stop; queued again'),
    })
    .where(and(stale, sql`attempts < ${MAX_ATTEMPTS}`));
}
