import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { sessionUser } from './service';
import { type TokenKeys, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on anonymous requests. */
    user: UserRow | null;
  }
}

/** Accepts the API's documented `JWT <token>` and the common `Bearer <token>`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Hooks for a route's `onRequest`, so that a missing or bad token answers 401 before the body is
 * even parsed or validated. `optional` lets anonymous requests through with `request.user = null`
 * (public resources); a token that is present but invalid is always refused, so a client
 * knows to refresh it.
 */
export function authGuards(db: Db, keys: TokenKeys) {
  async function resolve(request: FastifyRequest, required: boolean) {
    request.user = null;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (required) throw new HttpError(401, 'not_authenticated', messageFor(request, 'not_authenticated'));
      return;
    }
    const claims = await verifyToken(keys, 'access', token);
    const user = claims && (await sessionUser(db, claims.userId, claims.sessionId));
    if (!user) throw new HttpError(401, 'token_invalid', messageFor(request, 'token_invalid'));
    request.user = user;
  }
  return {
    authenticate: (request: FastifyRequest, _reply: FastifyReply) => resolve(request, true),
    authenticateOptional: (request: FastifyRequest, _reply: FastifyReply) => resolve(request, false),
    requireStaff: async (request: FastifyRequest, reply: FastifyReply) => {
      await resolve(request, true);
      if (!request.user?.is_staff && !request.user?.is_superuser) {
        throw forbidden(request);
      }
      void reply;
    },
    requireSuperuser: async (request: FastifyRequest, _reply: FastifyReply) => {
      await resolve(request, true);
      if (!request.user?.is_superuser) {
        throw new HttpError(403, 'permission_denied', messageFor(request, 'permission_denied'));
      }
    },
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;

/** The user an `authenticate` hook has put on the request. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'not_authenticated', messageFor(request, 'not_authenticated'));
  return request.user;
}
