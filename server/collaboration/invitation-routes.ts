import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { notFound } from '../http/errors';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { cancelInvitation, findInvitation, listInvitations, respondToInvitation } from './invitations';
import { collabError } from './messages';
import { InvitationListQuery, InvitationListSchema, InvitationSchema } from './schemas';

/**
 * The user's invitations: listing them, accepting or declining those they received, cancelling
 * those they sent (or sent for a team they own or administer).
 */

const tags = ['collaboration'];

export async function invitationRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/collaboration/invitations/',
    {
      schema: {
        tags,
        summary:
          'Invitations the user sent and those they received (see `direction`), every status, newest first',
        querystring: InvitationListQuery,
        response: { 200: InvitationListSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      listInvitations(db, currentUser(request), { sent: true, status: request.query.status }),
  );

  app.get(
    '/collaboration/invitations/received/',
    {
      schema: {
        tags,
        summary:
          "Invitations made to the user's e-mail address (also before they had an account), every status, newest first",
        querystring: InvitationListQuery,
        response: { 200: InvitationListSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      listInvitations(db, currentUser(request), { sent: false, status: request.query.status }),
  );

  for (const [action, status] of [
    ['accept', 'ACCEPTED'],
    ['decline', 'DECLINED'],
  ] as const) {
    app.post(
      `/collaboration/invitations/:id/${action}/`,
      {
        schema: {
          tags,
          summary:
            action === 'accept'
              ? 'Accept an invitation received: join the team with the invited role'
              : 'Decline an invitation received',
          description:
            '404 when it is not an invitation to the user; 409 when it was already answered or cancelled; 410 when it has expired.',
          params: IdParams,
          response: { 200: InvitationSchema, ...errorResponses(400, 401, 404, 409, 410) },
        },
        onRequest: authenticate,
      },
      async (request) => {
        const user = currentUser(request);
        const outcome = await respondToInvitation(db, user, request.params.id, status);
        if (outcome === 'not_found') throw notFound(request);
        if (outcome === 'not_pending') throw collabError(request, 409, 'invitation_not_pending');
        if (outcome === 'expired') throw collabError(request, 410, 'invitation_expired');
        const invitation = await findInvitation(db, user, request.params.id);
        if (!invitation) throw notFound(request);
        return invitation;
      },
    );
  }

  app.post(
    '/collaboration/invitations/:id/cancel/',
    {
      schema: {
        tags,
        summary:
          'Cancel a pending invitation: whoever sent it, or an OWNER or ADMIN of its team (its invitee declines it instead)',
        description:
          '404 when the user may not see it; 403 for its invitee; 409 when it was already answered or cancelled. An expired invitation may be cancelled.',
        params: IdParams,
        response: { 200: InvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const outcome = await cancelInvitation(db, user, request.params.id);
      if (outcome === 'not_found') throw notFound(request);
      if (outcome === 'not_allowed') throw collabError(request, 403, 'invitation_cancel_rights');
      if (outcome === 'not_pending') throw collabError(request, 409, 'invitation_not_pending');
      const invitation = await findInvitation(db, user, request.params.id, { asManager: true });
      if (!invitation) throw notFound(request);
      return invitation;
    },
  );
}
