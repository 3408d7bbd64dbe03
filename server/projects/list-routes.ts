import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { pageLinks } from '../http/paging';
import { CountSchema, errorResponses } from '../http/schemas';
import type { App } from '../http/types';
import { ProjectListQuery, ProjectPageSchema, ProjectSchema } from './schemas';
import { allProjects, countVisibleProjects, favoriteProjects, pageOfProjects } from './service';

const tags = ['projects'];

/** The lists of projects: the user's (paged), the public ones, their count, the favourites, all (staff). */
export async function projectListRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireStaff } = ctx.guards;

  /** A page of the projects the user may see (`publicOnly`: the public ones), newest first by default. */
  async function page(request: FastifyRequest, query: Static<typeof ProjectListQuery>, publicOnly: boolean) {
    const { page = 1, limit, search, favorites, ordering = '-creation_date' } = query;
    const page_size = limit ?? query.page_size ?? 10;
    const { results, total } = await pageOfProjects(
      db,
      currentUser(request),
      { publicOnly, search, favoritesOnly: favorites },
      { ordering, limit: page_size, offset: (page - 1) * page_size },
    );
    return { count: total, ...pageLinks(request, page, page_size, total), results };
  }

  app.get(
    '/projects/myprojects',
    {
      schema: {
        tags,
        summary:
          "The projects the user may see (own, shared with them, public; staff: all), paged, with the user's favourite flag",
        querystring: ProjectListQuery,
        response: { 200: ProjectPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => page(request, request.query, false),
  );

  app.get(
    '/projects/public/',
    {
      schema: {
        tags,
        summary: 'Public projects, paged',
        querystring: ProjectListQuery,
        response: { 200: ProjectPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => page(request, request.query, true),
  );

  app.get(
    '/projects/count/',
    {
      schema: {
        tags,
        summary: 'Number of projects the user may see',
        response: { 200: CountSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => ({ count: await countVisibleProjects(db, currentUser(request)) }),
  );

  app.get(
    '/projects/favorites/',
    {
      schema: {
        tags,
        summary: "The user's favourite projects they may see, most recently added first",
        response: { 200: Type.Array(ProjectSchema), ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => favoriteProjects(db, currentUser(request)),
  );

  app.get(
    '/projects/',
    {
      schema: {
        tags,
        summary: 'Every project, newest first (administration console; staff)',
        response: { 200: Type.Array(ProjectSchema), ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async (request) => allProjects(db, currentUser(request), {}, '-creation_date'),
  );
}
