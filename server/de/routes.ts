import { and, eq } from 'drizzle-orm';
import { projectOr404 } from '../access/guard';
import { may } from '../access/policy';
import { creationRefusal, planOf, storageRefusal } from '../access/quotas';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { importTasks } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { localeOf, type MessageKey, messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { findUserById } from '../users/service';
import {
  ComparisonOptionsSchema,
  ComparisonTaskAccepted,
  ComparisonTaskSchema,
  NewComparisonBody,
  TaskParams,
} from './schemas';
import { ComparisonRefused, checkNewComparison, comparisonOptions, queueComparison } from './service';

const tags = ['projects'];
/** What a genolist's stored rows and frame take, per gene, to check the owner's storage before queueing. */
const BYTES_PER_GENE = 120;

/**
 * A comparison computed on the server by limma-voom from the counts a project kept at import
 * (`service.ts`, `task.ts`): whoever may edit the project may ask for one.
 */
export async function comparisonTaskRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/projects/:id/comparisons/options/',
    {
      schema: {
        tags,
        summary:
          'What a new limma-voom comparison of the project may use: whether the user may ask for one (who may edit the project), whether its counts are kept, its factors and their levels (whoever may see it)',
        params: IdParams,
        response: { 200: ComparisonOptionsSchema, ...errorResponses(401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project, holding } = await projectOr404(db, request, request.params.id);
      return { can_create: may(holding, 'edit'), ...(await comparisonOptions(db, project.id)) };
    },
  );

  app.post(
    '/projects/:id/comparisons/',
    {
      schema: {
        tags,
        summary:
          'Compute a new comparison and its genolist by limma-voom (design ~0 + factor + covariates, ' +
          'contrast numerator − reference) on the counts the project kept at import, in the background. ' +
          'Whoever may edit the project may ask; the genolist is theirs, private until shared, and counts ' +
          "against their plan's genolists and the owner's storage. 409 when the name is taken; 422 naming " +
          'an unknown factor or level, equal levels, a confounded covariate, no residual degrees of freedom, ' +
          'or a project that keeps no counts.',
        params: IdParams,
        body: NewComparisonBody,
        response: { 202: ComparisonTaskAccepted, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { project } = await projectOr404(db, request, request.params.id, 'edit');
      const plan = await planOf(db, user.id);
      const refusal = await db.transaction((tx) => creationRefusal(tx, user, plan, 'genolists'));
      if (refusal) throw new HttpError(403, refusal, messageFor(request, refusal));
      const owner = project.owner_id === null ? null : ((await findUserById(db, project.owner_id)) ?? null);
      const full = await storageRefusal(db, user, owner, project.gene_count * BYTES_PER_GENE);
      if (full) throw new HttpError(403, full, messageFor(request, full));
      try {
        await checkNewComparison(db, project.id, request.body, localeOf(request.headers['accept-language']));
      } catch (error) {
        if (!(error instanceof ComparisonRefused)) throw error;
        const detail = error.detail ?? messageFor(request, error.code as MessageKey);
        throw new HttpError(error.status, error.code, detail);
      }
      const task = await queueComparison(db, project, user.id, request.body);
      ctx.imports.wake();
      return reply.status(202).send({ task_id: task.id });
    },
  );

  app.get(
    '/projects/:id/comparisons/tasks/:taskId/',
    {
      schema: {
        tags,
        summary:
          'A limma-voom comparison task of the project: state, progress, step, error, its genolist once done',
        params: TaskParams,
        response: { 200: ComparisonTaskSchema, ...errorResponses(401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project } = await projectOr404(db, request, request.params.id, 'edit');
      const [task] = await db
        .select()
        .from(importTasks)
        .where(
          and(
            eq(importTasks.id, request.params.taskId),
            eq(importTasks.project_id, project.id),
            eq(importTasks.kind, 'limma-voom'),
          ),
        );
      if (!task) throw notFound(request);
      const live = task.status === 'RUNNING' ? ctx.imports.progressOf(task.id) : undefined;
      return {
        id: task.id,
        name: task.file_name,
        status: task.status as 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILURE',
        progress: live ? Math.round(live.progress) : task.progress,
        step: live?.step ?? task.step,
        error: task.error,
        genolist_id: task.genolist_id,
      };
    },
  );
}
