import { Type } from 'typebox';
import type { RouteOptions } from '../context';
import { pageLinks } from '../http/paging';
import { DateTime, errorResponses, Nullable, Page } from '../http/schemas';
import type { App } from '../http/types';
import { pageOfAudit } from './log';

const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime,
    actor_id: Nullable(Type.Integer()),
    actor_label: Type.String({ description: 'Username and e-mail of the staff member when they acted' }),
    action: Type.String({
      description: 'user.create, user.update, subscription.update, quote.update, project.delete, …',
    }),
    target_type: Type.String(),
    target_id: Nullable(Type.Integer()),
    target_label: Type.String(),
    before: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'Changed fields before' })),
    after: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'Changed fields after' })),
  },
  { title: 'AuditEntry' },
);

const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export async function auditRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;

  app.get(
    '/admin/audit-log/',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Every change staff made to accounts, subscriptions, quotes, projects and genolists, newest first (superusers)',
        querystring: AuditQuery,
        response: { 200: Page(AuditEntrySchema, 'AuditEntryPage'), ...errorResponses(400, 401, 403) },
      },
      onRequest: ctx.guards.requireSuperuser,
    },
    async (request) => {
      const { page = 1, page_size = 20 } = request.query;
      const { rows, total } = await pageOfAudit(db, page_size, (page - 1) * page_size);
      return { count: total, ...pageLinks(request, page, page_size, total), results: rows };
    },
  );
}
