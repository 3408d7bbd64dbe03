import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { findUserById } from '../users/service';
import { teamFor } from './guard';
import { findInvitation, inviteToTeam, listTeamInvitations } from './invitations';
import { changeMembership, findMember, listMembers, type MembershipOutcome } from './members';
import { collabError, collabMessage, fieldError } from './messages';
import {
  InvitationCreateSchema,
  InvitationListSchema,
  InvitationSchema,
  TeamMemberListSchema,
  TeamMemberRefSchema,
  TeamMemberSchema,
  TeamRoleChangeSchema,
} from './schemas';

/** A team's members: the list, inviting by e-mail, removing, changing a role. */

const tags = ['collaboration'];

/** The error of a refused membership change. */
function refusal(request: FastifyRequest, outcome: Exclude<MembershipOutcome, 'ok'>) {
  switch (outcome) {
    case 'not_member':
      return new HttpError(404, 'team_not_member', collabMessage(request, 'team_not_member'));
    case 'not_allowed':
      return collabError(request, 403, 'team_manage_required');
    case 'owner_protected':
      return collabError(request, 403, 'team_owner_protected');
    case 'last_owner':
      return collabError(request, 409, 'team_last_owner');
  }
}

export async function memberRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  /** The address to invite: the one given, or that of the active account given by id. */
  async function inviteeAddress(request: FastifyRequest, body: { email?: string; user?: number }) {
    if (body.user !== undefined) {
      const account = await findUserById(db, body.user);
      if (!account?.is_active) throw fieldError(request, 'user', 'collaborator_user_unknown');
      return account.email;
    }
    if (body.email === undefined) throw fieldError(request, 'email', 'collaborator_target_required');
    return body.email;
  }

  app.get(
    '/collaboration/teams/:id/members/',
    {
      schema: {
        tags,
        summary: "The team's members (members and staff), owners first",
        params: IdParams,
        response: { 200: TeamMemberListSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { team } = await teamFor(db, request, request.params.id, 'read');
      return listMembers(db, team.id);
    },
  );

  app.post(
    '/collaboration/teams/:id/invite_user/',
    {
      schema: {
        tags,
        summary:
          'Invite an e-mail address, or an account by its id, to the team (OWNER or ADMIN); the invitee may sign up later with the address. Inviting an address already invited updates that invitation (200)',
        params: IdParams,
        body: InvitationCreateSchema,
        response: {
          201: InvitationSchema,
          200: InvitationSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { team } = await teamFor(db, request, request.params.id, 'manage');
      const body = request.body;
      const email = await inviteeAddress(request, body);
      const outcome = await inviteToTeam(db, team.id, user.id, {
        email,
        role: body.permission_level ?? 'MEMBER',
        message: body.message?.trim() ?? '',
        expiresInDays: body.expires_in_days ?? 7,
      });
      if (outcome.kind === 'already_member') {
        const detail = collabMessage(request, 'team_already_member');
        throw new HttpError(409, 'team_already_member', detail, { [body.user ? 'user' : 'email']: detail });
      }
      const invitation = await findInvitation(db, user, outcome.id);
      if (!invitation) throw new Error('an invitation just written cannot be read back');
      return reply.status(outcome.created ? 201 : 200).send(invitation);
    },
  );

  app.get(
    '/collaboration/teams/:id/invitations/',
    {
      schema: {
        tags,
        summary:
          "The team's pending invitations, expired ones included (OWNER or ADMIN), newest first: who may still join, and what to cancel",
        params: IdParams,
        response: { 200: InvitationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { team } = await teamFor(db, request, request.params.id, 'manage');
      return listTeamInvitations(db, currentUser(request), team.id);
    },
  );

  app.post(
    '/collaboration/teams/:id/remove_member/',
    {
      schema: {
        tags,
        summary:
          'Remove a member: OWNER anyone, ADMIN non-owners, anyone themself (leaving); a team keeps at least one owner (409)',
        params: IdParams,
        body: TeamMemberRefSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { team } = await teamFor(db, request, request.params.id, 'read');
      const outcome = await changeMembership(db, team.id, user.id, request.body.user_id, null);
      if (outcome !== 'ok') throw refusal(request, outcome);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/collaboration/teams/:id/change_role/',
    {
      schema: {
        tags,
        summary:
          "Change a member's role ('Modifier le rôle'): OWNER any role of anyone; ADMIN only non-owners and never to OWNER; anyone may lower their own; a team keeps at least one owner (409)",
        params: IdParams,
        body: TeamRoleChangeSchema,
        response: { 200: TeamMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const { team } = await teamFor(db, request, request.params.id, 'read');
      const { user_id, role } = request.body;
      const outcome = await changeMembership(db, team.id, user.id, user_id, role);
      if (outcome !== 'ok') throw refusal(request, outcome);
      const member = await findMember(db, team.id, user_id);
      if (!member) throw refusal(request, 'not_member');
      return member;
    },
  );
}
