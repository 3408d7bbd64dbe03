import { Type } from 'typebox';
import { creationAllowance } from '../access/quotas';
import { isStaff } from '../access/rules';
import { writeAudit } from '../audit/log';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { recordEvent } from '../events/service';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { findPlan, listPlans, presentPlan } from './plans';
import { planRef, presentAdminSubscription, presentCurrent, presentFeatures } from './present';
import { quoteRoutes } from './quote-routes';
import {
  AdminSubscriptionPatchSchema,
  AdminSubscriptionSchema,
  CurrentSubscriptionSchema,
  PlanSchema,
  SelectPlanSchema,
  SubscriptionChangeSchema,
  SubscriptionFeaturesSchema,
  UsageLogSchema,
} from './schemas';
import {
  allSubscriptions,
  changeSubscription,
  currentSubscription,
  startFreePlan,
  subscriptionHistory,
  subscriptionWithUser,
} from './service';
import { usageOf } from './usage';

const tags = ['subscriptions'];
/** A screen reports a use when it happens: a client sending more is looping. */
const USAGE_LOGS_PER_MINUTE = 120;

export async function subscriptionRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireStaff } = ctx.guards;

  app.get(
    '/subscription-plans/',
    {
      schema: {
        tags,
        summary: 'The plans, cheapest first (limits of -1 are unlimited; prices in euro)',
        response: { 200: Type.Array(PlanSchema), ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async () => (await listPlans(db)).map(presentPlan),
  );

  app.get(
    '/user-subscriptions/current/',
    {
      schema: {
        tags,
        summary: "The user's subscription (an expired trial has already fallen back to FREE)",
        response: { 200: CurrentSubscriptionSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => presentCurrent(await currentSubscription(db, currentUser(request).id)),
  );

  app.get(
    '/user-subscriptions/features/',
    {
      schema: {
        tags,
        summary:
          "What the user's plan allows and what they use: projects and genolists owned, the bytes their projects' data takes in the database",
        response: { 200: SubscriptionFeaturesSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const { effectivePlan } = await currentSubscription(db, user.id);
      const usage = await usageOf(db, user.id);
      return presentFeatures(
        effectivePlan,
        usage,
        creationAllowance(user, effectivePlan, usage),
        isStaff(user),
      );
    },
  );

  app.get(
    '/user-subscriptions/history/',
    {
      schema: {
        tags,
        summary: "The user's subscription history, newest first (GenoApp takes no payment online)",
        response: { 200: Type.Array(SubscriptionChangeSchema), ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const rows = await subscriptionHistory(db, currentUser(request).id);
      return rows.map(({ change, plan }) => ({
        id: change.id,
        at: change.at.toISOString(),
        plan: planRef(plan),
        status: change.status as 'ACTIVE',
        is_trial: change.is_trial,
        end_date: change.end_date?.toISOString() ?? null,
        reason: change.reason as 'started',
      }));
    },
  );

  app.post(
    '/user-subscriptions/upgrade/',
    {
      schema: {
        tags,
        summary:
          'Start a plan without a quote: only FREE (ACTIVE from now, no end). Any other plan answers 403 plan_needs_quote: send a quote request',
        body: SelectPlanSchema,
        response: { 200: CurrentSubscriptionSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const plan = await findPlan(db, request.body.plan);
      if (!plan) {
        const detail = messageFor(request, 'not_found');
        throw new HttpError(404, 'not_found', detail, { plan: detail });
      }
      if (plan.plan_type !== 'FREE') {
        throw new HttpError(403, 'plan_needs_quote', messageFor(request, 'plan_needs_quote'));
      }
      await startFreePlan(db, user.id);
      return presentCurrent(await currentSubscription(db, user.id));
    },
  );

  app.post(
    '/user-subscriptions/log_usage/',
    {
      schema: {
        tags,
        summary:
          "Record the user's use of a feature (an event feature_used with the action, resource and metadata sent); usage against the plan is measured, not taken from these",
        body: UsageLogSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: { max: USAGE_LOGS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { action_type, resource_id = null, metadata = {} } = request.body;
      await recordEvent(db, {
        kind: 'feature_used',
        actorId: currentUser(request).id,
        data: { ...metadata, action_type, resource_id },
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/user-subscriptions/',
    {
      schema: {
        tags: ['administration'],
        summary: "Every user's subscription (staff)",
        response: { 200: Type.Array(AdminSubscriptionSchema), ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async () => (await allSubscriptions(db)).map(presentAdminSubscription),
  );

  app.patch(
    '/admin/user-subscriptions/:id/',
    {
      schema: {
        tags: ['administration'],
        summary:
          "Change a subscription (staff): plan, status (any to any; TRIAL ends on end_date, by default in 14 days), end date, renewal. Written to the audit log and to the user's history",
        params: IdParams,
        body: AdminSubscriptionPatchSchema,
        response: { 200: AdminSubscriptionSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const staff = currentUser(request);
      if (request.body.plan !== undefined && !(await findPlan(db, request.body.plan))) {
        const detail = messageFor(request, 'not_found');
        throw new HttpError(400, 'validation', detail, { plan: detail });
      }
      const changed = await changeSubscription(db, request.params.id, request.body, staff.id);
      if (!changed) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      const row = await subscriptionWithUser(db, request.params.id);
      if (!row) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      await writeAudit(
        db,
        staff,
        'subscription.update',
        { type: 'subscription', id: changed.after.id, label: row.user.email },
        changed.before,
        changed.after,
      );
      return presentAdminSubscription(row);
    },
  );

  await app.register(quoteRoutes, { ctx });
}
