/**
 * The rules of plans and quote requests that the server enforces and the screens show: one
 * definition, so a form never offers a value the server refuses and a bar never disagrees with a
 * quota.
 */

/** A plan limit of -1 means no limit. */
export const UNLIMITED = -1;

export const PLAN_TYPES = ['FREE', 'BASIC', 'PRO', 'ENTERPRISE', 'ACADEMIC'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const BILLING_PERIODS = ['MONTHLY', 'YEARLY'] as const;

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'TRIAL', 'EXPIRED', 'CANCELLED', 'SUSPENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription in any other status gives only the FREE plan's limits and features. */
export const STATUSES_WITH_PLAN: readonly SubscriptionStatus[] = ['ACTIVE', 'TRIAL'];

/** How long a trial staff start without naming its end lasts. */
export const DEFAULT_TRIAL_DAYS = 14;

export const QUOTE_STATUSES = ['PENDING', 'IN_PROGRESS', 'QUOTED', 'ACCEPTED', 'REJECTED'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const SECTORS = [
  'research',
  'biotech',
  'pharma',
  'healthcare',
  'agro',
  'consulting',
  'other',
] as const;
export const DATA_VOLUMES = ['small', 'medium', 'large', 'enterprise'] as const;
export const SUPPORT_LEVELS = ['standard', 'priority', 'dedicated'] as const;

/** Whether one more resource fits under `max` when `current` are held. */
export function hasRoomFor(current: number, max: number, adding = 1): boolean {
  return max === UNLIMITED || current + adding <= max;
}

export const BYTES_PER_MB = 1024 * 1024;
export const BYTES_PER_GB = 1024 * BYTES_PER_MB;

/** Whole days left until `end` (a trial's last day counts as one), never negative. */
export function daysRemaining(end: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000));
}

/**
 * The plan flag behind the Analytics page (`/analytics`: activity by period, the trending genes
 * explorer, gene lists by views). The dashboard on `/` stays open to every plan.
 */
export const ANALYTICS_FEATURE = 'advanced_statistics' as const;
