import {
  type BILLING_PERIODS,
  BYTES_PER_MB,
  daysRemaining,
  type PlanType,
  type SubscriptionStatus,
} from '../../genomics/plans';
import type { PlanRow, SubscriptionRow, UserRow } from '../db/schema';
import type { CurrentSubscription } from './service';
import type { Usage } from './usage';

type Status = SubscriptionStatus;

type Period = (typeof BILLING_PERIODS)[number];

const daysLeft = (row: SubscriptionRow) => (row.end_date ? daysRemaining(row.end_date) : null);

export const planRef = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  plan_type: plan.plan_type as PlanType,
  price: plan.price_cents / 100,
  billing_period: plan.billing_period as Period,
});

export const personRef = (user: UserRow) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  username: user.username,
});

export function presentCurrent({ subscription, plan, effectivePlan }: CurrentSubscription) {
  return {
    id: subscription.id,
    status: subscription.status as Status,
    is_trial: subscription.is_trial,
    days_remaining: daysLeft(subscription),
    start_date: subscription.start_date.toISOString(),
    end_date: subscription.end_date?.toISOString() ?? null,
    auto_renew: subscription.auto_renew,
    plan_details: {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      plan_type: plan.plan_type as PlanType,
    },
    effective_plan: {
      id: effectivePlan.id,
      name: effectivePlan.name,
      plan_type: effectivePlan.plan_type as PlanType,
    },
  };
}

export function presentFeatures(
  plan: PlanRow,
  usage: Usage,
  allowance: { can_create_project: boolean; can_create_genolist: boolean },
  unlimited: boolean,
) {
  return {
    current_projects: usage.projects,
    max_projects: plan.max_projects,
    current_genolists: usage.genolists,
    max_genolists: plan.max_genolists,
    current_storage_bytes: usage.storage_bytes,
    current_storage_mb: Math.round((usage.storage_bytes / BYTES_PER_MB) * 1000) / 1000,
    max_storage_gb: plan.max_storage_gb,
    max_collaborators: plan.max_collaborators,
    ...allowance,
    unlimited,
    advanced_visualizations: plan.advanced_visualizations,
    multi_project_comparison: plan.multi_project_comparison,
    ai_assistant: plan.ai_assistant,
    api_access: plan.api_access,
    advanced_statistics: plan.advanced_statistics,
    collaboration_features: plan.collaboration_features,
    priority_support: plan.priority_support,
  };
}

export function presentAdminSubscription(row: {
  subscription: SubscriptionRow;
  plan: PlanRow;
  user: UserRow;
}) {
  const { subscription } = row;
  return {
    id: subscription.id,
    user: personRef(row.user),
    plan: planRef(row.plan),
    status: subscription.status as Status,
    is_trial: subscription.is_trial,
    start_date: subscription.start_date.toISOString(),
    end_date: subscription.end_date?.toISOString() ?? null,
    days_remaining: daysLeft(subscription),
    auto_renew: subscription.auto_renew,
  };
}
