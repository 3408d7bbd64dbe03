import type { ImportTask } from './tasks';

export type TaskStatus = 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILURE';

/** The latest progress of a task the answering process runs (`ImportRunner.progressOf`). */
export type LiveProgress = (taskId: number) => { progress: number; step: string } | undefined;

/**
 * A task's state as the API answers it, for imports and computed comparisons alike: while this
 * process runs it, the progress and step it holds in memory (fresher than the row, written at
 * each step only); else the row's.
 */
export function taskProgress(task: ImportTask, progressOf: LiveProgress) {
  const live = task.status === 'RUNNING' ? progressOf(task.id) : undefined;
  return {
    status: task.status as TaskStatus,
    progress: live ? Math.round(live.progress) : task.progress,
    step: live?.step ?? task.step,
  };
}
