import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { projectOr404, requireAction, visibleOr404 } from '../access/guard';
import { actionsOf, PROJECT_FIELD_ACTION } from '../access/policy';
import { creationRefusal, lockPlanHolder, planOf } from '../access/quotas';
import { changedByStaff } from '../access/rules';
import { writeAudit } from '../audit/log';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { recordProjectView } from '../events/service';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import { projectAnalysisRoutes } from './analysis-routes';
import { latestDataImport, presentDataImport } from './data-file';
import { projectDataRoutes } from './data-routes';
import { projectListRoutes } from './list-routes';
import { projectReportRoutes } from './report-routes';
import { projectSampleFactorsRoutes } from './sample-factors-routes';
import {
  ProjectCreateSchema,
  ProjectDetailQuery,
  ProjectFavoriteToggleSchema,
  ProjectSchema,
  ProjectUpdateSchema,
} from './schemas';
import {
  comparisonsOf,
  createProject,
  deleteProject,
  findProject,
  type ProjectChanges,
  presentSample,
  samplesOf,
  toggleFavorite,
  updateProject,
  userExists,
} from './service';

const tags = ['projects'];

/** 400 for a blank project name, its message also in `fields.name` so the form shows it under the field. */
function nameRequired(request: FastifyRequest) {
  const detail = messageFor(request, 'project_name_required');
  return new HttpError(400, 'validation', detail, { name: detail });
}

/**
 * The project endpoints under /api: creation, detail, edits, deletion, favourite and view here;
 * the lists in `list-routes.ts`; the data file in `data-routes.ts`; the analyses (PCA,
 * correlation, quality control, genes detected, sequence distribution) in `analysis-routes.ts`;
 * the PDF report in `report-routes.ts`. Every route needs a signed-in user; a project the user
 * may not see answers 404 (`server/access/guard.ts`).
 */
export async function projectRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  await app.register(projectListRoutes, { ctx });

  /** The API shape of a project the user may see, with the rights `server/access` gives. */
  async function detail(request: FastifyRequest, id: number, extended: boolean) {
    const user = currentUser(request);
    const project = visibleOr404(request, await findProject(db, user, id));
    if (!extended) return project;
    const [sampleRows, comparisonRows, dataImport] = await Promise.all([
      samplesOf(db, id, project.factors),
      comparisonsOf(db, user, id),
      latestDataImport(db, id),
    ]);
    return {
      ...project,
      samples: sampleRows.map(presentSample),
      comparisons: comparisonRows,
      data_import: dataImport
        ? presentDataImport(dataImport, (taskId) => ctx.imports.progressOf(taskId))
        : null,
    };
  }

  app.post(
    '/projects/',
    {
      schema: {
        tags,
        summary:
          'Create an empty private project owned by the creator, status PENDING. Anyone signed in, within their plan: past its project limit 403 plan_limit_reached (staff are not limited)',
        body: ProjectCreateSchema,
        response: { 201: ProjectSchema, ...errorResponses(400, 401, 403) },
      },
      // Before validation, so a blank or missing name gets the 'name is required' message; after the sign-in check.
      onRequest: authenticate,
      preValidation: async (request) => {
        const name = (request.body as { name?: unknown } | undefined)?.name;
        if (typeof name !== 'string' || name.trim() === '') throw nameRequired(request);
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const plan = await planOf(db, user.id);
      // Counted and created in one transaction holding the user's subscription: two creations
      // racing cannot both take the last place, and a refused one leaves nothing behind.
      const created = await db.transaction(async (tx) => {
        await lockPlanHolder(tx, user.id);
        const refusal = await creationRefusal(tx, user, plan, 'projects');
        if (refusal) return { refusal, id: null };
        const name = request.body.name.trim();
        const description = request.body.description?.trim() ?? '';
        return { refusal: null, id: await createProject(tx, user, { name, description }) };
      });
      if (created.refusal) throw quotaError(request, created.refusal);
      return reply.status(201).send(await detail(request, created.id, false));
    },
  );

  for (const path of ['/projects/:id/', '/projects/:id']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'One project; with ?extended=true also its samples and comparisons',
          params: IdParams,
          querystring: ProjectDetailQuery,
          response: { 200: ProjectSchema, ...errorResponses(400, 401, 404) },
        },
        onRequest: authenticate,
      },
      async (request) => detail(request, request.params.id, request.query.extended === true),
    );
  }

  app.put(
    '/projects/:id/',
    {
      schema: {
        tags,
        summary:
          'Edit a project: name and description (can_edit), public (can_change_visibility), owner (staff); fields left out are kept',
        params: IdParams,
        body: ProjectUpdateSchema,
        response: { 200: ProjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project, holding } = await projectOr404(db, request, request.params.id, 'edit');
      const body = request.body;
      const changes: ProjectChanges = {};
      if (body.name !== undefined && body.name.trim() !== project.name) {
        if (body.name.trim() === '') throw nameRequired(request);
        changes.name = body.name.trim();
      }
      if (body.description !== undefined && body.description.trim() !== project.description) {
        changes.description = body.description.trim();
      }
      if (body.public !== undefined && body.public !== project.public) changes.public = body.public;
      if (body.owner !== undefined && body.owner !== project.owner_id) changes.owner_id = body.owner;
      for (const action of actionsOf(PROJECT_FIELD_ACTION, { ...changes, owner: changes.owner_id })) {
        requireAction(request, holding, action);
      }
      if (changes.owner_id && !(await userExists(db, changes.owner_id))) {
        const detail = messageFor(request, 'project_owner_unknown');
        throw new HttpError(400, 'validation', detail, { owner: detail });
      }
      await updateProject(db, project.id, changes);
      const user = currentUser(request);
      if (changedByStaff(user, project.owner_id)) {
        const before = Object.fromEntries(
          Object.keys(changes).map((k) => [k, project[k as keyof ProjectChanges]]),
        );
        const target = { type: 'project', id: project.id, label: changes.name ?? project.name } as const;
        await writeAudit(db, user, 'project.update', target, before, { ...changes });
      }
      return detail(request, project.id, false);
    },
  );

  app.delete(
    '/projects/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a project with everything in it (can_delete)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { project } = await projectOr404(db, request, request.params.id, 'delete');
      await deleteProject(db, project.id);
      const user = currentUser(request);
      if (changedByStaff(user, project.owner_id)) {
        const target = { type: 'project', id: project.id, label: project.name } as const;
        await writeAudit(db, user, 'project.delete', target, { ...project }, null);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/projects/:id/toggle-favorite/',
    {
      schema: {
        tags,
        summary: "Add the project to the user's favourites, or remove it",
        params: IdParams,
        response: { 200: ProjectFavoriteToggleSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project } = await projectOr404(db, request, request.params.id);
      const isFavorite = await toggleFavorite(db, currentUser(request).id, project.id);
      const key = isFavorite ? 'project_favorite_added' : 'project_favorite_removed';
      return { is_favorite: isFavorite, message: messageFor(request, key) };
    },
  );

  app.post(
    '/projects/:id/increment-view/',
    {
      schema: {
        tags,
        summary:
          "Record that the user opened the project (no body): once per user, project and day (UTC); the dashboard's recommendations read it",
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { project } = await projectOr404(db, request, request.params.id);
      await recordProjectView(db, project.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  await app.register(projectDataRoutes, { ctx });
  await app.register(projectSampleFactorsRoutes, { ctx });
  await app.register(projectAnalysisRoutes, { ctx });
  await app.register(projectReportRoutes, { ctx });
}
