import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { selfDeleteRefusal } from '../access/accounts';
import { bearerToken, currentUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { verifyToken } from '../auth/tokens';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, FileResponse } from '../http/schemas';
import type { App } from '../http/types';
import { accountError } from './account-errors';
import { activeSuperusers, deleteAccount, endSessions, updateAccount } from './admin';
import { exportAccount } from './export';
import { AccountDeleteSchema, PasswordChangeSchema } from './schemas';

const tags = ['users'];

/** The signed-in user's own account: password, export of their data, deletion. */
export async function profileRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireSession } = ctx.guards;

  async function checkPassword(request: FastifyRequest, field: string, password: string) {
    if (await verifyPassword(password, currentUser(request).password_hash)) return;
    const detail = messageFor(request, 'password_incorrect');
    throw new HttpError(400, 'password_incorrect', detail, { [field]: detail });
  }

  app.post(
    '/users/me/password/',
    {
      schema: {
        tags,
        summary:
          'Change your password, giving the current one; every other session ends (this one stays signed in). Not with an API token (403 session_required)',
        body: PasswordChangeSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: requireSession,
      config: { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await checkPassword(request, 'current_password', request.body.current_password);
      await updateAccount(db, user.id, { password_hash: await hashPassword(request.body.new_password) });
      const claims = await verifyToken(ctx.keys, 'access', bearerToken(request.headers.authorization) ?? '');
      await endSessions(db, user.id, claims?.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me/export/',
    {
      schema: {
        tags,
        summary:
          'Your data as a ZIP: profile.json (with subscription and its history), projects.json (owned, with samples), genolists.json and one CSV of gene values per genolist you own, favourites.json, quote_requests.json',
        response: {
          200: FileResponse('genoapp-export-{username}.zip', ['application/zip'], true),
          ...errorResponses(401),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const bytes = await exportAccount(db, user);
      // Typed through FastifyReply, not the route's schema, which documents the file for the contract.
      return (reply as FastifyReply)
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="genoapp-export-${user.username.replace(/[^A-Za-z0-9._-]/g, '_')}.zip"`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/users/me/',
    {
      schema: {
        tags,
        summary:
          'Delete your account, confirmed by your password: the projects and genolists you own are deleted with it, your sessions end. Refused to the last active superuser (409), and with an API token (403 session_required)',
        body: AccountDeleteSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 409, 429) },
      },
      onRequest: requireSession,
      config: { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await checkPassword(request, 'password', request.body.password);
      const refusal = selfDeleteRefusal(user, await activeSuperusers(db));
      if (refusal) throw accountError(request, refusal);
      await deleteAccount(db, user.id, null);
      return reply.status(204).send(null);
    },
  );
}
