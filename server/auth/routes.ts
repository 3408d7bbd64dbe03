import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { rateLimited } from '../http/rate-limits';
import { errorResponses } from '../http/schemas';
import type { App } from '../http/types';
import { publicUser } from '../users/service';
import { bearerToken } from './guard';
import {
  AccessToken,
  LoginRequest,
  LogoutRequest,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  TokenPair,
} from './schemas';
import { login, refreshAccess, register, revokeSession } from './service';
import { verifyToken } from './tokens';

const tags = ['auth'];

export async function authRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;

  app.post(
    '/token/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
      },
      // Per address and account, one client cannot lock out everyone nor guess one account fast;
      // per address, nor try many accounts.
      preHandler: rateLimited(app, [
        {
          name: 'signin',
          max: ctx.config.loginRateLimitPerMinute,
          windowMs: 60_000,
          key: (request: FastifyRequest) =>
            `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          message: 'rate_limited',
        },
        {
          name: 'signin-ip',
          max: ctx.config.loginIpRateLimitPerMinute,
          windowMs: 60_000,
          key: (request: FastifyRequest) => request.ip,
          message: 'rate_limited',
        },
      ]),
    },
    async (request) => {
      const outcome = await login(db, ctx.keys, request.body.email, request.body.password);
      if (outcome.kind !== 'ok') throw new HttpError(401, outcome.kind, messageFor(request, outcome.kind));
      return { access: outcome.access, refresh: outcome.refresh };
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access token',
        body: RefreshRequest,
        response: { 200: AccessToken, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const access = await refreshAccess(db, ctx.keys, request.body.refresh);
      if (!access) throw new HttpError(401, 'token_invalid', messageFor(request, 'token_invalid'));
      return { access };
    },
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'End the session of the given refresh token (or of the access token sent)',
        body: Type.Optional(LogoutRequest),
        response: { 204: Type.Null(), ...errorResponses(400, 401) },
      },
      onRequest: ctx.guards.authenticateOptional,
    },
    async (request, reply) => {
      const fromRefresh = request.body?.refresh
        ? await verifyToken(ctx.keys, 'refresh', request.body.refresh)
        : null;
      const header = bearerToken(request.headers.authorization);
      const fromAccess = request.user && header ? await verifyToken(ctx.keys, 'access', header) : null;
      const sessionId = fromRefresh?.sessionId ?? fromAccess?.sessionId;
      if (!sessionId) throw new HttpError(401, 'token_invalid', messageFor(request, 'token_invalid'));
      await revokeSession(db, sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/register/',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
      },
      preHandler: rateLimited(app, [
        {
          name: 'register',
          max: ctx.config.registerRateLimitPerHour,
          windowMs: 3_600_000,
          key: (request: FastifyRequest) => request.ip,
          message: 'rate_limited_register',
        },
      ]),
    },
    async (request, reply) => {
      const outcome = await register(db, ctx.keys, request.body);
      if (outcome.kind === 'email_taken') {
        const detail = messageFor(request, 'email_taken');
        throw new HttpError(409, 'email_taken', detail, { email: detail });
      }
      return reply
        .status(201)
        .send({ access: outcome.access, refresh: outcome.refresh, user: publicUser(outcome.user) });
    },
  );
}
