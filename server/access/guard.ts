import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { type Action, type Holding, may } from './policy';
import { genolistAccess, projectAccess } from './rules';

/**
 * What every route of a project or a genolist starts with: the item and what the signed-in user
 * holds on it; 404 when they may not see it (never revealing it exists), 403 when they see it
 * but `action` is not theirs.
 */

/** 403 unless the holding allows the action. */
export function requireAction(request: FastifyRequest, holding: Holding, action: Action) {
  if (!may(holding, action)) throw forbidden(request);
}

export async function projectOr404(db: Db, request: FastifyRequest, id: number, action?: Action) {
  const access = await projectAccess(db, currentUser(request), id);
  if (!access) throw notFound(request);
  if (action) requireAction(request, access.holding, action);
  return access;
}

export async function genolistOr404(db: Db, request: FastifyRequest, id: number, action?: Action) {
  const access = await genolistAccess(db, currentUser(request), id);
  if (!access) throw notFound(request);
  if (action) requireAction(request, access.holding, action);
  return access;
}
