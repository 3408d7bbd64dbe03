import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { type Action, type Holding, type ItemKind, may } from './policy';
import { genolistAccess, itemAccess, projectAccess } from './rules';

/**
 * What every route of a project or a genolist starts with: the item and what the signed-in user
 * holds on it; 404 when they may not see it (never revealing it exists), 403 when they see it
 * but `action` is not theirs. The routes answer no other 404 for a project or a genolist.
 */

/** 403 unless the holding allows the action. */
export function requireAction(request: FastifyRequest, holding: Holding, action: Action) {
  if (!may(holding, action)) throw forbidden(request);
}

/**
 * `item` when there is one; 404 when there is none, whether it does not exist or the user may not
 * see it (a query kept to what the user may see answers both the same way).
 */
export function visibleOr404<T>(request: FastifyRequest, item: T | null | undefined): T {
  if (item === null || item === undefined) throw notFound(request);
  return item;
}

export async function projectOr404(db: Db, request: FastifyRequest, id: number, action?: Action) {
  const access = visibleOr404(request, await projectAccess(db, currentUser(request), id));
  if (action) requireAction(request, access.holding, action);
  return access;
}

export async function genolistOr404(db: Db, request: FastifyRequest, id: number, action?: Action) {
  const access = visibleOr404(request, await genolistAccess(db, currentUser(request), id));
  if (action) requireAction(request, access.holding, action);
  return access;
}

/** A project or a genolist by kind, with its name and what the user holds on it; 404 as above. */
export async function itemOr404(db: Db, request: FastifyRequest, kind: ItemKind, id: number) {
  return visibleOr404(request, await itemAccess(db, currentUser(request), kind, id));
}
