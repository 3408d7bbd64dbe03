import type { FastifyRequest } from 'fastify';
import { genolistOr404, projectOr404, requireAction, visibleOr404 } from '../access/guard';
import { actionsOf, GENOLIST_FIELD_ACTION, MOVE_TARGET_NEEDS, may } from '../access/policy';
import { planOf } from '../access/quotas';
import { changedByStaff, isStaff, projectAccess } from '../access/rules';
import { writeAudit } from '../audit/log';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { countGenolistView } from '../events/service';
import { forbidden, HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { CountSchema, errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import { findUserById } from '../users/service';
import { genolistDataRoutes } from './data-routes';
import { deriveGenolist } from './derive';
import { genolistDownloadRoutes } from './download-routes';
import { resultsUploadRoutes } from './results-upload-routes';
import {
  FavoriteToggleSchema,
  GenolistByProjectQuery,
  GenolistDeriveSchema,
  GenolistListQuery,
  GenolistListSchema,
  GenolistPatchSchema,
  GenolistSchema,
  GenolistUpdateSchema,
  ViewCountSchema,
} from './schemas';
import {
  countVisibleGenolists,
  deleteGenolist,
  favoriteGenolistList,
  findGenolist,
  type GenolistChanges,
  type GenolistRow,
  projectGenolistList,
  publicGenolistList,
  toggleFavorite,
  updateGenolist,
  visibleGenolistList,
} from './service';
import { StoredFrames } from './stored-frames';
import { valueRoutes } from './values-routes';

const tags = ['genolists'];

/**
 * The genolist endpoints under /api: lists, detail, edits,
 * favourites here; the frame, rows and plots in `data-routes.ts`; downloads and the report in
 * `download-routes.ts`; `/transcriptovalues/`, `/proteovalues/`, `/govalues/` and `/samples/`
 * in `values-routes.ts`. Every route needs a signed-in user; who sees what is decided by
 * `server/access/rules.ts` (a genolist the user may not see answers 404).
 */
export async function genolistRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;
  const frames = new StoredFrames(db);

  async function present(request: FastifyRequest, id: number) {
    return visibleOr404(request, await findGenolist(db, currentUser(request), id));
  }

  app.get(
    '/genolists/mygenolists/',
    {
      schema: {
        tags,
        summary:
          'Every genolist the user may see: their own, those shared with them or their teams, those of projects they may see other than as public, and public ones (staff: all). Newest first.',
        querystring: GenolistListQuery,
        response: { 200: GenolistListSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => visibleGenolistList(db, currentUser(request), request.query),
  );

  app.get(
    '/genolists/public/',
    {
      schema: {
        tags,
        summary: 'Public genolists, newest first',
        querystring: GenolistListQuery,
        response: { 200: GenolistListSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => publicGenolistList(db, currentUser(request), request.query),
  );

  app.get(
    '/genolists/count/',
    {
      schema: {
        tags,
        summary: 'Number of genolists the user may see (the list of /genolists/mygenolists/)',
        response: { 200: CountSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => ({ count: await countVisibleGenolists(db, currentUser(request)) }),
  );

  app.get(
    '/genolists/favorites/',
    {
      schema: {
        tags,
        summary: "The user's favourite genolists they may still see, last added first",
        response: { 200: GenolistListSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => favoriteGenolistList(db, currentUser(request)),
  );

  app.get(
    '/genolists/',
    {
      schema: {
        tags,
        summary:
          "With `project`: the project's genolists the user may see (404 when they may not see the project). Without: every genolist, for the administration console (staff; 403 otherwise).",
        querystring: GenolistByProjectQuery,
        response: { 200: GenolistListSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const { project, ...opts } = request.query;
      if (project === undefined) {
        if (!isStaff(user)) throw forbidden(request);
        return visibleGenolistList(db, user, opts);
      }
      await projectOr404(db, request, project);
      return projectGenolistList(db, user, project, opts);
    },
  );

  app.get(
    '/genolists/:id/',
    {
      schema: {
        tags,
        summary: 'One genolist',
        params: IdParams,
        response: { 200: GenolistSchema, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => present(request, request.params.id),
  );

  app.post(
    '/genolists/:id/increment-view/',
    {
      schema: {
        tags,
        summary:
          "Count the user's view of the genolist (no body): one per user, genolist and day (UTC), however often it is opened; answers the view count",
        params: IdParams,
        response: { 200: ViewCountSchema, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      return { view_count: await countGenolistView(db, genolist.id, currentUser(request).id) };
    },
  );

  /**
   * Checks the user may edit the genolist and make each change (a move: also on the project it
   * goes to), then applies them.
   */
  app.post(
    '/genolists/',
    {
      schema: {
        tags,
        summary:
          'Save the genes a genolist calls under given cutoffs as a new private genolist of yours (source GENOLIST_DERIVED), in the same project and comparison, with their values. Anyone who may see the source, within their plan: past its genolist limit 403 plan_limit_reached, nothing created (staff are not limited)',
        body: GenolistDeriveSchema,
        response: { 201: GenolistSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { genolist: source } = await genolistOr404(db, request, request.body.source);
      const plan = await planOf(db, user.id);
      const created = await deriveGenolist(db, user, plan, source, {
        name: request.body.name,
        description: request.body.description ?? '',
        pvalue_cutoff: request.body.pvalue_cutoff,
        fold_change_cutoff: request.body.fold_change_cutoff,
      });
      if (created.refusal) throw quotaError(request, created.refusal);
      return reply.status(201).send(await present(request, created.id));
    },
  );

  async function edit(request: FastifyRequest, id: number, changes: GenolistChanges) {
    const { genolist, holding } = await genolistOr404(db, request, id, 'edit');
    const changed = unchangedLeftOut(genolist, changes);
    for (const action of actionsOf(GENOLIST_FIELD_ACTION, changed)) requireAction(request, holding, action);
    if (changed.project !== undefined) await checkMoveTarget(db, request, changed.project);
    if (changed.owner !== undefined && !(await findUserById(db, changed.owner))) {
      const detail = messageFor(request, 'project_owner_unknown');
      throw new HttpError(400, 'validation', detail, { owner: detail });
    }
    await updateGenolist(db, genolist, changes);
    const user = currentUser(request);
    if (changedByStaff(user, genolist.owner_id)) {
      const before = Object.fromEntries(
        Object.keys(changed).map((k) => [k, unchangedLeftOutCurrent(genolist)[k as keyof GenolistChanges]]),
      );
      const target = { type: 'genolist', id, label: changed.name ?? genolist.name } as const;
      await writeAudit(db, user, 'genolist.update', target, before, { ...changed });
    }
    return present(request, id);
  }

  app.put(
    '/genolists/:id/',
    {
      schema: {
        tags,
        summary:
          'Edit a genolist (administration console; can_edit): new cutoffs recount its up/down genes from its values; `public` needs can_change_visibility, `project` can_move',
        params: IdParams,
        body: GenolistUpdateSchema,
        response: { 200: GenolistSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => edit(request, request.params.id, request.body),
  );

  app.patch(
    '/genolists/:id/',
    {
      schema: {
        tags,
        summary:
          'Change some fields of a genolist, typically `{public}` (can_edit; `public` needs can_change_visibility, `project` can_move)',
        params: IdParams,
        body: GenolistPatchSchema,
        response: { 200: GenolistSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => edit(request, request.params.id, request.body),
  );

  app.delete(
    '/genolists/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a genolist with its values and GO rows (can_delete)',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id, 'delete');
      await deleteGenolist(db, genolist.id);
      const user = currentUser(request);
      if (changedByStaff(user, genolist.owner_id)) {
        const target = { type: 'genolist', id: genolist.id, label: genolist.name } as const;
        await writeAudit(db, user, 'genolist.delete', target, { ...genolist }, null);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/genolists/:id/toggle-favorite/',
    {
      schema: {
        tags,
        summary: "Add the genolist to the user's favourites, or remove it",
        params: IdParams,
        response: { 200: FavoriteToggleSchema, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const isFavorite = await toggleFavorite(db, currentUser(request).id, genolist.id);
      return {
        is_favorite: isFavorite,
        message: messageFor(request, isFavorite ? 'genolist_favorite_added' : 'genolist_favorite_removed'),
      };
    },
  );

  await app.register(genolistDataRoutes, { ctx, frames });
  await app.register(genolistDownloadRoutes, { ctx, frames });
  await app.register(valueRoutes, { ctx });
  await app.register(resultsUploadRoutes, { ctx });
}

/**
 * The changes that change something: a field sent with the value it has already is no change,
 * and needs no right (a client may send the whole record back).
 */
function unchangedLeftOutCurrent(genolist: GenolistRow): Record<keyof GenolistChanges, unknown> {
  return {
    name: genolist.name,
    description: genolist.description,
    project: genolist.project_id,
    owner: genolist.owner_id,
    public: genolist.public,
    pvalue_cutoff: genolist.pvalue_cutoff,
    fold_change_cutoff: genolist.fold_change_cutoff,
  };
}

function unchangedLeftOut(genolist: GenolistRow, changes: GenolistChanges): GenolistChanges {
  const current = unchangedLeftOutCurrent(genolist);
  return Object.fromEntries(
    Object.entries({ ...changes, name: changes.name?.trim() }).filter(
      ([field, value]) => value !== undefined && value !== current[field as keyof GenolistChanges],
    ),
  );
}

/** A genolist moves only into a project the user may see (else 400) and edit (else 403). */
async function checkMoveTarget(db: Db, request: FastifyRequest, target: number) {
  const project = await projectAccess(db, currentUser(request), target);
  if (!project) {
    const detail = messageFor(request, 'field_invalid');
    throw new HttpError(400, 'validation', `project: ${detail}`, { project: detail });
  }
  if (!may(project.holding, MOVE_TARGET_NEEDS)) throw forbidden(request);
}
