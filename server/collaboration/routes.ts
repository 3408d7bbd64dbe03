import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { notFound } from '../http/errors';
import { pageLinks } from '../http/paging';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { activityRoutes } from './activity-routes';
import { collaboratorRoutes } from './collaborator-routes';
import { teamFor } from './guard';
import { invitationRoutes } from './invitation-routes';
import { memberRoutes } from './member-routes';
import { fieldError } from './messages';
import {
  CollaborationStatsSchema,
  TeamCreateSchema,
  TeamListQuery,
  TeamPageSchema,
  TeamSchema,
  TeamUpdateSchema,
} from './schemas';
import { createTeam, deleteTeam, findTeam, pageOfTeams, type TeamInput, updateTeam } from './service';
import { shareRoutes } from './share-routes';
import { collaborationStats } from './stats';

/**
 * Collaboration: teams here; members, shares, invitations and
 * collaborators in the files registered at the end. Every route needs a signed-in user.
 */

const tags = ['collaboration'];

export async function collaborationRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  /** The team as the user sees it, once `teamFor` has checked they may. */
  async function present(request: FastifyRequest, id: number) {
    const team = await findTeam(db, currentUser(request), id);
    if (!team) throw notFound(request);
    return team;
  }

  /** A trimmed name, 400 with `fields.name` when blank. */
  function teamName(request: FastifyRequest, name: string) {
    const trimmed = name.trim();
    if (!trimmed) throw fieldError(request, 'name', 'team_name_required');
    return trimmed;
  }

  app.get(
    '/collaboration/teams/',
    {
      schema: {
        tags,
        summary:
          'The teams the user is a member of, by name, paged; `manageable` keeps those they own or administer',
        querystring: TeamListQuery,
        response: { 200: TeamPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { page = 1, page_size = 10, search, manageable } = request.query;
      const { results, total } = await pageOfTeams(
        db,
        currentUser(request),
        { search, manageable },
        { limit: page_size, offset: (page - 1) * page_size },
      );
      return { count: total, ...pageLinks(request, page, page_size, total), results };
    },
  );

  app.post(
    '/collaboration/teams/',
    {
      schema: {
        tags,
        summary: 'Create a team; its creator becomes its OWNER (defaults: private, auto_add_projects true)',
        body: TeamCreateSchema,
        response: { 201: TeamSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const body = request.body;
      const id = await createTeam(db, currentUser(request), {
        name: teamName(request, body.name),
        description: body.description?.trim() ?? '',
        public: body.public ?? false,
        auto_add_projects: body.auto_add_projects ?? true,
      });
      return reply.status(201).send(await present(request, id));
    },
  );

  app.get(
    '/collaboration/teams/:id/',
    {
      schema: {
        tags,
        summary: 'One team: members and staff; anyone signed in when it is public (user_role null)',
        params: IdParams,
        response: { 200: TeamSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      await teamFor(db, request, request.params.id, 'see');
      return present(request, request.params.id);
    },
  );

  app.patch(
    '/collaboration/teams/:id/',
    {
      schema: {
        tags,
        summary: "Change a team's settings (OWNER or ADMIN); fields left out are kept",
        params: IdParams,
        body: TeamUpdateSchema,
        response: { 200: TeamSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { team } = await teamFor(db, request, request.params.id, 'manage');
      const body = request.body;
      const changes: Partial<TeamInput> = {};
      if (body.name !== undefined) changes.name = teamName(request, body.name);
      if (body.description !== undefined) changes.description = body.description.trim();
      if (body.public !== undefined) changes.public = body.public;
      if (body.auto_add_projects !== undefined) changes.auto_add_projects = body.auto_add_projects;
      await updateTeam(db, team.id, changes);
      return present(request, team.id);
    },
  );

  app.delete(
    '/collaboration/teams/:id/',
    {
      schema: {
        tags,
        summary:
          'Delete a team (OWNER only): it is marked deleted, its members and shares removed, its pending invitations cancelled',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { team } = await teamFor(db, request, request.params.id, 'own');
      await deleteTeam(db, team.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/collaboration/stats/dashboard/',
    {
      schema: {
        tags,
        summary: "Counts for the user's collaboration card",
        response: { 200: CollaborationStatsSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => collaborationStats(db, currentUser(request)),
  );

  await app.register(memberRoutes, { ctx });
  await app.register(shareRoutes, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(collaboratorRoutes, { ctx });
  await app.register(activityRoutes, { ctx });
}
