import { Type } from 'typebox';
import { CollaborationStatsSchema } from '../collaboration/schemas';
import { TrendingGeneSchema } from '../genes/schemas';
import { GenolistSchema } from '../genolists/schemas';
import { DateTime, Nullable } from '../http/schemas';

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const TrendSchema = Type.Object(
  {
    last_7_days: Type.Integer({ description: 'Added in the last 7 days' }),
    previous_7_days: Type.Integer({ description: 'Added in the 7 days before' }),
    percent: Nullable(
      Type.Number({ description: 'Change from the week before, in %; null when that week added none' }),
    ),
  },
  { title: 'Trend' },
);

const MetricSchema = Type.Object(
  {
    value: Type.Integer(),
    trend: Nullable(TrendSchema),
  },
  { title: 'Metric', description: 'trend is null when neither week added any (no trend, rather than 0 %)' },
);

const Days = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 30,
    description: 'Days back from today (UTC), today included',
  }),
);

export const PeriodQuery = Type.Object({ days: Days });

export const ActivityDaySchema = Type.Object(
  {
    date: Type.String({ format: 'date', description: 'UTC day' }),
    projects: Type.Integer({ description: 'Projects created' }),
    analyses: Type.Integer({
      description: 'Imports finished and comparisons computed by limma-voom (on genolists the user may see)',
    }),
    views: Type.Integer({ description: 'Genolist views (one per user, genolist and day)' }),
    favorites: Type.Integer({ description: "The user's favourites added (staff: everyone's)" }),
    users: Nullable(Type.Integer({ description: 'Staff only: users who signed in that day' })),
  },
  { title: 'ActivityDay' },
);

export const DashboardSchema = Type.Object(
  {
    scope: Type.Union([Type.Literal('platform'), Type.Literal('visible')], {
      description: 'platform: staff see the whole installation; visible: what the user may see',
    }),
    generated_at: DateTime,
    period_days: Type.Integer(),
    basic_metrics: Type.Object({
      total_projects: MetricSchema,
      samples_analysed: MetricSchema,
      comparisons: MetricSchema,
      completed_projects: MetricSchema,
      total_genolists: Type.Integer(),
      active_analyses: Type.Integer({
        description: 'Imports and limma-voom comparisons waiting or running (staff: all; others: their own)',
      }),
    }),
    activity_timeline: Type.Array(ActivityDaySchema, { description: 'One entry per day, oldest first' }),
    top_genes: Type.Array(TrendingGeneSchema, { description: 'The 5 trending genes' }),
    recent_genolists: Type.Array(GenolistSchema, { description: 'The 5 newest' }),
    most_viewed_genolists: Type.Array(GenolistSchema, { description: 'The 5 most viewed, with views' }),
    recent_discoveries: Type.Array(
      Type.Object({
        label: Type.Union([Type.Literal('recent'), Type.Literal('popular')], {
          description: 'popular: also among the most viewed',
        }),
        genolist: GenolistSchema,
      }),
      { description: 'The 3 newest genolists, topped up with the most viewed' },
    ),
    collaboration_stats: CollaborationStatsSchema,
  },
  { title: 'Dashboard' },
);

const Person = Nullable(
  Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() }),
);

export const ActivityEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'An event kind (server/events/kinds.ts)' }),
    at: DateTime,
    actor: Person,
    subject: Person,
    team: Nullable(Named),
    project: Nullable(Named),
    genolist: Nullable(Named),
    data: Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      {
        description: 'What the event kept: names, roles, permissions, file names',
      },
    ),
  },
  { title: 'ActivityEntry' },
);

export const RecentActivityQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export const TopGenolistSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    project: Named,
    views: Type.Integer({ description: 'Views in the period' }),
    view_count: Type.Integer({ description: 'All views' }),
  },
  { title: 'TopGenolist' },
);

export const TopGenolistsQuery = Type.Object({
  days: Days,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export const SystemHealthSchema = Type.Object(
  {
    uptime_seconds: Type.Integer({ description: 'Of the process that answered' }),
    started_at: DateTime,
    response_time: Type.Object({
      median_ms: Nullable(Type.Number({ description: 'null when no request in the window' })),
      requests: Type.Integer(),
      window_minutes: Type.Integer(),
      per_process: Type.Boolean({
        description: 'Measured by the process that answered, over its own requests',
      }),
    }),
    imports: Type.Object({
      succeeded: Type.Integer(),
      failed: Type.Integer(),
      window_days: Type.Integer(),
      success_percent: Nullable(Type.Number({ description: 'null when no import ended in the window' })),
    }),
    database: Type.Object({
      kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
      size_bytes: Type.Integer(),
    }),
  },
  { title: 'SystemHealth' },
);

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

export const RecommendationSchema = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('start_projects'),
      action: Type.Union([Type.Literal('import_archive'), Type.Literal('create_project')]),
      projects: Type.Integer(),
    }),
    Type.Object({ kind: Type.Literal('share_project'), owned_projects: Type.Integer() }),
    Type.Object({ kind: Type.Literal('answer_invitations'), count: Type.Integer() }),
    Type.Object({
      kind: Type.Literal('revisit_favorite'),
      project: Ref,
      last_opened: Nullable(DateTime),
      days: Type.Integer(),
    }),
    Type.Object({ kind: Type.Literal('open_genolist'), genolist: Ref, project: Ref }),
  ],
  { title: 'Recommendation' },
);

export const RecommendationListSchema = Type.Array(RecommendationSchema, {
  description: 'Most pressing first',
});
