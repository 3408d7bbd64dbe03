import { Type } from 'typebox';
import {
  BILLING_PERIODS,
  COMPANY_SIZES,
  DATA_VOLUMES,
  PLAN_TYPES,
  QUOTE_STATUSES,
  SECTORS,
  SUBSCRIPTION_STATUSES,
  SUPPORT_LEVELS,
} from '../../genomics/plans';
import { DateTime, literals, Nullable } from '../http/schemas';

export const PlanTypeSchema = literals(PLAN_TYPES);
export const SubscriptionStatusSchema = literals(SUBSCRIPTION_STATUSES);
export const QuoteStatusSchema = literals(QUOTE_STATUSES);

const Limit = Type.Integer({ minimum: -1, description: '-1 means unlimited' });

export const PlanSchema = Type.Object(
  {
    id: Type.Integer(),
    plan_type: PlanTypeSchema,
    name: Type.String(),
    description: Type.String(),
    price: Type.Number({ description: 'In euro per billing period; 0 for FREE' }),
    billing_period: literals(BILLING_PERIODS),
    max_projects: Limit,
    max_genolists: Limit,
    max_storage_gb: Limit,
    max_collaborators: Type.Integer({
      minimum: -1,
      description: 'Per project or genolist; -1 means unlimited',
    }),
    advanced_visualizations: Type.Boolean(),
    multi_project_comparison: Type.Boolean(),
    ai_assistant: Type.Boolean(),
    api_access: Type.Boolean(),
    advanced_statistics: Type.Boolean(),
    collaboration_features: Type.Boolean(),
    priority_support: Type.Boolean(),
    features_list: Type.Array(Type.String()),
  },
  { title: 'SubscriptionPlan' },
);

const PlanSummary = Type.Object(
  { id: Type.Integer(), name: Type.String(), description: Type.String(), plan_type: PlanTypeSchema },
  { title: 'PlanSummary' },
);

export const CurrentSubscriptionSchema = Type.Object(
  {
    id: Type.Integer(),
    status: SubscriptionStatusSchema,
    is_trial: Type.Boolean(),
    days_remaining: Nullable(
      Type.Integer({ minimum: 0, description: 'Days until end_date; null when it has none' }),
    ),
    start_date: DateTime,
    end_date: Nullable(DateTime),
    auto_renew: Type.Boolean(),
    plan_details: PlanSummary,
    effective_plan: Type.Object(
      { id: Type.Integer(), name: Type.String(), plan_type: PlanTypeSchema },
      {
        description: 'The plan whose limits apply: the subscribed plan while ACTIVE or TRIAL, otherwise FREE',
      },
    ),
  },
  { title: 'CurrentSubscription' },
);

export const SubscriptionFeaturesSchema = Type.Object(
  {
    current_projects: Type.Integer({ minimum: 0 }),
    max_projects: Limit,
    current_genolists: Type.Integer({ minimum: 0 }),
    max_genolists: Limit,
    current_storage_bytes: Type.Integer({ minimum: 0 }),
    current_storage_mb: Type.Number({ minimum: 0, description: 'current_storage_bytes / 1024²' }),
    max_storage_gb: Limit,
    max_collaborators: Limit,
    can_create_project: Type.Boolean(),
    can_create_genolist: Type.Boolean(),
    unlimited: Type.Boolean({ description: 'Staff and superusers: no limit applies to them' }),
    advanced_visualizations: Type.Boolean(),
    multi_project_comparison: Type.Boolean(),
    ai_assistant: Type.Boolean(),
    api_access: Type.Boolean(),
    advanced_statistics: Type.Boolean(),
    collaboration_features: Type.Boolean(),
    priority_support: Type.Boolean(),
  },
  { title: 'SubscriptionFeatures' },
);

export const SubscriptionChangeSchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime,
    plan: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      plan_type: PlanTypeSchema,
      price: Type.Number(),
      billing_period: literals(BILLING_PERIODS),
    }),
    status: SubscriptionStatusSchema,
    is_trial: Type.Boolean(),
    end_date: Nullable(DateTime),
    reason: literals(['started', 'plan_selected', 'changed_by_staff', 'trial_expired', 'ended'] as const, {
      description:
        'started: the account opened; plan_selected: the user started FREE; changed_by_staff; trial_expired: back to FREE; ended: the end date passed',
    }),
  },
  { title: 'SubscriptionChange' },
);

export const SelectPlanSchema = Type.Object({ plan: Type.Integer({ minimum: 1 }) }, { title: 'SelectPlan' });

const PersonSummary = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    username: Type.String(),
  },
  { title: 'PersonSummary' },
);

export const AdminSubscriptionSchema = Type.Object(
  {
    id: Type.Integer(),
    user: PersonSummary,
    plan: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      plan_type: PlanTypeSchema,
      price: Type.Number(),
      billing_period: literals(BILLING_PERIODS),
    }),
    status: SubscriptionStatusSchema,
    is_trial: Type.Boolean(),
    start_date: DateTime,
    end_date: Nullable(DateTime),
    days_remaining: Nullable(Type.Integer({ minimum: 0 })),
    auto_renew: Type.Boolean(),
  },
  { title: 'AdminSubscription' },
);

export const AdminSubscriptionPatchSchema = Type.Object(
  {
    plan: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(SubscriptionStatusSchema),
    end_date: Type.Optional(Nullable(DateTime)),
    auto_renew: Type.Optional(Type.Boolean()),
  },
  { title: 'AdminSubscriptionPatch', additionalProperties: false },
);

/* ----------------------------------------------------------------------------- quote requests */

export const QuoteCreateSchema = Type.Object(
  {
    target_plan: Type.Integer({ minimum: 1, description: 'A plan other than FREE' }),
    company_name: Type.String({ minLength: 1, maxLength: 200 }),
    contact_email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    company_size: Type.Optional(Nullable(Type.Union([literals(COMPANY_SIZES), Type.Literal('')]))),
    sector: Type.Optional(Nullable(Type.Union([literals(SECTORS), Type.Literal('')]))),
    expected_users: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    data_volume: Type.Optional(Nullable(Type.Union([literals(DATA_VOLUMES), Type.Literal('')]))),
    support_level: Type.Optional(literals(SUPPORT_LEVELS)),
    custom_features: Type.Optional(Type.String({ maxLength: 5000 })),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { title: 'QuoteRequestCreate' },
);

const quoteFields = {
  id: Type.Integer(),
  target_plan: Type.Object({ id: Type.Integer(), name: Type.String(), plan_type: PlanTypeSchema }),
  company_name: Type.String(),
  contact_email: Type.String(),
  phone: Type.String(),
  company_size: Nullable(literals(COMPANY_SIZES)),
  sector: Nullable(literals(SECTORS)),
  expected_users: Type.Integer(),
  data_volume: Nullable(literals(DATA_VOLUMES)),
  support_level: literals(SUPPORT_LEVELS),
  custom_features: Type.String(),
  message: Type.String(),
  status: QuoteStatusSchema,
  reply: Type.String({ description: "Staff's answer to the user" }),
  replied_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
};

export const QuoteSchema = Type.Object(quoteFields, { title: 'QuoteRequest' });

export const AdminQuoteSchema = Type.Object(
  {
    ...quoteFields,
    user: PersonSummary,
    admin_notes: Type.String({ description: 'Internal notes, never shown to the user' }),
  },
  { title: 'AdminQuoteRequest' },
);

export const AdminQuotePatchSchema = Type.Object(
  {
    status: Type.Optional(QuoteStatusSchema),
    admin_notes: Type.Optional(Type.String({ maxLength: 5000 })),
    reply: Type.Optional(
      Type.String({ maxLength: 5000, description: 'A new answer to the user; its date is recorded' }),
    ),
  },
  { title: 'AdminQuotePatch', additionalProperties: false },
);

export const UsageLogSchema = Type.Object(
  {
    action_type: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'What was used, e.g. heatmap_clustered',
    }),
    resource_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    metadata: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 64 }),
        Type.Union([Type.Number(), Type.Boolean(), Type.Null(), Type.String({ maxLength: 200 })]),
        {
          maxProperties: 10,
        },
      ),
    ),
  },
  { title: 'UsageLog', additionalProperties: false },
);
