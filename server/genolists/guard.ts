import type { FastifyRequest } from 'fastify';
import { genolistFor } from '../access/rules';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';

/** The genolist with the user's rights; 404 when it does not exist or they may not see it. */
export async function visibleGenolistOr404(db: Db, request: FastifyRequest, id: number) {
  const access = await genolistFor(db, currentUser(request), id);
  if (!access) throw notFound(request);
  return access;
}

export const notFound = (request: FastifyRequest) =>
  new HttpError(404, 'not_found', messageFor(request, 'not_found'));

export const forbidden = (request: FastifyRequest) =>
  new HttpError(403, 'permission_denied', messageFor(request, 'permission_denied'));
