import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { type Executor, recordEvent } from '../events/service';
import { notify } from '../notifications/service';
import type { NewComparison } from './schemas';

/** What an ended limma-voom task tells of itself. */
export interface EndedComparison {
  id: number;
  created_by: number | null;
  project_id: number | null;
  genolist_id: number | null;
  de_request: unknown;
}

/**
 * The end of a comparison the server computed, told as a comparison (not as an import): an event
 * for the activity feed and the "analyses" series, and a notification to whoever asked for it,
 * in the transaction that ends the task. The data names the comparison as it was asked and its
 * project, so that both still read once the project is renamed or gone.
 */
export async function announceComparisonEnd(tx: Executor, task: EndedComparison, error?: string) {
  const request = task.de_request as NewComparison;
  const [project] =
    task.project_id === null
      ? []
      : await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, task.project_id));
  const kind = error === undefined ? 'comparison_finished' : 'comparison_failed';
  const data = {
    task_id: task.id,
    name: request.name,
    factor: request.factor,
    numerator: request.numerator,
    reference: request.reference,
    project_name: project?.name ?? null,
    ...(error === undefined ? {} : { error }),
  };
  const genolistId = error === undefined ? task.genolist_id : null;
  await recordEvent(tx, {
    kind,
    actorId: task.created_by,
    projectId: task.project_id,
    genolistId,
    data,
  });
  await notify(tx, {
    kind,
    recipients: [task.created_by],
    projectId: task.project_id,
    genolistId,
    importTaskId: task.id,
    data,
  });
}
