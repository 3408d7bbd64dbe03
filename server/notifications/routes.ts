import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { etagMatches } from '../genolists/frame-cache';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { DateTime, errorResponses, IdParams, Nullable } from '../http/schemas';
import type { App } from '../http/types';
import { NOTIFICATION_KINDS } from './kinds';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationState,
  preferencesOf,
  updatePreferences,
} from './service';

const tags = ['notifications'];

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const Kind = Type.Enum(NOTIFICATION_KINDS, { description: NOTIFICATION_KINDS.join(', ') });

const NotificationSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    created_at: DateTime,
    read: Type.Boolean(),
    read_at: Nullable(DateTime),
    actor: Nullable(Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() })),
    team: Nullable(Named),
    project: Nullable(Named),
    genolist: Nullable(Named),
    invitation_id: Nullable(Type.Integer()),
    import_task_id: Nullable(Type.Integer()),
    team_name: Nullable(Type.String({ description: 'As it was when notified' })),
    item_name: Nullable(
      Type.String({
        description: 'The shared project or genolist, or the comparison, as it was when notified',
      }),
    ),
    permission: Nullable(Type.String({ description: 'Of a share' })),
    role: Nullable(Type.String({ description: 'Offered by an invitation' })),
    file_name: Nullable(Type.String({ description: 'Of an import' })),
    numerator: Nullable(
      Type.String({ description: 'Of a comparison: its level in the fold change numerator' }),
    ),
    reference: Nullable(Type.String({ description: 'Of a comparison: its reference level' })),
    error: Nullable(Type.String({ description: 'Why an import or a comparison failed' })),
  },
  { title: 'Notification' },
);

const NotificationListSchema = Type.Object(
  {
    unread: Type.Integer(),
    next_before: Nullable(
      Type.Integer({ description: 'Pass as `before` for the next page; null on the last' }),
    ),
    results: Type.Array(NotificationSchema, { description: 'Newest first' }),
  },
  { title: 'NotificationList' },
);

const NotificationCountSchema = Type.Object(
  { count: Type.Integer({ description: 'Unread' }), total: Type.Integer() },
  { title: 'NotificationCount' },
);

const PreferencesSchema = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, Type.Boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { title: 'NotificationPreferences', description: 'Whether the user receives each kind' },
);

const PreferencesPatchSchema = Type.Partial(PreferencesSchema, { title: 'NotificationPreferencesPatch' });

const NotModified = Type.Null({ description: 'Not modified: the copy named by If-None-Match is current' });

/** The bell: each user reads and marks only their own notifications. */
export async function notificationRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/notifications/',
    {
      schema: {
        tags,
        summary:
          "The user's notifications, newest first, with the unread count. Weak ETag; answers 304 to If-None-Match",
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
          before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only those older than this id' })),
          unread: Type.Optional(Type.Boolean({ description: 'Only the unread ones' })),
        }),
        response: { 200: NotificationListSchema, 304: NotModified, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { limit = 20, before, unread } = request.query;
      const state = await notificationState(db, user.id);
      const etag = `${state.etag.slice(0, -1)}-${limit}-${before ?? ''}-${unread ? 1 : 0}"`;
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const page = await listNotifications(db, user.id, { limit, before, unreadOnly: unread });
      return { unread: state.unread, ...page };
    },
  );

  app.get(
    '/notifications/count',
    {
      schema: {
        tags,
        summary:
          'Unread notifications, for polling: weak ETag, answers 304 to If-None-Match while nothing changed',
        response: { 200: NotificationCountSchema, 304: NotModified, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const state = await notificationState(db, currentUser(request).id);
      reply.header('etag', state.etag);
      if (etagMatches(request.headers['if-none-match'], state.etag)) return reply.code(304).send(null);
      return { count: state.unread, total: state.total };
    },
  );

  app.post(
    '/notifications/:id/read/',
    {
      schema: {
        tags,
        summary: "Mark one of the user's notifications read (no body); 404 for anyone else's",
        params: IdParams,
        response: { 200: NotificationCountSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await markRead(db, user.id, request.params.id)))
        throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      const state = await notificationState(db, user.id);
      return { count: state.unread, total: state.total };
    },
  );

  app.post(
    '/notifications/read-all/',
    {
      schema: {
        tags,
        summary: "Mark every one of the user's notifications read (no body)",
        response: {
          200: Type.Object({ marked: Type.Integer(), count: Type.Integer(), total: Type.Integer() }),
          ...errorResponses(401),
        },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const marked = await markAllRead(db, user.id);
      const state = await notificationState(db, user.id);
      return { marked, count: state.unread, total: state.total };
    },
  );

  app.get(
    '/notifications/preferences/',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification the user receives',
        response: { 200: PreferencesSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => preferencesOf(db, currentUser(request).id),
  );

  app.patch(
    '/notifications/preferences/',
    {
      schema: {
        tags,
        summary: 'Turn kinds of notification on or off (those not named keep their setting)',
        body: PreferencesPatchSchema,
        response: { 200: PreferencesSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => updatePreferences(db, currentUser(request).id, request.body),
  );
}
