import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { itemOr404 } from '../access/guard';
import { flagsCapabilities, type Holding, type ItemKind, may, mayGrant } from '../access/policy';
import { collaboratorRefusal } from '../access/quotas';
import { itemAccess } from '../access/rules';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError, notFound } from '../http/errors';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import { findUserByEmail, findUserById } from '../users/service';
import {
  CollaboratorFlagsSchema,
  GenolistCollaboratorCreateSchema,
  GenolistCollaboratorQuery,
  GenolistCollaboratorSchema,
  ProjectCollaboratorCreateSchema,
  ProjectCollaboratorQuery,
  ProjectCollaboratorSchema,
} from './collaborator-schemas';
import {
  addCollaborator,
  collaboratorCount,
  type Flags,
  findCollaborator,
  listGenolistCollaborators,
  listProjectCollaborators,
  ownersOf,
  presentCollaborator,
  removeCollaborator,
  updateCollaborator,
} from './collaborators';
import { collabError, collabMessage, fieldError } from './messages';

/**
 * Collaborators of a project or a genolist, the same five routes under each prefix. Who may
 * share the item (`server/access/`) adds, changes and removes them, never giving a flag whose
 * right they lack; a collaborator sees and may remove their own record.
 */

const tags = ['collaboration'];

const KINDS = [
  {
    kind: 'project',
    prefix: '/collaboration/project-collaborators',
    schema: ProjectCollaboratorSchema,
    create: ProjectCollaboratorCreateSchema,
    query: ProjectCollaboratorQuery,
  },
  {
    kind: 'genolist',
    prefix: '/collaboration/genolist-collaborators',
    schema: GenolistCollaboratorSchema,
    create: GenolistCollaboratorCreateSchema,
    query: GenolistCollaboratorQuery,
  },
] as const;

interface CreateBody extends Partial<Flags> {
  project?: number;
  genolist?: number;
  user?: number;
  email?: string;
}

/** 403 when the flags set would give a right the user does not hold. */
function checkGrant(request: FastifyRequest, holding: Holding, flags: Partial<Flags>) {
  if (!mayGrant(holding, flagsCapabilities(flags))) throw collabError(request, 403, 'share_grant_exceeds');
}

export async function collaboratorRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  /** The account a POST names, by id or e-mail; 400 naming the field when there is none. */
  async function targetUser(request: FastifyRequest, body: CreateBody) {
    if (body.user !== undefined) {
      const found = await findUserById(db, body.user);
      if (!found) throw fieldError(request, 'user', 'collaborator_user_unknown');
      return found;
    }
    if (body.email !== undefined) {
      const found = await findUserByEmail(db, body.email);
      if (!found) throw fieldError(request, 'email', 'collaborator_user_unknown');
      return found;
    }
    throw fieldError(request, 'user', 'collaborator_target_required');
  }

  for (const { kind, prefix, schema, create, query } of KINDS) {
    const list = (request: FastifyRequest, filter: { itemId?: number; mine?: boolean }) =>
      kind === 'project'
        ? listProjectCollaborators(db, currentUser(request), filter)
        : listGenolistCollaborators(db, currentUser(request), filter);

    app.get(
      `${prefix}/`,
      {
        schema: {
          tags,
          summary: `Collaborators of the ${kind}s the user manages, and the user's own records`,
          querystring: query,
          response: { 200: Type.Array(schema), ...errorResponses(400, 401) },
        },
        onRequest: authenticate,
      },
      async (request) => {
        const q = request.query as { project?: number; genolist?: number };
        return list(request, { itemId: kind === 'project' ? q.project : q.genolist });
      },
    );

    app.get(
      `${prefix}/my_collaborations/`,
      {
        schema: {
          tags,
          summary: `The user's own collaborator records on ${kind}s`,
          response: { 200: Type.Array(schema), ...errorResponses(401) },
        },
        onRequest: authenticate,
      },
      async (request) => list(request, { mine: true }),
    );

    app.post(
      `${prefix}/`,
      {
        schema: {
          tags,
          summary: `Make an existing account (by \`user\` id or \`email\`) a collaborator of a ${kind} the user manages, within the owner's plan (403 plan_limit_reached past its collaborators per ${kind})`,
          body: create,
          response: { 201: schema, ...errorResponses(400, 401, 403, 409) },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        // One handler for both kinds: the body is the project or the genolist shape.
        const body = request.body as CreateBody;
        const itemId = (kind === 'project' ? body.project : body.genolist) as number;
        const item = await itemAccess(db, currentUser(request), kind as ItemKind, itemId);
        if (!item) throw fieldError(request, kind, 'item_unknown');
        if (!may(item.holding, 'share')) throw collabError(request, 403, 'share_item_rights');
        const target = await targetUser(request, body);
        if ((await ownersOf(db, kind, itemId)).includes(target.id)) {
          throw fieldError(request, body.user !== undefined ? 'user' : 'email', 'collaborator_is_owner');
        }
        const flags: Flags = {
          can_edit_metadata: body.can_edit_metadata ?? false,
          can_manage_collaborators: body.can_manage_collaborators ?? false,
          can_delete: body.can_delete ?? false,
        };
        checkGrant(request, item.holding, flags);
        // Counted against the plan of the item's owner (a genolist's own owner first).
        const [ownerId] = await ownersOf(db, kind, itemId);
        const owner = ownerId === undefined ? null : ((await findUserById(db, ownerId)) ?? null);
        const current = await collaboratorCount(db, kind, itemId);
        const full = await collaboratorRefusal(db, currentUser(request), owner, current);
        if (full) throw quotaError(request, full);
        const id = await addCollaborator(db, kind, itemId, target.id, flags);
        if (id === undefined) {
          throw new HttpError(409, 'collaborator_exists', collabMessage(request, 'collaborator_exists'));
        }
        const created = await presentCollaborator(db, kind, id);
        if (!created) throw notFound(request);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      `${prefix}/:id/`,
      {
        schema: {
          tags,
          summary: `Change a ${kind} collaborator's flags (who manages the ${kind}); flags left out are kept`,
          params: IdParams,
          body: CollaboratorFlagsSchema,
          response: { 200: schema, ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: authenticate,
      },
      async (request) => {
        const user = currentUser(request);
        const record = await findCollaborator(db, user, kind, request.params.id);
        if (!record) throw notFound(request);
        if (!record.manages) throw collabError(request, 403, 'share_item_rights');
        const item = await itemOr404(db, request, kind, record.itemId);
        const changes = request.body as Partial<Flags>;
        checkGrant(request, item.holding, changes);
        await updateCollaborator(db, kind, record.id, changes);
        const updated = await presentCollaborator(db, kind, record.id);
        if (!updated) throw notFound(request);
        return updated;
      },
    );

    app.delete(
      `${prefix}/:id/`,
      {
        schema: {
          tags,
          summary: `Remove a ${kind} collaborator (who manages the ${kind}, or the collaborator themself)`,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const user = currentUser(request);
        const record = await findCollaborator(db, user, kind, request.params.id);
        if (!record) throw notFound(request);
        if (!record.manages && record.userId !== user.id)
          throw collabError(request, 403, 'share_item_rights');
        await removeCollaborator(db, kind, record.id);
        return reply.status(204).send(null);
      },
    );
  }
}
