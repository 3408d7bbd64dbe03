import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { databaseFailureText } from '../db/errors';
import { runComparisonTask } from '../de/task';
import { isDataFileName } from './data-file/read-data-file';
import { runImport } from './pipeline';
import {
  claimNextTask,
  completeTask,
  failTask,
  heartbeat,
  type ImportTask,
  recoverStaleTasks,
  reportProgress,
} from './tasks';

const HEARTBEAT_MS = 10_000;

/**
 * What the task tells the administrator; a database error carries its SQL and the values it
 * was sent, which say nothing to them (and are kept out of the task's log).
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const database = databaseFailureText(error);
  return database ? `Database error while writing the project: ${database}` : error.message;
}
/** How long a shutdown waits for a running import; an import cut short is queued again at the next start. */
const STOP_GRACE_MS = 5_000;

/**
 * Runs import tasks in the background of a server process, one at a time, taking them from the
 * database queue (archives, data files, and comparisons computed by limma-voom, `server/de/`) so that any number of processes can share the work. Progress lives in memory
 * while a step runs (PGlite has one connection, busy with the import's transaction) and is
 * written to the task row at each step.
 */
export class ImportRunner {
  private readonly live = new Map<number, { progress: number; step: string }>();
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 2000,
  ) {}

  start() {
    this.loop ??= this.run();
  }

  /** A task was just queued: look now rather than at the next poll. */
  wake() {
    this.wakeUp?.();
  }

  async stop() {
    this.stopped = true;
    this.wake();
    await Promise.race([this.loop, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
  }

  /** The latest progress of a task this process is running, fresher than its row. */
  progressOf(taskId: number) {
    return this.live.get(taskId);
  }

  private async run() {
    while (!this.stopped) {
      let task: ImportTask | undefined;
      try {
        await recoverStaleTasks(this.db);
        task = await claimNextTask(this.db);
      } catch (error) {
        this.log.error({ err: error }, 'import queue unavailable');
      }
      if (task) await this.execute(task);
      else
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  private async execute(task: ImportTask) {
    this.log.info({ task: task.id, file: task.file_name }, 'import started');
    // Row updates of one task go through one chain, so a late progress write never lands after the final status.
    let writes: Promise<unknown> = Promise.resolve();
    const queue = (write: () => Promise<unknown>) => {
      writes = writes.then(write).catch((err) => this.log.warn({ err }, 'import progress not saved'));
    };
    const beat = setInterval(() => queue(() => heartbeat(this.db, task.id)), HEARTBEAT_MS);
    let lastStep = '';
    const onProgress = (progress: number, step: string) => {
      this.live.set(task.id, { progress, step });
      const major = step.split(':')[0] ?? step;
      if (major !== lastStep) {
        lastStep = major;
        queue(() => reportProgress(this.db, task.id, progress, major, `Step: ${major}`));
      }
    };
    try {
      const { projectId, timings, genolistId } =
        task.kind === 'limma-voom'
          ? await runComparisonTask(this.db, task, onProgress)
          : await this.import(task, onProgress);
      await writes;
      await completeTask(this.db, task.id, projectId, timings, genolistId);
      this.log.info({ task: task.id, projectId, timings }, 'import finished');
    } catch (error) {
      const message = failureMessage(error);
      await writes;
      await failTask(this.db, task.id, message);
      this.log.warn({ task: task.id, error: message }, 'import failed');
    } finally {
      clearInterval(beat);
      this.live.delete(task.id);
      if (task.file_path) await rm(task.file_path, { force: true });
    }
  }

  private async import(task: ImportTask, onProgress: (progress: number, step: string) => void) {
    const file = { path: task.file_path, fileName: task.file_name };
    const imported = await runImport(this.db, {
      // An archive's name is checked to end in .zip; a data file's in .csv, .tsv, .txt or .xlsx.
      source: isDataFileName(task.file_name) ? { kind: 'data-file', ...file } : { kind: 'archive', ...file },
      library: task.library,
      projectId: task.project_id,
      ownerId: task.created_by,
      makePublic: task.make_public,
      onProgress,
    });
    return { ...imported, genolistId: null };
  }
}
