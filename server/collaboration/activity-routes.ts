import type { RouteOptions } from '../context';
import { pageLinks } from '../http/paging';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { teamActivity } from './activity';
import { teamFor } from './guard';
import { TeamActivityPageSchema, TeamActivityQuery } from './schemas';

/** A team's activity tab: what happened in it, newest first, paged. */

const tags = ['collaboration'];

export async function activityRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/collaboration/teams/:id/activity/',
    {
      schema: {
        tags,
        summary:
          "The team's activity (members and staff), newest first: created, joined, left, removed, role changed, shared, unshared",
        params: IdParams,
        querystring: TeamActivityQuery,
        response: { 200: TeamActivityPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { team } = await teamFor(db, request, request.params.id, 'read');
      const { page = 1, page_size = 20 } = request.query;
      const { results, total } = await teamActivity(db, team.id, {
        limit: page_size,
        offset: (page - 1) * page_size,
      });
      return { count: total, ...pageLinks(request, page, page_size, total), results };
    },
  );
}
