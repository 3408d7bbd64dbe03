import { Type } from 'typebox';
import { seesFullAccount } from '../access/accounts';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { forbidden, HttpError, notFound } from '../http/errors';
import { messageFor } from '../http/messages';
import { pageLinks } from '../http/paging';
import { rateLimited } from '../http/rate-limits';
import { CountSchema, errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { adminUserRoutes } from './admin-routes';
import { profileRoutes } from './profile-routes';
import {
  ColleagueProfileSchema,
  UserListQuery,
  UserMatchPageSchema,
  UserPageSchema,
  UserSchema,
} from './schemas';
import {
  colleagueProfile,
  countUsers,
  findUserById,
  listUsers,
  publicUser,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_LENGTH,
  userMatch,
} from './service';

const tags = ['users'];
const SEARCHES_PER_MINUTE = 60;

export async function userRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireStaff } = ctx.guards;

  app.get(
    '/users/me/',
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: UserSchema, ...errorResponses(401) } },
      onRequest: authenticate,
    },
    async (request) => publicUser(currentUser(request)),
  );

  app.get(
    '/users/',
    {
      schema: {
        tags,
        summary:
          'Users: the full paged list for staff (UserPage); with `search` (3+ characters) at most 5 people for anyone signed in (UserMatchPage): active users whose name matches, or whose whole e-mail address is the search, shown by name and id, with the address only when it was typed whole (staff: any part of an address or username matches, inactive users too, addresses shown)',
        querystring: UserListQuery,
        response: {
          200: Type.Union([UserPageSchema, UserMatchPageSchema]),
          ...errorResponses(400, 401, 403, 429),
        },
      },
      onRequest: authenticate,
      // Searching 3 letters at a time could otherwise walk the whole directory.
      preHandler: rateLimited(app, [
        {
          name: 'user-search',
          max: SEARCHES_PER_MINUTE,
          windowMs: 60_000,
          key: (request) => String(request.user?.id),
          message: 'rate_limited_search',
        },
      ]),
    },
    async (request) => {
      const { search, page = 1, page_size = 10 } = request.query;
      const me = currentUser(request);
      const staff = me.is_staff || me.is_superuser;
      const term = search?.trim();
      if (term !== undefined && term.length < SEARCH_MIN_LENGTH) {
        const detail = messageFor(request, 'search_too_short', { limit: SEARCH_MIN_LENGTH });
        throw new HttpError(400, 'validation', detail, { 'query.search': detail });
      }
      if (term === undefined && !staff) {
        throw forbidden(request);
      }
      // Searching is for finding someone to invite: a short list, whoever asks.
      if (term !== undefined) {
        const { rows } = await listUsers(db, { search: term, limit: SEARCH_MAX_RESULTS, offset: 0, staff });
        return {
          count: rows.length,
          next: null,
          previous: null,
          results: rows.map((row) => userMatch(row, term, staff)),
        };
      }
      const { rows, total } = await listUsers(db, {
        limit: page_size,
        offset: (page - 1) * page_size,
        staff,
      });
      return { count: total, ...pageLinks(request, page, page_size, total), results: rows.map(publicUser) };
    },
  );

  app.get(
    '/users/count',
    {
      schema: {
        tags,
        summary: 'Number of accounts (staff)',
        response: { 200: CountSchema, ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async () => ({ count: await countUsers(db) }),
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        tags,
        summary:
          'One user: the whole account to staff and to the user themself; to anyone else signed in, only what a colleague sees (ColleagueProfile: no e-mail, no rights) of an active account',
        params: IdParams,
        response: { 200: Type.Union([UserSchema, ColleagueProfileSchema]), ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const me = currentUser(request);
      const user = await findUserById(db, request.params.id);
      const full = user && seesFullAccount(me, user);
      if (!user || (!full && !user.is_active)) throw notFound(request);
      return full ? publicUser(user) : colleagueProfile(user);
    },
  );

  await app.register(profileRoutes, { ctx });
  await app.register(adminUserRoutes, { ctx });
}
