import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiAccessRefusal, sessionOnlyRefusal } from '../access/api-tokens';
import { isApiTokenSecret } from '../api-tokens/secret';
import { apiTokenOwner } from '../api-tokens/service';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { quotaError } from '../subscriptions/errors';
import { sessionUser } from './service';
import { type TokenKeys, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on anonymous requests. */
    user: UserRow | null;
    /** The personal access token the request came with; null for a session (or anonymous). */
    apiTokenId: number | null;
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
    request.apiTokenId = null;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (required) throw new HttpError(401, 'not_authenticated', messageFor(request, 'not_authenticated'));
      return;
    }
    if (isApiTokenSecret(token)) return resolveApiToken(request, token);
    const claims = await verifyToken(keys, 'access', token);
    const user = claims && (await sessionUser(db, claims.userId, claims.sessionId));
    if (!user) throw new HttpError(401, 'token_invalid', messageFor(request, 'token_invalid'));
    request.user = user;
  }
  /** A personal access token: its owner, exactly, while their plan has API access. */
  async function resolveApiToken(request: FastifyRequest, token: string) {
    const owner = await apiTokenOwner(db, token);
    if (!owner) throw new HttpError(401, 'api_token_invalid', messageFor(request, 'api_token_invalid'));
    const refusal = await apiAccessRefusal(db, owner.user);
    if (refusal) throw quotaError(request, refusal);
    request.user = owner.user;
    request.apiTokenId = owner.tokenId;
  }
  return {
    authenticate: (request: FastifyRequest, _reply: FastifyReply) => resolve(request, true),
    authenticateOptional: (request: FastifyRequest, _reply: FastifyReply) => resolve(request, false),
    /** Signed in with a session, not an API token: for what a leaked token must never do. */
    requireSession: async (request: FastifyRequest, _reply: FastifyReply) => {
      await resolve(request, true);
      const refusal = sessionOnlyRefusal(request.apiTokenId);
      if (refusal) throw new HttpError(403, refusal, messageFor(request, refusal));
    },
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
