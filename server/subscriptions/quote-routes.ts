import { Type } from 'typebox';
import { writeAudit } from '../audit/log';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { notify } from '../notifications/service';
import { findPlan } from './plans';
import {
  allQuotes,
  createQuote,
  findQuote,
  presentAdminQuote,
  presentQuote,
  quotesOf,
  updateQuote,
} from './quotes';
import { AdminQuotePatchSchema, AdminQuoteSchema, QuoteCreateSchema, QuoteSchema } from './schemas';

const tags = ['subscriptions'];

/** Quote requests: a user asks for a paid plan; staff answer (GenoApp takes no payment online). */
export async function quoteRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireStaff } = ctx.guards;

  app.post(
    '/subscription-upgrade-requests/',
    {
      schema: {
        tags,
        summary:
          'Ask for a quote for a paid plan: company name and contact e-mail required, expected users at least 1 (default 1), support level standard by default. Starts PENDING',
        body: QuoteCreateSchema,
        response: { 201: QuoteSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
      preValidation: async (request) => {
        // A blank company name is as missing as an absent one.
        const body = request.body as { company_name?: unknown } | undefined;
        if (body && typeof body.company_name === 'string') body.company_name = body.company_name.trim();
      },
    },
    async (request, reply) => {
      const plan = await findPlan(db, request.body.target_plan);
      if (!plan || plan.plan_type === 'FREE') {
        const detail = messageFor(request, 'field_invalid');
        throw new HttpError(400, 'validation', `target_plan: ${detail}`, { target_plan: detail });
      }
      const id = await createQuote(db, currentUser(request).id, request.body);
      const row = await findQuote(db, id);
      if (!row) throw new Error('quote vanished');
      return reply.status(201).send(presentQuote(row));
    },
  );

  app.get(
    '/subscription-upgrade-requests/',
    {
      schema: {
        tags,
        summary: "The user's own quote requests with their status and staff's reply, newest first",
        response: { 200: Type.Array(QuoteSchema), ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => (await quotesOf(db, currentUser(request).id)).map(presentQuote),
  );

  app.get(
    '/admin/subscription-upgrade-requests/',
    {
      schema: {
        tags: ['administration'],
        summary: 'Every quote request, newest first (staff)',
        response: { 200: Type.Array(AdminQuoteSchema), ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async () => (await allQuotes(db)).map(presentAdminQuote),
  );

  app.patch(
    '/admin/subscription-upgrade-requests/:id/',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Answer a quote request (staff): status (any to any), internal notes, and a reply the user reads on their subscription screen; a new reply or status notifies them. Written to the audit log',
        params: IdParams,
        body: AdminQuotePatchSchema,
        response: { 200: AdminQuoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const staff = currentUser(request);
      const found = await findQuote(db, request.params.id);
      if (!found) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      const after = await updateQuote(db, found.quote, request.body, staff.id);
      if (!after) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      // The user hears of it when there is something new for them: a reply or a new status.
      if (after.reply !== found.quote.reply || after.status !== found.quote.status) {
        await notify(db, {
          kind: 'quote_answered',
          recipients: [found.quote.user_id],
          actorId: staff.id,
          data: { name: found.plan.name, status: after.status },
        });
      }
      await writeAudit(
        db,
        staff,
        'quote.update',
        { type: 'quote', id: after.id, label: `${found.quote.company_name} (${found.user.email})` },
        found.quote,
        after,
      );
      return presentAdminQuote({ ...found, quote: after });
    },
  );
}
