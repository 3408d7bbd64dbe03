import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ANALYTICS_FEATURE } from '../../genomics/plans';
import { featureRefusal } from '../access/quotas';
import { isStaff } from '../access/rules';
import { currentUser } from '../auth/guard';
import { CollaborationStatsSchema } from '../collaboration/schemas';
import { collaborationStats } from '../collaboration/stats';
import type { RouteOptions } from '../context';
import { TrendingGenesQuery, TrendingGenesSchema } from '../genes/schemas';
import { trendingGenes } from '../genes/trending';
import { visibleGenolistList } from '../genolists/service';
import { errorResponses } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import { recentActivity } from './activity';
import { recentDiscoveries } from './discoveries';
import { activityTimeline, basicMetrics, topGenolists } from './metrics';
import { recommend, recommendationState } from './recommendations';
import {
  ActivityEntrySchema,
  DashboardSchema,
  PeriodQuery,
  RecentActivityQuery,
  RecommendationListSchema,
  SystemHealthSchema,
  TopGenolistSchema,
  TopGenolistsQuery,
} from './schemas';
import { systemHealth } from './system-health';

const tags = ['analytics'];
const SHOWN = 5;

/**
 * The dashboard and the analytics page: every figure computed from the data and the events.
 * What the dashboard on `/` reads is open to every plan; what only the Analytics page reads (the
 * trending genes explorer, gene lists by views) needs the plan's analytics flag, staff excepted.
 */
export async function analyticsRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  /** 403 `feature_requires_upgrade` unless the user's plan has the analytics flag. */
  async function requireAnalyticsPlan(request: FastifyRequest) {
    const refusal = await featureRefusal(db, currentUser(request), ANALYTICS_FEATURE);
    if (refusal) throw quotaError(request, refusal);
  }

  app.get(
    '/analytics/dashboard/',
    {
      schema: {
        tags,
        summary:
          'The dashboard: metrics with week-over-week trends, activity per day, trending genes, recent and most viewed genolists, collaboration counts; over what the user may see (staff: everything)',
        querystring: PeriodQuery,
        response: { 200: DashboardSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const days = request.query.days ?? 30;
      const basic = await basicMetrics(db, user);
      const timeline = await activityTimeline(db, user, days);
      const top = await trendingGenes(db, user, { limit: SHOWN });
      const recent = await visibleGenolistList(db, user, { ordering: '-creation_date', limit: SHOWN });
      const viewed = (await visibleGenolistList(db, user, { ordering: '-view_count', limit: SHOWN })).filter(
        (g) => g.view_count > 0,
      );
      return {
        scope: isStaff(user) ? ('platform' as const) : ('visible' as const),
        generated_at: new Date().toISOString(),
        period_days: days,
        basic_metrics: basic,
        activity_timeline: timeline,
        top_genes: top.results,
        recent_genolists: recent,
        most_viewed_genolists: viewed,
        recent_discoveries: recentDiscoveries(recent, viewed),
        collaboration_stats: await collaborationStats(db, user),
      };
    },
  );

  app.get(
    '/analytics/recent-activity',
    {
      schema: {
        tags,
        summary:
          "Recent events the user may read, newest first: their own, their teams', projects created and imports finished on projects they may see, comparisons computed on genolists they may see",
        querystring: RecentActivityQuery,
        response: { 200: Type.Array(ActivityEntrySchema), ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => recentActivity(db, currentUser(request), request.query.limit ?? 10),
  );

  app.get(
    '/analytics/trending-genes',
    {
      schema: {
        tags,
        summary:
          'Genes called most often across the genolists the user may see (each at its own cutoffs), with mean log2FC and adjusted p, and their projects. The Analytics page: a plan without advanced statistics gets 403 feature_requires_upgrade (staff are not limited)',
        querystring: TrendingGenesQuery,
        response: { 200: TrendingGenesSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: authenticate,
      preHandler: requireAnalyticsPlan,
    },
    async (request) => {
      const { limit = SHOWN, project, direction, min_frequency } = request.query;
      return trendingGenes(db, currentUser(request), {
        limit,
        projectId: project,
        direction,
        minFrequency: min_frequency,
      });
    },
  );

  app.get(
    '/analytics/top-genolists',
    {
      schema: {
        tags,
        summary:
          'Genolists the user may see by their views in the period, then by all their views. The Analytics page: a plan without advanced statistics gets 403 feature_requires_upgrade (staff are not limited)',
        querystring: TopGenolistsQuery,
        response: { 200: Type.Array(TopGenolistSchema), ...errorResponses(400, 401, 403) },
      },
      onRequest: authenticate,
      preHandler: requireAnalyticsPlan,
    },
    async (request) =>
      topGenolists(db, currentUser(request), request.query.days ?? 30, request.query.limit ?? 10),
  );

  app.get(
    '/analytics/collaboration-stats',
    {
      schema: {
        tags,
        summary: "The user's collaboration counts (as /collaboration/stats/dashboard/)",
        response: { 200: CollaborationStatsSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => collaborationStats(db, currentUser(request)),
  );

  app.get(
    '/analytics/system-health',
    {
      schema: {
        tags,
        summary:
          "The server's own measurements: uptime and median response time over the last hour of the process that answers, share of imports that succeeded in the last 30 days, database size",
        response: { 200: SystemHealthSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async () => systemHealth(db, ctx.database.kind, ctx.responseTimes),
  );

  app.get(
    '/analytics/recommendations',
    {
      schema: {
        tags,
        summary: "What the dashboard suggests, from the user's state",
        response: { 200: RecommendationListSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => recommend(await recommendationState(db, currentUser(request))),
  );
}
