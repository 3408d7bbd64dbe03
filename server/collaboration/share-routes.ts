import { Type } from 'typebox';
import { itemOr404 } from '../access/guard';
import { may, mayGrant, SHARE_GIVES } from '../access/policy';
import { itemAccess } from '../access/rules';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { isManagerRole, teamAccess, teamFor } from './guard';
import { collabError, collabMessage, fieldError, permissionWord } from './messages';
import { TeamGenolistSchema, TeamProjectSchema, TeamShareCreateSchema, TeamShareSchema } from './schemas';
import { shareWithTeam, teamGenolists, teamProjects, unshare } from './shares';

/**
 * Projects and genolists shared with a team: listing them, sharing (team OWNER or ADMIN who may
 * also share the item, at a permission giving no more than they hold; sharing again changes the
 * permission and answers 200), and removing a share (team OWNER or ADMIN, or who may share the item).
 */

const tags = ['collaboration'];

const KINDS = [
  { kind: 'project', plural: 'projects', param: 'projectId', schema: TeamProjectSchema },
  { kind: 'genolist', plural: 'genolists', param: 'genolistId', schema: TeamGenolistSchema },
] as const;

export async function shareRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  for (const { kind, plural, param } of KINDS) {
    app.get(
      `/collaboration/teams/:id/${plural}/`,
      {
        schema: {
          tags,
          summary: `The ${plural} shared with the team (members and staff), most recently shared first`,
          params: IdParams,
          response: {
            200: Type.Array(kind === 'project' ? TeamProjectSchema : TeamGenolistSchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
        onRequest: authenticate,
      },
      async (request) => {
        const { team } = await teamFor(db, request, request.params.id, 'read');
        return kind === 'project' ? teamProjects(db, team.id) : teamGenolists(db, team.id);
      },
    );

    app.delete(
      `/collaboration/teams/:teamId/${plural}/:${param}/`,
      {
        schema: {
          tags,
          summary: `Stop sharing a ${kind} with the team (team OWNER or ADMIN, or who may share the ${kind})`,
          params: Type.Object({
            teamId: Type.Integer({ minimum: 1 }),
            [param]: Type.Integer({ minimum: 1 }),
          }),
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const params = request.params as { teamId: number } & Record<string, number>;
        const itemId = params[param] as number;
        const { team, role } = await teamFor(db, request, params.teamId, 'read');
        if (!isManagerRole(role)) {
          const item = await itemAccess(db, currentUser(request), kind, itemId);
          if (!item || !may(item.holding, 'share')) throw collabError(request, 403, 'team_manage_required');
        }
        if (!(await unshare(db, kind, team.id, itemId, currentUser(request).id)))
          throw collabError(request, 404, 'share_not_found');
        return reply.status(204).send(null);
      },
    );

    app.post(
      `/collaboration/${plural}/:id/share_with_team/`,
      {
        schema: {
          tags,
          summary: `Share a ${kind} with a team where the user is OWNER or ADMIN; the user must also be allowed to share the ${kind} (its can_share) and give a permission among its share_permissions. Sharing again changes the permission (200)`,
          params: IdParams,
          body: TeamShareCreateSchema,
          response: {
            201: TeamShareSchema,
            200: TeamShareSchema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const user = currentUser(request);
        const item = await itemOr404(db, request, kind, request.params.id);
        if (!may(item.holding, 'share')) throw collabError(request, 403, 'share_item_rights');
        const permission = request.body.permission ?? 'VIEWER';
        const team = await teamAccess(db, user, request.body.team_id);
        if (!team?.role) throw fieldError(request, 'team_id', 'team_unknown');
        if (!isManagerRole(team.role)) throw collabError(request, 403, 'team_manage_required');
        if (!mayGrant(item.holding, SHARE_GIVES[permission]))
          throw collabError(request, 403, 'share_grant_exceeds');
        const share = await shareWithTeam(db, kind, item, team.team.id, permission, user.id);
        const message = collabMessage(request, share.created ? 'share_created' : 'share_updated', {
          team: team.team.name,
          permission: permissionWord(request, permission),
        });
        return reply.status(share.created ? 201 : 200).send({
          team: { id: team.team.id, name: team.team.name },
          item_type: kind,
          item_id: item.id,
          item_name: item.name,
          ...share,
          message,
        });
      },
    );
  }
}
