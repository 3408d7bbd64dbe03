import { Type } from 'typebox';
import { apiAccessRefusal } from '../access/api-tokens';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { notFound } from '../http/errors';
import { rateLimited } from '../http/rate-limits';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import { ApiTokenCreatedSchema, ApiTokenCreateSchema, ApiTokenSchema } from './schemas';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

const tags = ['api-tokens'];

/**
 * Personal access tokens, to script GenoApp from R or Python with `Authorization: Bearer
 * <secret>`. Who may do what is decided in `server/access/api-tokens.ts`.
 */
export async function apiTokenRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireSession } = ctx.guards;

  app.get(
    '/users/me/api-tokens/',
    {
      schema: {
        tags,
        summary: 'Your API tokens, newest first, expired ones included; never their secrets',
        response: { 200: Type.Array(ApiTokenSchema), ...errorResponses(401, 403) },
      },
      onRequest: authenticate,
    },
    async (request) => listApiTokens(db, currentUser(request).id),
  );

  app.post(
    '/users/me/api-tokens/',
    {
      schema: {
        tags,
        summary:
          'Create an API token acting with your rights; its secret is in this answer only. Needs a signed-in session (not a token) and a plan with API access (403 feature_requires_upgrade; staff are not limited)',
        body: ApiTokenCreateSchema,
        response: { 201: ApiTokenCreatedSchema, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: requireSession,
      preHandler: rateLimited(app, [
        {
          name: 'api-token-create',
          max: ctx.config.apiTokenRateLimitPerHour,
          windowMs: 3_600_000,
          key: (request) => String(request.user?.id),
          message: 'rate_limited_api_tokens',
        },
      ]),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const refusal = await apiAccessRefusal(db, user);
      if (refusal) throw quotaError(request, refusal);
      const created = await createApiToken(db, user.id, {
        name: request.body.name,
        expiresInDays: request.body.expires_in_days ?? null,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/users/me/api-tokens/:id/',
    {
      schema: {
        tags,
        summary:
          'Revoke one of your API tokens: it stops working at once. Needs a signed-in session (not a token)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
      onRequest: requireSession,
    },
    async (request, reply) => {
      if (!(await revokeApiToken(db, currentUser(request).id, request.params.id))) throw notFound(request);
      return reply.status(204).send(null);
    },
  );
}
